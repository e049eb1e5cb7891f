import { describe, expect, it } from 'vitest';
import { ConfigError, databaseUrls, loadConfig } from '../../server/config';

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 's'.repeat(32),
  SMTP_URL: 'smtp://user:pass@mail.example.com:587',
  PUBLIC_URL: 'https://rewards.example.com/',
  ADMIN_URL: 'https://admin.rewards.example.com',
  REWARD_CODES_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('loadConfig', () => {
  it('development defaults: embedded database, local URLs, a development-only secret', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.isProduction).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.adminUrl).toBe('http://localhost:3001');
    expect(config.publicPort).toBe(3000);
    expect(config.adminPort).toBe(3001);
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.bootstrapAdmin).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('accepts a complete production configuration and trims the trailing slash of URLs', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.appSecret).toBe(PRODUCTION.APP_SECRET);
    expect(config.smtpUrl).toBe(PRODUCTION.SMTP_URL);
    expect(config.publicUrl).toBe('https://rewards.example.com');
    expect(config.adminUrl).toBe('https://admin.rewards.example.com');
  });

  for (const key of ['APP_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'ADMIN_URL', 'REWARD_CODES_KEY'] as const) {
    it(`refuses production without ${key}, naming it`, () => {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[key];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`${key} is required when NODE_ENV=production`);
    });
  }

  it('never falls back to the development secret in production', () => {
    const { APP_SECRET: _secret, ...rest } = PRODUCTION;
    expect(() => loadConfig(rest)).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, APP_SECRET: 'too-short' })).toThrow(/APP_SECRET/);
  });

  it('refuses the test-only clock control in production, and leaves it off unless asked', () => {
    expect(loadConfig({}).testClockControl).toBe(false);
    expect(loadConfig({ TEST_CLOCK_CONTROL: '1' }).testClockControl).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, TEST_CLOCK_CONTROL: '1' })).toThrow('TEST_CLOCK_CONTROL must not be set when NODE_ENV=production');
    expect(loadConfig({ ...PRODUCTION, TEST_CLOCK_CONTROL: '0' }).testClockControl).toBe(false);
    expect(() => loadConfig({ TEST_CLOCK_CONTROL: 'yes' })).toThrow(/TEST_CLOCK_CONTROL/);
  });

  it('lists every missing production setting at once', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['APP_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'ADMIN_URL', 'REWARD_CODES_KEY']) expect(message).toContain(key);
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'localhost:3000' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nope' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('the bootstrap admin needs both e-mail and a password of at least 12 characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'long-enough-password' }).bootstrapAdmin).toEqual({
      email: 'boss@example.com',
      password: 'long-enough-password',
    });
  });

  it('TRUST_PROXY=true trusts private-network proxies only; a list names them exactly', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 203.0.113.7' }).trustProxy).toBe('10.0.0.0/8, 203.0.113.7');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('DATABASE_DIRECT_URL takes the sessions (decision 055): DATABASE_URL when unset, the embedded database without DATABASE_URL, refused alone', () => {
    const pooled = 'postgres://app:pw@pgbouncer.internal:6432/rewards';
    const direct = 'postgres://app:pw@postgres.internal:5432/rewards';
    expect(databaseUrls(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }))).toEqual({ url: pooled, directUrl: direct, pooled: true });
    expect(databaseUrls(loadConfig({ DATABASE_URL: direct }))).toEqual({ url: direct, directUrl: direct, pooled: false });
    const embedded = 'postgres://postgres:postgres@%2Ftmp:54329/honest_rewards';
    expect(databaseUrls(loadConfig({}), embedded)).toEqual({ url: embedded, directUrl: embedded, pooled: false });
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_DIRECT_URL needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'postgres.internal' })).toThrow(/DATABASE_DIRECT_URL/);
  });

  it('DATABASE_READ_URL names a standby for the public reads (decision 057): only beside DATABASE_URL', () => {
    const primary = 'postgres://app:pw@postgres.internal:5432/rewards';
    const standby = 'postgres://app:pw@standby.internal:5432/rewards';
    expect(databaseUrls(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: standby }))).toEqual({ url: primary, directUrl: primary, pooled: false, readUrl: standby });
    expect(databaseUrls(loadConfig({ DATABASE_URL: primary })).readUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: standby })).toThrow(/DATABASE_READ_URL needs DATABASE_URL/);
  });

  it('error messages never echo secret values', () => {
    let message = '';
    try {
      loadConfig({ ...PRODUCTION, APP_SECRET: 'secret-value-xyz', SMTP_URL: 'not a url with password hunter2' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/APP_SECRET/);
    expect(message).not.toContain('secret-value-xyz');
    expect(message).not.toContain('hunter2');
  });

  it('VAPID keys: both or neither, as web-push writes them; the subject defaults to the support address', () => {
    const publicKey = 'BFySkViF6b-LgXMbRxSF_dNxY_J0ElCaWVUHBJsj1tICrdfH4lpLR22EGTWbEdTTzM9Hsa6DqWFRLeSqg6GlbpY';
    const privateKey = 'x'.repeat(43);
    expect(loadConfig({}).push).toEqual({ vapid: null, subject: 'mailto:support@honest-rewards.local' });
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'https://example.in/contact' }).push).toEqual({ vapid: { publicKey, privateKey }, subject: 'https://example.in/contact' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone@example.in' })).toThrow(/VAPID_SUBJECT: must be a mailto: or https: address/);
  });

  it('Reloadly: all three or none; the hosts follow RELOADLY_ENV unless overridden, the secret never in an error', () => {
    expect(loadConfig({}).reloadly).toBeNull();
    const keys = { RELOADLY_CLIENT_ID: 'client-id', RELOADLY_CLIENT_SECRET: 'hunter2-reloadly' };
    expect(loadConfig({ ...keys, RELOADLY_ENV: 'sandbox' }).reloadly).toEqual({
      clientId: 'client-id',
      clientSecret: 'hunter2-reloadly',
      env: 'sandbox',
      authUrl: 'https://auth.reloadly.com',
      apiUrl: 'https://giftcards-sandbox.reloadly.com',
    });
    expect(loadConfig({ ...keys, RELOADLY_ENV: 'live' }).reloadly?.apiUrl).toBe('https://giftcards.reloadly.com');
    const local = loadConfig({ ...keys, RELOADLY_ENV: 'live', RELOADLY_AUTH_URL: 'http://127.0.0.1:4000/', RELOADLY_API_URL: 'http://127.0.0.1:4000/' }).reloadly;
    expect([local?.authUrl, local?.apiUrl]).toEqual(['http://127.0.0.1:4000', 'http://127.0.0.1:4000']);
    // The hosts alone connect nothing.
    expect(loadConfig({ RELOADLY_API_URL: 'http://127.0.0.1:4000' }).reloadly).toBeNull();
    for (const partial of [{ RELOADLY_CLIENT_ID: 'client-id' }, keys, { RELOADLY_ENV: 'sandbox' }]) {
      expect(() => loadConfig(partial)).toThrow(/RELOADLY_CLIENT_ID, RELOADLY_CLIENT_SECRET and RELOADLY_ENV must be set together/);
    }
    let message = '';
    try {
      loadConfig({ ...keys, RELOADLY_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/RELOADLY_ENV: must be sandbox or live/);
    expect(message).not.toContain('hunter2-reloadly');
  });
});
