import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { readRupees, rupeesToPaiseSchema } from '#contract/money-schemas';

/** The documented REST paths speak rupees (e.g. walletBalance: 150); everything inside speaks paise. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** A rupee amount in an answer, as the OpenAPI documents show it. */
export const rupees = z.number().describe('Rupees, up to 2 decimals');

/**
 * Reads a rupee amount from a REST body as exact paise. A missing amount is left undefined so the
 * procedure's own message ('Please select an amount', 'Amount must be a number') answers.
 */
export function rupeesFromBody(body: unknown, field = 'amount'): number | undefined {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const parsed = amountSchemaFor(field).safeParse({ [field]: raw });
  if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid amount', cause: parsed.error });
  return parsed.data[field] as number;
}

/**
 * One schema per field name, built on first use: zod compiles an object schema into a function on
 * its first parse, so a schema built per request cost a compilation per request (and the garbage
 * of one, which drove the server's major GCs; docs/performance.md).
 */
const amountSchemas = new Map<string, z.ZodType<Record<string, number>>>();

function amountSchemaFor(field: string): z.ZodType<Record<string, number>> {
  let schema = amountSchemas.get(field);
  if (!schema) {
    schema = z.object({ [field]: rupeesToPaiseSchema });
    amountSchemas.set(field, schema);
  }
  return schema;
}

/**
 * For nested rupee fields (prize tables): a number with at most 2 decimals becomes exact paise;
 * anything else is passed through unchanged so the procedure's schema names what is wrong.
 */
export function rupeesToPaiseOrRaw(value: unknown): unknown {
  if (typeof value !== 'number') return value;
  const read = readRupees(value, { allowZero: true, maxPaise: Number.MAX_SAFE_INTEGER });
  return read.ok ? read.paise : value;
}
