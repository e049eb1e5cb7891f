import { describe, expect, it } from 'vitest';
import { passwordResetMail, redeemCompletedMail, rewardFulfilledMail, verificationMail } from '../../server/modules/mail/templates';
import { hindiText } from '../fixtures/hindi-catalogue';

const HISTORY_URL = 'https://rewards.example/redeem-history';
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
    ['a withdrawal (English)', redeemCompletedMail(ravi, '₹30', '1234', HISTORY_URL)],
    ['a store order (English)', rewardFulfilledMail(ravi, 'Google Play ₹10', '1234', HISTORY_URL)],
    ['a withdrawal (Hindi)', redeemCompletedMail(asha, '₹30', '1234', HISTORY_URL)],
    ['a store order (Hindi)', rewardFulfilledMail(asha, 'Google Play ₹10', '1234', HISTORY_URL)],
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
