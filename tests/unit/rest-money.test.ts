import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesFromBody, rupeesToPaiseOrRaw } from '../../server/rest/money';

describe('REST money: rupees outside, exact paise inside', () => {
  it('paise read as rupees', () => {
    expect(paiseToRupees(1250)).toBe(12.5);
    expect(paiseToRupees(0)).toBe(0);
  });

  it.each([
    [{ amount: 30 }, 3000],
    [{ amount: 0.29 }, 29],
    [{ amount: '12.34' }, 1234],
    [{ amount: ' 50 ' }, 5000],
  ])('reads %j as %i paise', (body, paise) => {
    expect(rupeesFromBody(body)).toBe(paise);
  });

  it('leaves a missing amount to the procedure and reads another field by name', () => {
    for (const body of [undefined, null, {}, { amount: null }, { amount: '' }]) expect(rupeesFromBody(body)).toBeUndefined();
    expect(rupeesFromBody({ dailyBudget: 100 }, 'dailyBudget')).toBe(10000);
  });

  it.each([[{ amount: 1.234 }], [{ amount: 'thirty' }], [{ amount: '1e3' }], [{ amount: true }]])('refuses %j as an invalid amount', (body) => {
    expect(() => rupeesFromBody(body)).toThrow('Invalid amount');
  });

  it('nested prize fields: 2-decimal numbers become paise, anything else passes through for the schema to name', () => {
    expect(rupeesToPaiseOrRaw(12.5)).toBe(1250);
    expect(rupeesToPaiseOrRaw(0.29)).toBe(29);
    expect(rupeesToPaiseOrRaw(1.234)).toBe(1.234);
    expect(rupeesToPaiseOrRaw('5')).toBe('5');
    expect(rupeesToPaiseOrRaw(Number.NaN)).toBeNaN();
  });
});
