import { OutboxMail } from '../../../db/entities';
import type { Deps } from '../deps';
import { outboxMailContent } from './outbox-mail-content';
import type { OutboxListInput } from '#contract/mail/schemas';

/** With SMTP the mails are real: masked, so an admin cannot take over an account through a reset link. */
function maskTokens(body: string): string {
  return body.replace(/([?&]token=)[A-Za-z0-9_%-]+/g, '$1[hidden]');
}

export async function listOutbox(deps: Deps, input: OutboxListInput) {
  const present = deps.config.smtpUrl ? maskTokens : (body: string) => body;
  const [mails, total] = await deps.em.findAndCount(
    OutboxMail,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return {
    mails: mails.map((mail) => {
      const content = outboxMailContent(mail, deps.config);
      return { id: mail.id, to: mail.to, subject: content.subject, text: present(content.text), html: present(content.html), status: mail.status, createdAt: mail.createdAt };
    }),
    total,
  };
}
