import { describe, expect, it } from 'vitest';
import { cardCost, costPaise, linkProblem, offersFace, type LinkableProduct } from '#contract/provider-catalogue/rules';

/** The rules a link to a provider product is judged by (decision 059), shared by the server's refusals and the admin's verdict. */

const fixed: LinkableProduct = {
  available: true,
  faceCurrency: 'INR',
  costCurrency: 'INR',
  denominationType: 'fixed',
  denominations: [
    { face: 10, cost: 9.8 },
    { face: 100, cost: 98 },
  ],
  minFace: null,
  maxFace: null,
  costPerFace: null,
  feeFlat: 2,
  feePercent: 1,
};
const range: LinkableProduct = { ...fixed, denominationType: 'range', denominations: [], minFace: 10, maxFace: 10_000, costPerFace: 1.02 };

describe('linkProblem', () => {
  it('a fixed product links only to one of its face values, a range product to any within its bounds', () => {
    expect(linkProblem(fixed, 100)).toBeNull();
    expect(linkProblem(fixed, 50)).toBe('face-not-offered');
    expect(linkProblem(range, 75)).toBeNull();
    expect([offersFace(range, 10), offersFace(range, 10_000), offersFace(range, 9), offersFace(range, 10_001)]).toEqual([true, true, false, false]);
  });

  it('only an offered product whose face value is in rupees', () => {
    expect(linkProblem({ ...fixed, available: false }, 100)).toBe('unavailable');
    expect(linkProblem({ ...fixed, faceCurrency: 'USD' }, 100)).toBe('face-currency');
    // A cost in another currency does not stop a link: the admin is shown the cost in it.
    expect(linkProblem({ ...fixed, costCurrency: 'USD' }, 100)).toBeNull();
  });
});

describe('cardCost', () => {
  it("is the card's price, the flat fee and the percentage of the price; the discount is not counted", () => {
    expect(cardCost(fixed, 100)).toBe(100.98);
    expect(cardCost(fixed, 10)).toBe(11.898);
    expect(cardCost(range, 100)).toBe(105.02);
    expect(cardCost(fixed, 50)).toBeNull();
    expect(cardCost({ ...range, costPerFace: null }, 100)).toBeNull();
  });

  it('a rupee cost becomes paise rounded up, so a margin is never shown larger than it is', () => {
    expect([costPaise(100.98), costPaise(11.898), costPaise(98), costPaise(0.001)]).toEqual([10_098, 1_190, 9_800, 1]);
  });
});
