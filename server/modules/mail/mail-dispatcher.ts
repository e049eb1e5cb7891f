import nodemailer from 'nodemailer';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../../clock';
import { MINUTE_MS } from '../../clock';
import type { AppConfig } from '../../config';
import { mailFailures } from '../../metrics';
import { outboxMailContent, type StoredMail } from './outbox-mail-content';

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 6;

/** 1, 2, 4, 8, 16 minutes between tries. */
function retryDelayMs(attempts: number): number {
  return 2 ** (attempts - 1) * MINUTE_MS;
}

interface DueMail extends StoredMail {
  id: string;
  attempts: number;
}

export interface Transport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string; headers?: Record<string, string> }): Promise<unknown>;
}

/**
 * The `deliver-mail` job (decision 012): queued with each mail, and every minute for retries. SKIP
 * LOCKED: no two processes send the same mail.
 */
export class MailDispatcher {
  constructor(
    private readonly orm: MikroORM,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly transport?: Transport,
  ) {}

  private transportInUse: Transport | undefined;

  private getTransport(): Transport {
    this.transportInUse ??= this.transport ?? nodemailer.createTransport(this.config.smtpUrl);
    return this.transportInUse;
  }

  /** Sends every mail that is due (the every-minute run: first tries that were missed, and retries). */
  deliverDue(): Promise<number> {
    return this.deliver(null);
  }

  /** Sends one mail just written, if it is still pending and due (another run may have sent it). */
  deliverOne(mailId: string): Promise<number> {
    return this.deliver(mailId);
  }

  private async deliver(mailId: string | null): Promise<number> {
    let delivered = 0;
    await this.orm.em.fork().transactional(async (em) => {
      const now = this.clock.now();
      const due: DueMail[] = await em.getConnection().execute(
        `select id, recipient as "to", subject, text, html, template, params, attempts from outbox_mails
         where status = 'pending' and next_attempt_at <= ? and (?::uuid is null or id = ?::uuid)
         order by next_attempt_at limit ? for update skip locked`,
        [now, mailId, mailId, BATCH_SIZE],
        'all',
        em.getTransactionContext(),
      );
      for (const mail of due) {
        const attempts = mail.attempts + 1;
        try {
          const { to, subject, text, html, headers } = outboxMailContent(mail, this.config);
          await this.getTransport().sendMail({ from: this.config.mailFrom, to, subject, text, html, ...(headers ? { headers } : {}) });
          await em.getConnection().execute(
            `update outbox_mails set status = 'sent', attempts = ?, sent_at = ?, last_error = null where id = ?`,
            [attempts, now, mail.id], 'run', em.getTransactionContext(),
          );
          delivered += 1;
        } catch (error) {
          const failedForGood = attempts >= MAX_ATTEMPTS;
          // Counted here: the job that runs this succeeds (the mail's own retries are these rows), so job_failures_total never sees it.
          mailFailures.inc({ outcome: failedForGood ? 'gave-up' : 'retrying' });
          // A mail given up on is never tried again: its next-attempt time records when it failed (the dashboard counts recent failures by it).
          await em.getConnection().execute(
            `update outbox_mails set status = ?, attempts = ?, next_attempt_at = ?, last_error = ? where id = ?`,
            [failedForGood ? 'failed' : 'pending', attempts, failedForGood ? now : new Date(now.getTime() + retryDelayMs(attempts)), String(error).slice(0, 500), mail.id],
            'run', em.getTransactionContext(),
          );
        }
      }
    });
    return delivered;
  }
}
