import { z } from 'zod';
import { ADMIN_ROLES } from '#contract/admin-auth/roles';
import { changeAdminRoleInputSchema, type AdminAccount } from '#contract/admin-accounts/schemas';
import { SelectField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { Options } from '../../components/options';
import { m } from '../../i18n/paraglide/messages';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { ROLE_LABEL, ROLE_LABELS, ROLE_SCOPE } from './role-words';

const roleFormSchema = z.object({ role: changeAdminRoleInputSchema.shape.role });

/** Picks the new role; the dialog says what the admin may do with it before anything changes. */
export function ChangeRoleDialog({ admin, onClose }: { admin: AdminAccount; onClose: () => void }) {
  const form = useSchemaForm(roleFormSchema, { defaultValues: { role: admin.role } });
  const change = trpc.adminAccounts.changeRole.useMutation(
    useToastOutcome({
      success: m['accounts.change-role.done']({ email: admin.email, role: ROLE_LABEL[form.getValues('role')]() }),
      failure: (error) => form.showRefusal(error, m['accounts.change-role.failed']()),
      changed: (utils) => [utils.adminAccounts.list],
      onDone: onClose,
    }),
  );
  const role = form.watch('role');
  return (
    <FormDialog
      title={m['accounts.change-role.title']({ email: admin.email })}
      onClose={onClose}
      form={form}
      onValid={(input) => change.mutate({ id: admin.id, role: input.role })}
      busy={change.isPending}
      submitDisabled={role === admin.role}
      submitLabel={m['accounts.change-role.submit']()}
    >
      <SelectField label={m['accounts.change-role.field']()} {...form.field('role')}>
        <Options values={ADMIN_ROLES} labels={ROLE_LABELS} />
      </SelectField>
      <p className="text-sm text-slate-700" data-testid="role-consequence">
        {m['accounts.change-role.consequence']({ email: admin.email, scope: ROLE_SCOPE[role]() })}
      </p>
    </FormDialog>
  );
}
