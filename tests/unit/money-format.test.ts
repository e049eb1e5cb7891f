import { describe, expect, it } from 'vitest';
import { formatRupees } from '#contract/money-format';
import { formatSignedRupees } from '#kit/lib/format';

describe('formatRupees — the one money rule of the server and both SPAs', () => {
  it.each([
    [0, '₹0'],
    [5000, '₹50'],
    [1250, '₹12.50'],
    [1205, '₹12.05'],
    [1, '₹0.01'],
    [10_000_000, '₹1,00,000'],
    [12_345_678, '₹1,23,456.78'],
  ])('%i paise reads %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('signs money in with a plus and money out with a true minus sign', () => {
    expect(formatSignedRupees(5000)).toBe('+₹50');
    expect(formatSignedRupees(-1250)).toBe('\u2212₹12.50');
    expect(formatSignedRupees(0)).toBe('₹0');
  });
});
