import { z } from 'zod';
import { paiseToRupees, rupees } from './money';

/** A paise field of a contract record as REST answers it: under its rupee name, documented by `schema`. */
interface RupeeField {
  name: string;
  schema: z.ZodType;
}

export function inRupees(name: string, schema: z.ZodType = rupees): RupeeField {
  return { name, schema };
}

/** What a row answers: the documented schema, and the procedure's answer mapped onto it. */
interface RestAnswer<Value> {
  schema: z.ZodType;
  toRest: (value: Value) => unknown;
}

/**
 * A contract record as REST answers it: `id` is `_id`, as the original API named it, and each paise
 * field listed is rupees (null stays null) under its REST name, where it stands. The documented
 * schema and the mapping of answers come from one declaration, so they cannot drift apart; an
 * answer carries the documented fields only (a record picked from a larger one leaves the rest out).
 */
export function restRecord<Shape extends z.ZodRawShape>(contract: z.ZodObject<Shape>, paiseFields: { [Key in keyof Shape]?: RupeeField } = {}) {
  const rupeeFields: Record<string, RupeeField | undefined> = paiseFields;
  const restName = (key: string) => (key === 'id' ? '_id' : (rupeeFields[key]?.name ?? key));
  const keys = Object.keys(contract.shape);
  return {
    schema: z.object(Object.fromEntries(keys.map((key) => [restName(key), rupeeFields[key]?.schema ?? contract.shape[key]])) as z.ZodRawShape),
    toRest: (value: z.output<z.ZodObject<Shape>>): Record<string, unknown> => {
      const fields = value as Record<string, unknown>;
      const inRest = (key: string, field: unknown) => (rupeeFields[key] && field !== null ? paiseToRupees(field as number) : field);
      return Object.fromEntries(keys.filter((key) => key in fields).map((key) => [restName(key), inRest(key, fields[key])]));
    },
  } satisfies RestAnswer<z.output<z.ZodObject<Shape>>>;
}

/** A page of records as REST answers it: `{ [key]: records, total }`. */
export function restPage<Key extends string, Value>(key: Key, record: RestAnswer<Value>) {
  return {
    schema: z.object({ [key]: z.array(record.schema), total: z.number().int() }),
    toRest: (page: Record<Key, Value[]> & { total: number }) => ({ [key]: page[key].map(record.toRest), total: page.total }),
  };
}
