import { replyContactMessageInputSchema } from '#contract/contact/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { TextAreaField } from '#kit/ui/fields';
import { useDialogFirstField } from '#kit/ui/form/use-dialog-first-field';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { FormDialog } from '../../components/form-dialog';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

type ContactMessage = AdminOutputs['contacts']['list']['contacts'][number];
const replyFormSchema = replyContactMessageInputSchema.pick({ reply: true });

/** Mails the person an answer quoting their ticket, in the language they wrote in; the dialog says where it goes before it is sent. */
export function ContactReplyDialog({ contact, onClose, fallbackFocus }: { contact: ContactMessage; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const toasts = useToast();
  const refresh = useRefresh((utils) => [utils.contacts.list]);
  const form = useSchemaForm(replyFormSchema, { defaultValues: { reply: '' } });
  const [replyProps, fieldRef] = useDialogFirstField(form.field('reply'));
  const reply = trpc.contacts.reply.useMutation({
    onSuccess: () => {
      refresh();
      toasts.success(m['contacts.reply.sent']({ ticket: contact.ticket }));
      onClose();
    },
    onError: (error) => form.showRefusal(error, m['contacts.reply.failed']()),
  });
  return (
    <FormDialog
      title={m['contacts.reply.title']({ ticket: contact.ticket })}
      description={m['contacts.reply.description']({ email: contact.email })}
      onClose={onClose}
      initialFocusRef={fieldRef}
      fallbackFocus={fallbackFocus}
      form={form}
      onValid={(values) => reply.mutate({ id: contact.id, reply: values.reply })}
      busy={reply.isPending}
      submitLabel={m['contacts.reply.submit']()}
      busyLabel={m['contacts.reply.sending']()}
    >
      <TextAreaField label={m['contacts.reply.label']()} rows={8} required maxLength={maxLengthOf(replyFormSchema.shape.reply)} {...replyProps} />
    </FormDialog>
  );
}
