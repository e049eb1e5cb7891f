import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { inputTransformer, MALFORMED_INPUT_MESSAGE } from '../../server/trpc/input-transformer';

describe('tRPC input transformer', () => {
  it('reads what the SPAs send: plain JSON, dates and undefined', () => {
    const input = { code: 'WELCOME', expiresAt: new Date('2026-12-31T18:30:00.000Z'), maxUses: undefined, list: [1, undefined] };
    expect(inputTransformer.deserialize(superjson.serialize(input))).toEqual(input);
    expect(inputTransformer.deserialize({ json: { a: 1 } })).toEqual({ a: 1 });
  });

  it.each([
    ['values as a string', { values: 'abc' }],
    ['an annotation that is not a list', { values: { a: 'Date' } }],
    ['a list annotation with extra entries', { values: { a: ['Date', 'x'] } }],
    ['a class annotation', { values: { a: ['class', 'x'] } }],
    ['a custom annotation', { values: { a: [['custom', 'x']] } }],
    ['a map annotation on a number', { values: { a: ['map'] } }],
    ['a regular expression', { values: { a: ['regexp'] } }],
    ['a big integer', { values: { a: ['bigint'] } }],
    ['shared references', { referentialEqualities: { a: ['b'] } }],
    ['a cycle through shared references', { referentialEqualities: { a: ['a.b'] } }],
    ['meta as a string', 'abc'],
  ])('refuses %s with one plain message', (_label, meta) => {
    expect(() => inputTransformer.deserialize({ json: { a: { b: 1 } }, meta })).toThrow(MALFORMED_INPUT_MESSAGE);
  });

  it('refuses annotations nested deeper than any input', () => {
    let values: unknown = ['Date'];
    for (let level = 0; level < 100; level += 1) values = { a: values };
    expect(() => inputTransformer.deserialize({ json: {}, meta: { values } })).toThrow(MALFORMED_INPUT_MESSAGE);
  });

  it('a non-object envelope is refused', () => {
    expect(() => inputTransformer.deserialize('x')).toThrow(MALFORMED_INPUT_MESSAGE);
    expect(() => inputTransformer.deserialize(null)).toThrow(MALFORMED_INPUT_MESSAGE);
  });
});
