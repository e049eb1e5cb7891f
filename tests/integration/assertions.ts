import type { LightMyRequestResponse } from 'fastify';
import { afterEach, expect } from 'vitest';
import { isRefusalCode } from '#contract/errors';
import type { TestServer } from './harness';

const STACK_LINE = /\n\s*at\s+\S+|\bat\s+\S+\s+\(\S+:\d+:\d+\)|node_modules|\.ts:\d+:\d+/;

/** Never a 500, and the body never carries a stack trace or internals. */
export function expectClean(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.body).not.toMatch(STACK_LINE);
  expect(response.body.toLowerCase()).not.toContain('stack');
}

/**
 * A REST error: the status, a JSON body that is { message } plus, for a declared refusal, its
 * `code` from the refusal list (and for one about an input field, that `field`), and nothing leaked.
 */
export function expectRestError(response: LightMyRequestResponse, status: number, message?: string | RegExp): string {
  expectClean(response);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json() as { message: unknown; code?: unknown; field?: unknown };
  expect(Object.keys(body).filter((key) => key !== 'code' && key !== 'field')).toEqual(['message']);
  if ('code' in body) expect(typeof body.code === 'string' && isRefusalCode(body.code), String(body.code)).toBe(true);
  if ('field' in body) expect(typeof body.field === 'string' && 'code' in body, String(body.field)).toBe(true);
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body.message as string;
}

/**
 * Registers an afterEach that checks every answer the test received through the harness:
 * never a 5xx, never a stack trace or internals in the body.
 */
export function checkEveryResponse(server: () => TestServer): void {
  let checked = 0;
  afterEach(() => {
    const all = server().responses;
    const fresh = all.slice(checked);
    checked = all.length;
    for (const response of fresh) {
      const label = `${response.target} ${response.method} ${response.url.slice(0, 120)} → ${response.statusCode}`;
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.body, label).not.toMatch(STACK_LINE);
      expect(response.body, label).not.toMatch(/"stack"|\bstack\b.*\bat\b/i);
    }
  });
}
