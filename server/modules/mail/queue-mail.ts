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

function outboxMail(deps: Pick<Deps, 'clock' | 'config'>, message: MailMessage) {
  const now = deps.clock.now();
  return { ...message, status: outboxStatus(deps.config), attempts: 0, nextAttemptAt: now, createdAt: now };
}

/** A new outbox row's status (also given to reward_place_order, which writes its mail itself). */
export function outboxStatus(config: Pick<Deps['config'], 'smtpUrl'>): 'pending' | 'stored' {
  return config.smtpUrl ? 'pending' : 'stored';
}
