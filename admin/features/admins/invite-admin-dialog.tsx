import { ADMIN_ROLES, type AdminRole } from '#contract/admin-auth/roles';
import { ADMIN_INVITATION_LIFETIME_HOURS } from '#contract/admin-accounts/rules';
import { inviteAdminInputSchema } from '#contract/admin-accounts/schemas';
import { SelectField, TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { Options } from '../../components/options';
import { m } from '../../i18n/paraglide/messages';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { ROLE_LABEL, ROLE_LABELS, ROLE_SCOPE } from './role-words';

/** The owner invites an admin by e-mail with a role; an address an admin already has is refused under the field. */
export function InviteAdminDialog({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(inviteAdminInputSchema, { defaultValues: { email: '', role: 'support' }, refusalFields: { 'admin-accounts.email-taken': 'email' } });
  const invite = trpc.adminAccounts.invite.useMutation(
    useToastOutcome({
      success: (invitation) => m['accounts.invite.sent']({ email: invitation.email }),
      failure: (error) => form.showRefusal(error, m['accounts.invite.failed']()),
      changed: (utils) => [utils.adminAccounts.list],
      onDone: onClose,
    }),
  );
  // The select offers the roles only.
  const role = form.watch('role') as AdminRole;
  return (
    <FormDialog
      title={m['accounts.invite.title']()}
      description={m['accounts.invite.text']({ hours: ADMIN_INVITATION_LIFETIME_HOURS })}
      onClose={onClose}
      form={form}
      onValid={(input) => invite.mutate(input)}
      busy={invite.isPending}
      submitLabel={m['accounts.invite.submit']()}
      busyLabel={m['accounts.invite.busy']()}
    >
      <TextField label={m['accounts.invite.email']()} type="email" autoComplete="off" {...form.field('email')} />
      <SelectField label={m['accounts.invite.role']()} hint={m['accounts.invite.role-hint']({ role: ROLE_LABEL[role](), scope: ROLE_SCOPE[role]() })} {...form.field('role')}>
        <Options values={ADMIN_ROLES} labels={ROLE_LABELS} />
      </SelectField>
    </FormDialog>
  );
}
