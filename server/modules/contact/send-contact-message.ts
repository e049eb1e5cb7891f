import { SUPPORT_REPLY_HOURS, formatTicket } from '#contract/contact/rules';
import type { SendContactMessageInput } from '#contract/contact/schemas';
import type { Locale } from '#contract/i18n/locales';
import type { Deps } from '../deps';
import { contactReceivedMail, queueMail } from '../mail';
import { sql } from '../sql';

/**
 * Stores the message with its ticket number and acknowledges it to the address given, in `locale` (the
 * signed-in person's own, else the request's), which the admin's reply uses too. The answer's ticket is
 * shown on screen; the message is linked to the account when the sender was signed in.
 */
export async function sendContactMessage(deps: Deps, input: SendContactMessageInput & { userId?: string; locale: Locale }): Promise<{ ok: true; ticket: string }> {
  return deps.em.transactional(async (em) => {
    const [row] = await sql<{ ticket_no: number }>(
      em,
      `insert into contact_messages (name, email, message, is_read, created_at, user_id, locale) values (?, ?, ?, false, ?, ?, ?) returning ticket_no`,
      [input.name, input.email, input.message, deps.clock.now(), input.userId ?? null, input.locale],
    );
    const ticket = formatTicket(row!.ticket_no);
    queueMail({ ...deps, em }, contactReceivedMail({ email: input.email, name: input.name, locale: input.locale }, ticket, SUPPORT_REPLY_HOURS));
    await em.flush();
    return { ok: true as const, ticket };
  });
}
