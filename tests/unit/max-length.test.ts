import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendContactMessageInputSchema } from '#contract/contact/schemas';
import { setCatalogueLockInputSchema } from '#contract/catalogue/schemas';
import { listUsersInputSchema } from '#contract/users/schemas';
import { maxLengthOf } from '#kit/lib/max-length';

describe('maxLengthOf', () => {
  it('reads the limit of a plain, trimmed string rule', () => {
    expect(maxLengthOf(sendContactMessageInputSchema.shape.name)).toBe(100);
    expect(maxLengthOf(sendContactMessageInputSchema.shape.message)).toBe(5000);
  });

  it('looks through defaults, optional and nullable wrappers and preprocess / transform pipes', () => {
    expect(maxLengthOf(listUsersInputSchema.shape.search)).toBe(100);
    expect(maxLengthOf(setCatalogueLockInputSchema.shape.lockReason)).toBe(300);
    expect(maxLengthOf(z.string().max(12).nullish())).toBe(12);
  });

  it('gives undefined for a rule without a length limit', () => {
    expect(maxLengthOf(z.string().min(1))).toBeUndefined();
    expect(maxLengthOf(z.number().max(5))).toBeUndefined();
  });
});
