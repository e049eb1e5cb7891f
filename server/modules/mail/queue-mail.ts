import { OutboxMail } from '../../../db/entities';
import type { Deps } from '../deps';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * In the caller's transaction: sending never blocks or fails the request, and a rollback sends
 * nothing. Without SMTP the row stays 'stored' for the admin viewer.
 */
export function queueMail(deps: Deps, message: MailMessage): void {
  deps.em.create(OutboxMail, outboxMail(deps, message));
}

function outboxMail(deps: Pick<Deps, 'clock' | 'config'>, message: MailMessage) {
  const now = deps.clock.now();
  return { ...message, status: outboxStatus(deps.config), attempts: 0, nextAttemptAt: now, createdAt: now };
}

/** A new outbox row's status (also given to the database functions that write mails: notification_notify). */
export function outboxStatus(config: Pick<Deps['config'], 'smtpUrl'>): 'pending' | 'stored' {
  return config.smtpUrl ? 'pending' : 'stored';
}
