import { describe, expect, it } from 'vitest';
import { notificationMail, passwordResetMail, verificationMail } from '../../server/modules/mail/templates';
import { hindiText } from '../fixtures/hindi-catalogue';

const SITE = 'https://rewards.example';
const HISTORY_URL = `${SITE}/redeem-history`;
const STOP_URL = `${SITE}/api/unsubscribe?token=t0k3n`;
const links = { siteUrl: SITE, unsubscribeUrl: STOP_URL };
const ID = '0190a0b0-0000-7000-8000-000000000001';
const withdrawal = { kind: 'withdrawal-completed' as const, values: { requestId: ID, amountPaise: 3_000, last4: '1234' } };
const storeCode = { kind: 'reward-delivered' as const, values: { orderId: ID, product: 'Google Play ₹10', last4: '1234' } };
const ravi = { email: 'ravi@example.com', name: 'Ravi', locale: 'en' as const };
const asha = { email: 'asha@example.com', name: 'आशा', locale: 'hi' as const };

describe('a link mail states the lifetime the link was made with', () => {
  it('from the link itself: change the lifetime and the sentence follows, with the plural rule', () => {
    expect(verificationMail(ravi, { url: 'https://x/verify-email?token=t', lifetimeHours: 24 }).text).toContain('expires in 24 hours.');
    expect(verificationMail(ravi, { url: 'https://x/verify-email?token=t', lifetimeHours: 48 }).text).toContain('expires in 48 hours.');
    expect(passwordResetMail(ravi, { url: 'https://x/reset-password?token=t', lifetimeHours: 1 }).text).toContain('expires in 1 hour.');
    expect(passwordResetMail(asha, { url: 'https://x/reset-password?token=t', lifetimeHours: 2 }).text).toContain('2 घंटे बाद');
  });
});

describe('one rule for every code: the mail says it is ready and links to where it is revealed, never the code (the integration test of the order checks the real code stays out)', () => {
  const mails = [
    ['a withdrawal (English)', notificationMail(ravi, withdrawal, links)],
    ['a store order (English)', notificationMail(ravi, storeCode, links)],
    ['a withdrawal (Hindi)', notificationMail(asha, withdrawal, links)],
    ['a store order (Hindi)', notificationMail(asha, storeCode, links)],
  ] as const;

  it.each(mails)('%s: last 4, the reveal link in text and HTML, and the same sentence about the code', (_name, mail) => {
    expect(mail.text).toContain('1234');
    expect(mail.text).toContain(HISTORY_URL);
    expect(mail.html).toContain(`href="${HISTORY_URL}"`);
  });

  it('words the rule in the reader’s language', () => {
    expect(mails[0][1].text).toContain('the code itself is never sent by e-mail');
    expect(mails[1][1].text).toContain('Reveal my code: ');
    expect(mails[3][1].text).toContain(hindiText('mail.code-ready.where'));
    expect(mails[3][1].text).toContain(`${hindiText('mail.code-ready.action')}: ${HISTORY_URL}`);
  });
});

describe('a notification e-mail ends with why it came and how to stop it (decision 041)', () => {
  it('links the one-click stop and the settings, in text and HTML, in the reader\u2019s language', () => {
    const english = notificationMail(ravi, { kind: 'task-rejected', values: { taskId: ID, task: 'Install the app', reason: 'Blurry screenshot' } }, links);
    expect(english.subject).toBe('Task not approved: Install the app');
    expect(english.text).toContain('Reason: Blurry screenshot');
    expect(english.text).toContain(`${SITE}/task/${ID}`);
    expect(english.text).toContain(`Stop e-mails like this: ${STOP_URL}`);
    expect(english.html).toContain(`href="${STOP_URL}"`);
    expect(english.text).toContain(`${SITE}/notifications#preferences`);
    const hindi = notificationMail(asha, { kind: 'referral-paid', values: { referralId: ID, amountPaise: 1_000 } }, links);
    expect(hindi.text).toContain(hindiText('notifications.mail.unsubscribe'));
    expect(hindi.subject).toContain('₹10');
  });

  it('a name or reason cannot inject markup', () => {
    const mail = notificationMail(ravi, { kind: 'order-rejected', values: { orderId: ID, product: '<b>x</b>', reason: '<script>' } }, links);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
