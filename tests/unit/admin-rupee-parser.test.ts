import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, paiseToRupeeText, parseRupees, readRupees } from '../../admin/lib/money';

describe("the admin's rupee parser: what the admin typed is exactly what the server receives", () => {
  it.each([
    ['50', 5000],
    ['12.5', 1250],
    ['.5', 50],
    ['0.29', 29],
    ['1,250.75', 125075],
    ['₹ 100', 10000],
    ['1,00,000', 10_000_000],
  ])('%s → %i paise', (text, paise) => {
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
  ] as const)('%j is refused: %s', (text, problem) => {
    expect(readRupees(text)).toEqual({ ok: false, problem });
    expect(parseRupees(text)).toEqual({ ok: false, message: AMOUNT_MESSAGES[problem] });
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
});
