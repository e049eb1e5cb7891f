import { describe, expect, it } from 'vitest';
import { DEVALUATION_NOTICE_DAYS, earliestEffectiveOn, effectiveAtOf, lowers } from '#contract/changes/rules';
import { seedPages } from '../../server/seeds/pages';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the notice a change that gives people less needs (decision 044)', () => {
  it('is the first IST day starting at least the notice after now', () => {
    // 29 Nov 03:30 IST: the notice ends 29 Dec 03:30 IST, so 30 Dec is the first whole day.
    const now = new Date('2026-11-28T22:00:00.000Z');
    expect(earliestEffectiveOn(now)).toBe('2026-12-30');
    expect(effectiveAtOf('2026-12-30').toISOString()).toBe('2026-12-29T18:30:00.000Z');
    expect(effectiveAtOf(earliestEffectiveOn(now)).getTime() - now.getTime()).toBeGreaterThanOrEqual(DEVALUATION_NOTICE_DAYS * DAY_MS);
    // Exactly at an IST midnight, the day the notice ends on is allowed.
    const midnight = new Date('2026-11-28T18:30:00.000Z');
    expect(effectiveAtOf(earliestEffectiveOn(midnight)).getTime() - midnight.getTime()).toBe(DEVALUATION_NOTICE_DAYS * DAY_MS);
  });

  it('counts a fall of a fraction of a paisa from rounding as no fall', () => {
    expect(lowers(95, 94)).toBe(true);
    expect(lowers(95, 95 - 1e-9)).toBe(false);
    expect(lowers(95, 96)).toBe(false);
  });

  it('is stated by the Terms from its constant, with balances that never expire, in both languages', () => {
    const { terms } = seedPages('support@example.test');
    expect(terms.content).toContain(`at least ${DEVALUATION_NOTICE_DAYS} days before it applies`);
    expect(terms.content).toContain('Your balance never expires');
    expect(terms.contentHi).toContain(`कम से कम ${DEVALUATION_NOTICE_DAYS} दिन पहले`);
    expect(terms.contentHi).toContain('आपका बैलेंस कभी खत्म (एक्सपायर) नहीं होता');
    for (const page of Object.values(seedPages('support@example.test'))) expect(`${page.content}${page.contentHi}`).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
