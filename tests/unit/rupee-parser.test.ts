import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, parseRupees } from '../../admin/lib/money';
import { paiseToRupeeText, readRupees, rupeesToPaiseSchema } from '#contract/money-schemas';
import { rupeesToPaiseOrRaw } from '../../server/rest/money';

describe('the one rupees → paise rule: what was typed or sent is exactly what the ledger gets', () => {
  it.each([
    ['50', 5000],
    ['12.5', 1250],
    ['.5', 50],
    ['0.29', 29],
    ['1,250.75', 125075],
    ['₹ 100', 10000],
    ['1,00,000', 10_000_000],
  ])('%s → %i paise', (text, paise) => {
    expect(readRupees(text)).toEqual({ ok: true, paise });
    expect(parseRupees(text)).toEqual({ ok: true, paise });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-5', 'negative'],
    ['abc', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['1.234', 'tooPrecise'],
    ['0', 'notPositive'],
    ['100000.01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ] as const)('%j is refused: %s (the admin words it its own way)', (text, problem) => {
    expect(readRupees(text)).toEqual({ ok: false, problem });
    expect(parseRupees(text)).toEqual({ ok: false, message: AMOUNT_MESSAGES[problem] });
  });

  it('numbers read as their decimal text: 0.29 is 29 paise, not 28.999…', () => {
    expect(readRupees(0.29)).toEqual({ ok: true, paise: 29 });
    expect(readRupees(12.5)).toEqual({ ok: true, paise: 1250 });
    expect(readRupees(1.005)).toEqual({ ok: false, problem: 'tooPrecise' });
    expect(readRupees(-5)).toEqual({ ok: false, problem: 'negative' });
    expect(readRupees(1e21)).toEqual({ ok: false, problem: 'notANumber' });
    expect(readRupees(Number.NaN)).toEqual({ ok: false, problem: 'notANumber' });
  });

  it('₹0 where it means something, and a field-specific ceiling', () => {
    expect(readRupees('0', { allowZero: true })).toEqual({ ok: true, paise: 0 });
    expect(readRupees('10001', { maxPaise: 1_000_000 })).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('paise back into the text an admin would type', () => {
    expect(paiseToRupeeText(1250)).toBe('12.50');
    expect(paiseToRupeeText(100)).toBe('1');
    expect(paiseToRupeeText(0)).toBe('0');
    expect(paiseToRupeeText(5)).toBe('0.05');
  });

  it('REST bodies: the same rule, with the documented messages', () => {
    expect(rupeesToPaiseSchema.parse(12.5)).toBe(1250);
    expect(rupeesToPaiseSchema.parse('0.29')).toBe(29);
    const message = (value: unknown) => rupeesToPaiseSchema.safeParse(value).error?.issues[0]?.message;
    expect(message(1.234)).toBe('Amount must have at most 2 decimals');
    expect(message('1.234')).toBe('Amount must be a number');
    expect(message(-5)).toBe('Amount must be greater than 0');
    expect(message(0)).toBe('Amount must be greater than 0');
    expect(message(Number.POSITIVE_INFINITY)).toBe('Amount must be a number');
    expect(message(100_001)).toBe('Amount must be at most ₹100000');
    expect(rupeesToPaiseOrRaw(2.5)).toBe(250);
    expect(rupeesToPaiseOrRaw(2.555)).toBe(2.555);
    expect(rupeesToPaiseOrRaw('2.5')).toBe('2.5');
  });
});
