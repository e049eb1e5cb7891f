import { refuse } from '#contract/errors';
import { formatTicket } from '#contract/contact/rules';
import type { ContactMessageView } from '#contract/contact/schemas';
import type { Locale } from '#contract/i18n/locales';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { contactReplyMail, queueMail } from '../mail';
import { sql } from '../sql';
import { CONTACT_COLUMNS, toContactView, type ContactRow } from './contact-rows';

/** An admin's answer, mailed to the address the person gave, in the language they wrote in, quoting their ticket; the message counts as read. */
export async function replyContactMessage(deps: Deps, input: { id: string; reply: string; adminId: string }): Promise<ContactMessageView> {
  return deps.em.transactional(async (em) => {
    const [contact] = await sql<ContactRow & { locale: Locale }>(em, `select ${CONTACT_COLUMNS}, locale from contact_messages where id = ? for update`, [input.id]);
    if (!contact) throw refuse('contact.not-found');
    const txDeps = { ...deps, em };
    queueMail(txDeps, contactReplyMail({ email: contact.email, name: contact.name, locale: contact.locale }, formatTicket(contact.ticket_no), input.reply));
    recordAudit(txDeps, { adminId: input.adminId, action: 'contact.reply', targetType: 'contact', targetId: contact.id, before: { repliedAt: contact.replied_at }, after: { reply: input.reply } });
    await em.flush();
    const [updated] = await sql<ContactRow>(em, `update contact_messages set replied_at = ?, is_read = true where id = ? returning ${CONTACT_COLUMNS}`, [deps.clock.now(), input.id]);
    return toContactView(updated!);
  });
}
