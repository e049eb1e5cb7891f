import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type RewardCodeKeys } from '../../server/config';
import { allFingerprintsOf, fingerprintRewardCode, openRewardCode, sealRewardCode } from '../../server/modules/rewards/code-crypto';
import { lastFourOf, normaliseRewardCode } from '#contract/rewards/rules';

const KEY_1 = Buffer.alloc(32, 1);
const KEY_2 = Buffer.alloc(32, 2);
const keysV1: RewardCodeKeys = { currentVersion: 1, secrets: new Map([[1, KEY_1]]) };
const keysV2: RewardCodeKeys = { currentVersion: 2, secrets: new Map([[1, KEY_1], [2, KEY_2]]) };

describe('reward code sealing (AES-256-GCM)', () => {
  it('round trip: opens to the code as written, never holds it in clear', () => {
    const sealed = sealRewardCode(keysV1, 'ABCD-EFGH-IJKL-MNOP');
    expect(sealed.keyVersion).toBe(1);
    expect(sealed.iv).toHaveLength(12);
    expect(sealed.tag).toHaveLength(16);
    expect(sealed.ciphertext.toString('utf8')).not.toContain('ABCD');
    expect(openRewardCode(keysV1, sealed)).toBe('ABCD-EFGH-IJKL-MNOP');
  });

  it('seals the same code differently each time (fresh IV)', () => {
    const a = sealRewardCode(keysV1, 'SAME-CODE');
    const b = sealRewardCode(keysV1, 'SAME-CODE');
    expect(a.iv.equals(b.iv)).toBe(false);
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false);
  });

  it('a changed byte of ciphertext, tag or IV fails to open', () => {
    const sealed = sealRewardCode(keysV1, 'TAMPER-ME-1234');
    const flip = (bytes: Buffer) => Buffer.from(bytes.map((byte, index) => (index === 0 ? byte ^ 1 : byte)));
    expect(() => openRewardCode(keysV1, { ...sealed, ciphertext: flip(sealed.ciphertext) })).toThrow();
    expect(() => openRewardCode(keysV1, { ...sealed, tag: flip(sealed.tag) })).toThrow();
    expect(() => openRewardCode(keysV1, { ...sealed, iv: flip(sealed.iv) })).toThrow();
  });

  it('another key cannot open it', () => {
    const sealed = sealRewardCode(keysV1, 'WRONG-KEY-9999');
    expect(() => openRewardCode({ currentVersion: 1, secrets: new Map([[1, KEY_2]]) }, sealed)).toThrow();
  });

  it('rotation: new codes use the new version, codes of the old version still open', () => {
    const old = sealRewardCode(keysV1, 'OLD-VERSION-CODE');
    const fresh = sealRewardCode(keysV2, 'NEW-VERSION-CODE');
    expect(fresh.keyVersion).toBe(2);
    expect(openRewardCode(keysV2, old)).toBe('OLD-VERSION-CODE');
    expect(openRewardCode(keysV2, fresh)).toBe('NEW-VERSION-CODE');
    expect(() => openRewardCode({ currentVersion: 2, secrets: new Map([[2, KEY_2]]) }, old)).toThrow(/version 1 is not configured/);
  });
});

describe('reward code fingerprints (HMAC-SHA256)', () => {
  it('stable for one key, blind to case, spaces and dashes', () => {
    const a = fingerprintRewardCode(keysV1, 'abcd-efgh ijkl');
    expect(a).toHaveLength(32);
    expect(fingerprintRewardCode(keysV1, ' ABCDEFGHIJKL ').equals(a)).toBe(true);
    expect(fingerprintRewardCode(keysV1, 'ABCDEFGHIJKM').equals(a)).toBe(false);
  });

  it('differs between key versions and from a plain hash; every version is offered for lookups', () => {
    const v1 = fingerprintRewardCode(keysV2, 'CODE-1', 1);
    const v2 = fingerprintRewardCode(keysV2, 'CODE-1', 2);
    expect(v1.equals(v2)).toBe(false);
    expect(v1.equals(fingerprintRewardCode(keysV1, 'CODE-1'))).toBe(true);
    expect(allFingerprintsOf(keysV2, 'code-1').map((bytes) => bytes.toString('hex')).sort()).toEqual([v1, v2].map((bytes) => bytes.toString('hex')).sort());
  });

  it('normalises and shows only the last four characters', () => {
    expect(normaliseRewardCode(' ab-cd ef\tgh ')).toBe('ABCDEFGH');
    expect(lastFourOf('abcd-efgh-ij12')).toBe('IJ12');
  });
});

describe('reward code keys from the environment', () => {
  const base64 = (fill: number) => Buffer.alloc(32, fill).toString('base64');

  it('outside production a fixed development key under version 1', () => {
    const a = loadConfig({}).rewardCodeKeys;
    expect(a.currentVersion).toBe(1);
    expect(a.secrets.get(1)).toHaveLength(32);
    expect(loadConfig({}).rewardCodeKeys.secrets.get(1)!.equals(a.secrets.get(1)!)).toBe(true);
  });

  it('reads the current key under its version and older versions for rotation', () => {
    const keys = loadConfig({ REWARD_CODES_KEY: base64(9), REWARD_CODES_KEY_VERSION: '3', REWARD_CODES_KEY_2: base64(8) }).rewardCodeKeys;
    expect(keys.currentVersion).toBe(3);
    expect([...keys.secrets.keys()].sort()).toEqual([2, 3]);
    expect(keys.secrets.get(3)!.equals(Buffer.alloc(32, 9))).toBe(true);
  });

  it('refuses a key that is not 32 bytes of base64, and a versioned copy that disagrees', () => {
    expect(() => loadConfig({ REWARD_CODES_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/REWARD_CODES_KEY: must be 32 bytes in base64/);
    expect(() => loadConfig({ REWARD_CODES_KEY: 'not base64 at all!' })).toThrow(ConfigError);
    expect(() => loadConfig({ REWARD_CODES_KEY_1: 'short' })).toThrow(/REWARD_CODES_KEY_1: must be 32 bytes/);
    expect(() => loadConfig({ REWARD_CODES_KEY: base64(1), REWARD_CODES_KEY_1: base64(2) })).toThrow(/differs from REWARD_CODES_KEY/);
  });

  it('production refuses to start without it', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 's'.repeat(32), SMTP_URL: 'smtp://mail.example.com', PUBLIC_URL: 'https://a.example.com', ADMIN_URL: 'https://b.example.com' };
    expect(() => loadConfig(production)).toThrow('REWARD_CODES_KEY is required when NODE_ENV=production');
    expect(loadConfig({ ...production, REWARD_CODES_KEY: base64(5) }).rewardCodeKeys.currentVersion).toBe(1);
  });
});
