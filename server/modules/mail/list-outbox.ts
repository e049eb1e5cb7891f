import { OutboxMail } from '../../../db/entities';
import type { Deps } from '../deps';
import type { OutboxListInput } from './schemas';

export async function listOutbox(deps: Deps, input: OutboxListInput) {
  const [mails, total] = await deps.em.findAndCount(
    OutboxMail,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: input.pageSize, offset: (input.page - 1) * input.pageSize },
  );
  return {
    mails: mails.map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      status: mail.status,
      createdAt: mail.createdAt,
    })),
    total,
  };
}
