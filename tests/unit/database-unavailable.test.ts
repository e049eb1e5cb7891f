import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a cut connection, through cause links', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('shutting down'), { code: '57P01' }) }))).toBe(true);
    // knex reports a transaction whose connection was cut only as "already complete" on its next statement.
    expect(isDatabaseUnavailable(new Error('x', { cause: new Error('Transaction query already complete, run with DEBUG=knex:tx for more info') }))).toBe(true);
  });

  it('leaves statement faults alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
