import { OutboxMail } from '../../../db/entities';
import type { Deps } from '../deps';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Mail is written to the outbox in the caller's transaction and delivered later by the
 * dispatcher, so sending never blocks or fails the user's request, and a rolled-back change
 * sends nothing. Without SMTP the row is kept as 'stored' for the admin mail viewer.
 */
export function queueMail(deps: Deps, message: MailMessage): void {
  deps.em.create(OutboxMail, outboxMail(deps, message));
}

/** The outbox row of a mail queued now (written by queueMail, or by a statement of its own: place-reward-order.ts). */
export function outboxMail(deps: Pick<Deps, 'clock' | 'config'>, message: MailMessage) {
  const now = deps.clock.now();
  return { ...message, status: deps.config.smtpUrl ? ('pending' as const) : ('stored' as const), attempts: 0, nextAttemptAt: now, createdAt: now };
}
