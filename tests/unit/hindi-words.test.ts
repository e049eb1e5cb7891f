import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIGS } from '#contract/games/default-tables';
import { describeOdds, type GameRules } from '#contract/games/expected-payout';
import { DEMO_PRODUCT_TEXT } from '#contract/rewards/demo-products';
import { gameName, oddsOutcomeLabel, segmentLabel, sideName } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';
import { overwriteGetLocale } from '#i18n/paraglide/runtime';
import { productName, productWords } from '#i18n/product-words';

const DEVANAGARI = /[\u0900-\u097F]/;
const rules = (game: GameRules['game']) => DEFAULT_GAME_CONFIGS.find((config) => config.game === game) as GameRules;

afterEach(() => overwriteGetLocale(() => 'en'));

describe("the games' own words", () => {
  it('name every game, side and prize-table row in the reader\'s language: the spec\'s English, and Hindi in Devanagari', () => {
    overwriteGetLocale(() => 'en');
    expect(['spin', 'guess', 'flip', 'scratch', 'daily-login'].map((game) => gameName(game as never))).toEqual(['Spin & Win', 'Guess the Number', 'Flip & Win', 'Daily Scratch Card', 'Daily Login']);
    expect([sideName('HEAD'), sideName('TAIL')]).toEqual(['HEAD', 'TAIL']);
    expect(describeOdds(rules('flip')).outcomes.map((row) => oddsOutcomeLabel('flip', row))).toEqual(['Your side', 'The other side']);

    overwriteGetLocale(() => 'hi');
    for (const game of ['spin', 'guess', 'flip', 'scratch', 'daily-login'] as const) expect(gameName(game)).toMatch(DEVANAGARI);
    for (const game of ['spin', 'guess', 'flip', 'scratch'] as const) {
      for (const row of describeOdds(rules(game)).outcomes) expect(oddsOutcomeLabel(game, row)).not.toMatch(/[A-Za-z]/);
    }
    expect([sideName('HEAD'), sideName('TAIL')]).toEqual([m['games.flip.side-head'](), m['games.flip.side-tail']()]);
  });

  it('name a segment by what it pays, whatever the admin labelled it', () => {
    overwriteGetLocale(() => 'en');
    expect(segmentLabel('spin', 50)).toBe('₹0.50');
    expect(segmentLabel('spin', 0)).toBe('Try Again');
    expect(segmentLabel('scratch', 0)).toBe('Better luck tomorrow');
    // The seeded labels are exactly these words: the English site reads as before.
    for (const game of ['spin', 'scratch'] as const) {
      for (const row of describeOdds(rules(game)).outcomes) expect(segmentLabel(game, row.prizePaise)).toBe(row.label);
    }
  });
});

describe("a product's words", () => {
  const demo = { kind: 'google_play' as const, name: DEMO_PRODUCT_TEXT.google_play.name(1000), region: DEMO_PRODUCT_TEXT.google_play.region, validity: DEMO_PRODUCT_TEXT.google_play.validity };

  it("say the demo products' words from the catalogue and an admin's own words as written, marked English on a Hindi page", () => {
    overwriteGetLocale(() => 'hi');
    const words = productWords(demo);
    expect(words.name).toEqual({ text: 'Google Play ₹1,000 (डेमो)' });
    expect(words.region.text).toMatch(DEVANAGARI);
    expect(words.validity.text).toMatch(DEVANAGARI);
    expect(productName({ kind: 'free_fire_diamonds', name: DEMO_PRODUCT_TEXT.free_fire_diamonds.name(5000) }).text).toBe('Free Fire 5,000 डायमंड (डेमो)');

    const own = productWords({ kind: 'google_play', name: 'Google Play ₹10 Festive', region: 'India only', validity: 'Valid for a year' });
    expect(own).toEqual({ name: { text: 'Google Play ₹10 Festive', lang: 'en' }, region: { text: 'India only', lang: 'en' }, validity: { text: 'Valid for a year', lang: 'en' } });
    // A name that only looks like a demo name of another kind is the admin's.
    expect(productName({ kind: 'app_store', name: DEMO_PRODUCT_TEXT.google_play.name(10) }).lang).toBe('en');

    overwriteGetLocale(() => 'en');
    expect(productWords(demo)).toEqual({ name: { text: 'Google Play ₹1,000 (demo)' }, region: { text: demo.region }, validity: { text: demo.validity } });
    expect(productName({ kind: 'google_play', name: 'Google Play ₹10 Festive' })).toEqual({ text: 'Google Play ₹10 Festive' });
  });
});

describe('counts in Hindi (CLDR puts 0 and 1 in "one")', () => {
  it('say none left for 0, the singular for 1 and the plural from 2', () => {
    overwriteGetLocale(() => 'hi');
    expect(['0', '1', '2'].map((count) => m['games.spin.spins-left']({ count }))).toEqual(['आज कोई स्पिन नहीं बचा है', 'आज 1 स्पिन बचा है', 'आज 2 स्पिन बचे हैं']);
    expect(m['games.spin.spins-left-sentence']({ count: '0' })).toBe('आज कोई स्पिन नहीं बचा है।');
    expect(['0', '1', '5'].map((count) => m['store.grid.shown']({ count }))).toEqual(['कोई रिवॉर्ड नहीं दिख रहा है', '1 रिवॉर्ड दिख रहा है', '5 रिवॉर्ड दिख रहे हैं']);
  });
});
