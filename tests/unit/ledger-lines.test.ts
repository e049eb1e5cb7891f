import { describe, expect, it } from 'vitest';
import { LOCALES } from '#contract/i18n/locales';
import { LEDGER_LINE_CODES, ledgerLineSchema, type LedgerLine, type LedgerLineCode, type LedgerLineOf } from '#contract/wallet/ledger-lines';
import { languageOfVerbatim, ledgerLineParts, ledgerLineText } from '#i18n/ledger-line-wording';

/** A line of every code (a new code fails the type check until it has one here). */
const SAMPLES: { [Code in LedgerLineCode]: LedgerLineOf<Code>['values'] } = {
  'promo.redeemed': { code: 'HELLO10' },
  'promo.vip-redeemed': { code: 'VIP-7' },
  'withdrawal.requested': { amountPaise: 3000 },
  'withdrawal.paid': { amountPaise: 5000 },
  'withdrawal.rejected': { amountPaise: 1250, reason: 'The e-mail bounced' },
  'withdrawal.cancelled': { amountPaise: 3000 },
  'reward.bought': { product: 'Google Play ₹10' },
  'reward.refunded': { product: 'Google Play ₹10', reason: 'Code did not work' },
  'reward.cancelled': { product: '100 Diamonds' },
  adjustment: { reason: 'Goodwill credit' },
  'account.balance-forfeited': {},
  'debt.recovered': {},
  'referral.reward': {},
  'referral.welcome': {},
  'referral.milestone': { friends: 10 },
  'referral.reward-reversed': {},
  'referral.welcome-reversed': {},
  'task.reward': { task: 'Install the app', submission: 3 },
  'offerwall.pending': { provider: 'ayetstudios', amountPaise: 420 },
  'offerwall.released': { provider: 'generic' },
  'offerwall.not-released': { provider: 'generic', amountPaise: 420 },
  'offerwall.reversed': { provider: 'ayetstudios', amountPaise: 420 },
  'game.spin.won': { amountPaise: 500 },
  'game.scratch.won': { amountPaise: 1000 },
  'game.flip.won': { side: 'TAIL' },
  'game.guess.won': { number: 42 },
  'game.daily-login': { day: 3, days: 30 },
  legacy: { text: 'Old bonus' },
};
const LINES = LEDGER_LINE_CODES.map((code) => ({ code, values: SAMPLES[code] }) as LedgerLine);

describe('ledger lines', () => {
  it.each(LINES)('$code: its values fit its shape and it is worded in every language', (line) => {
    expect(ledgerLineSchema.parse(line)).toEqual(line);
    for (const locale of LOCALES) {
      const text = ledgerLineText(line, locale);
      // A message missing from a catalogue is answered with its key; a value left out stays a {placeholder}.
      expect(text, locale).not.toMatch(/wallet\.line|[{}]/);
      expect(text.length, locale).toBeGreaterThan(0);
    }
    if (line.code !== 'legacy') expect(ledgerLineText(line, 'hi')).toMatch(/[\u0900-\u097F]/);
  });

  it('words a flip in the reader language, with the game named by the catalogue', () => {
    const flip: LedgerLine = { code: 'game.flip.won', values: { side: 'TAIL' } };
    expect(ledgerLineText(flip, 'en')).toBe("Flip & Win: It's TAIL!");
    expect(ledgerLineText(flip, 'hi')).toMatch(/पट/);
    expect(ledgerLineText({ code: 'withdrawal.requested', values: { amountPaise: 100_000 } }, 'en')).toBe('Withdrawal request: ₹1,000 Google Play code');
    expect(ledgerLineText({ code: 'referral.milestone', values: { friends: 1 } }, 'en')).toBe('Referral milestone: 1 friend qualified');
  });

  it('refuses values that do not fit the code, and codes it does not know', () => {
    for (const line of [
      { code: 'adjustment', values: {} },
      { code: 'adjustment', values: { reason: '' } },
      { code: 'game.flip.won', values: { side: 'EDGE' } },
      { code: 'withdrawal.paid', values: { amountPaise: 12.5 } },
      { code: 'offerwall.released', values: { provider: 'nobody' } },
      { code: 'no.such-line', values: {} },
    ]) {
      expect(ledgerLineSchema.safeParse(line).success, JSON.stringify(line)).toBe(false);
    }
  });

  it('gives what someone typed back as its own part, so a page can mark its language', () => {
    const parts = ledgerLineParts({ code: 'reward.refunded', values: { product: 'Google Play ₹10', reason: 'कोड नहीं चला' } }, 'hi');
    expect(parts.filter((part) => typeof part !== 'string')).toEqual([{ verbatim: 'Google Play ₹10' }, { verbatim: 'कोड नहीं चला' }]);
    expect(parts.map((part) => (typeof part === 'string' ? part : part.verbatim)).join('')).toBe(ledgerLineText({ code: 'reward.refunded', values: { product: 'Google Play ₹10', reason: 'कोड नहीं चला' } }, 'hi'));
    expect(languageOfVerbatim('Google Play ₹10')).toBe('en');
    expect(languageOfVerbatim('कोड नहीं चला')).toBeUndefined();
    expect(languageOfVerbatim('₹10')).toBeUndefined();
  });
});
