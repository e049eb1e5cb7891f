import { describe, expect, it } from 'vitest';
import { isHeaderRow, uploadBatchOf } from '#contract/rewards/rules';
import { uploadRewardCodesInputSchema } from '#contract/rewards/schemas';

const ID = '0193b7a0-0000-7000-8000-000000000001';

describe('an upload’s header row (issue 31)', () => {
  it.each(['code', 'Code', 'CODE', 'codes', 'Voucher Code', 'voucher_code', 'gift-card', 'Card number', 'PIN', 'code,pin', 'Redemption code', 'serial no', 'Product name'])('“%s” is a header', (line) => {
    expect(isHeaderRow(line)).toBe(true);
  });

  it.each(['ABCD-EFGH-1234-IJKL', 'GPLAY7K2M9QXD4TRB', 'ABCDEFGHIJKLMNOP', '1234567890123456', ''])('“%s” is not', (line) => {
    expect(isHeaderRow(line)).toBe(false);
  });

  it('the upload drops a header first line and keeps every code', () => {
    const parsed = uploadRewardCodesInputSchema.parse({ id: ID, codes: ['code', 'AAAA-BBBB-1111', 'CCCC-DDDD-2222'] });
    expect(parsed.codes).toEqual(['AAAA-BBBB-1111', 'CCCC-DDDD-2222']);
  });

  it('only the first line can be a header: a word further down is refused as a code', () => {
    expect(uploadRewardCodesInputSchema.safeParse({ id: ID, codes: ['AAAA-BBBB-1111', 'code'] }).success).toBe(false);
  });

  it('a file of a header alone is an upload without codes', () => {
    expect(uploadRewardCodesInputSchema.safeParse({ id: ID, codes: ['Voucher Code'] }).success).toBe(false);
  });
});

describe('an upload batch', () => {
  it('is the same for codes stored together and differs for another upload', () => {
    const at = new Date('2026-01-15T06:30:00.000Z');
    expect(uploadBatchOf(at)).toBe(uploadBatchOf(new Date(at)));
    expect(uploadBatchOf(at)).not.toBe(uploadBatchOf(new Date(at.getTime() + 1)));
    expect(uploadBatchOf(at)).toMatch(/^B[0-9A-Z]{5}$/);
  });
});
