import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { contentSecurityPolicy } from '../../server/http/security-headers';
import { createVipOrderInputSchema, nextVipCodeAt, vipCodeDay } from '#contract/vip/schemas';
import { hasValidSignature } from '../../server/modules/vip/signatures';

describe('the VIP code day (9:00 PM IST to 9:00 PM IST)', () => {
  it('belongs to the date whose 9:00 PM began it, and the next code comes at the next 9:00 PM IST', () => {
    // 20:59 IST on 15 Jan is still the code day of 14 Jan; 21:00 IST starts 15 Jan's.
    expect(vipCodeDay(new Date('2026-01-15T15:29:59.999Z'))).toBe('2026-01-14');
    expect(vipCodeDay(new Date('2026-01-15T15:30:00.000Z'))).toBe('2026-01-15');
    expect(vipCodeDay(new Date('2026-01-15T18:30:00.000Z'))).toBe('2026-01-15');
    expect(nextVipCodeAt(new Date('2026-01-15T06:30:00.000Z')).toISOString()).toBe('2026-01-15T15:30:00.000Z');
    expect(nextVipCodeAt(new Date('2026-01-15T15:30:00.000Z')).toISOString()).toBe('2026-01-16T15:30:00.000Z');
  });
});

describe('the purchase form', () => {
  it('needs the 18+ confirmation and takes an optional Indian phone number', () => {
    const base = { fullName: ' Asha ', email: 'Asha@Example.com', adult: true };
    expect(createVipOrderInputSchema.parse({ ...base, phone: '' })).toEqual({ fullName: 'Asha', email: 'asha@example.com', adult: true, phone: undefined });
    expect(createVipOrderInputSchema.parse({ ...base, phone: '+91 98765-43210' }).phone).toBe('+919876543210');
    expect(createVipOrderInputSchema.safeParse({ ...base, phone: '12345' }).success).toBe(false);
    expect(createVipOrderInputSchema.safeParse({ ...base, adult: false }).error?.issues[0]?.message).toBe('Please confirm that you are 18 or older');
  });
});

describe('Razorpay signatures', () => {
  it('are hex HMAC-SHA256, compared whole', () => {
    const signature = createHmac('sha256', 'secret').update('order_1|pay_1').digest('hex');
    expect(hasValidSignature('secret', 'order_1|pay_1', signature)).toBe(true);
    expect(hasValidSignature('secret', 'order_1|pay_1', signature.toUpperCase())).toBe(true);
    expect(hasValidSignature('secret', 'order_1|pay_2', signature)).toBe(false);
    expect(hasValidSignature('secret', 'order_1|pay_1', signature.slice(0, 62))).toBe(false);
    expect(hasValidSignature('secret', 'order_1|pay_1', `${signature.slice(0, 63)}z`)).toBe(false);
    expect(hasValidSignature('secret', 'order_1|pay_1', undefined)).toBe(false);
  });
});

describe('Razorpay configuration', () => {
  it('is all three keys or none, and the CSP names Checkout only when given', () => {
    expect(loadConfig({}).razorpay).toBeNull();
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/must be set together/);
    const config = loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' });
    expect(config.razorpay).toMatchObject({ apiUrl: 'https://api.razorpay.com', checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js' });
    expect(contentSecurityPolicy([])).not.toContain('frame-src');
    expect(contentSecurityPolicy(['https://checkout.razorpay.com'])).toContain("script-src 'self' https://checkout.razorpay.com;");
  });
});
