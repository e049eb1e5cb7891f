import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '#kit/lib/safe-redirect';

const SIGN_IN = '/signin';

describe('safeRedirectPath', () => {
  it.each([
    ['/wallet', '/wallet'],
    ['/redeem-history?page=2#top', '/redeem-history?page=2#top'],
    ['/a/../wallet', '/wallet'],
    ['/./wallet', '/wallet'],
    // Encoded slashes stay encoded: the browser treats them as one path segment on this origin.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps the same-origin path %s as %s', (value, expected) => {
    expect(safeRedirectPath(value, SIGN_IN)).toBe(expected);
  });

  it.each([
    // Normalisation turns these into '//evil.example', a protocol-relative URL.
    '/..//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/.\\/evil.example',
    'https://evil.example/wallet',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /wallet',
    '/wal\tlet',
    'wallet',
    '',
    '/'.padEnd(2001, 'a'),
    '/signin',
    '/signin?next=/wallet',
    undefined,
    42,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value, SIGN_IN)).toBeUndefined();
  });

  it('never returns anything but a single-slash path on this origin', () => {
    const tricky = ['/..//evil.example', '/.//evil.example', '/x/../..//evil.example', '/%2e/%2e//evil.example', '/..\\/evil.example'];
    for (const value of tricky) {
      const result = safeRedirectPath(value, SIGN_IN);
      if (result !== undefined) expect(result).toMatch(/^\/(?![/\\])/);
    }
  });
});
