import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const STACK_LINE = /\n\s*at\s+\S+|\bat\s+\S+\s+\(\S+:\d+:\d+\)|node_modules|\.ts:\d+:\d+/;

/** Never a 500, and the body never carries a stack trace or internals. */
export function expectClean(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.body).not.toMatch(STACK_LINE);
  expect(response.body.toLowerCase()).not.toContain('stack');
}

/** A REST error: the status, a JSON body that is exactly { message }, and nothing leaked. */
export function expectRestError(response: LightMyRequestResponse, status: number, message?: string | RegExp): string {
  expectClean(response);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json() as { message: unknown };
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body.message as string;
}
