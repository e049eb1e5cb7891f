import { Readable } from 'node:stream';
import { z } from 'zod';
import { istDate } from '#contract/time/ist';

/**
 * CSV of an admin list (issue 31, decision 050): the same REST path asked with `Accept: text/csv`
 * answers every page of the list, as filtered, one line per item. The columns are the row's
 * documented JSON fields (nested objects as `parent.field`), so the CSV and the JSON cannot drift.
 */
export interface CsvList {
  /** The file's name before its date: `users` → users-2026-11-29.csv (the IST date). */
  filename: string;
  /** Where the answer keeps its items: a field of the answer, or the answer itself when it is an array. */
  itemsAt: string | null;
}

/** The largest page a list serves (pageQuerySchema): the export reads the list in batches of it. */
export const CSV_BATCH_SIZE = 100;

/** Whether the client asks for CSV: `text/csv` among the Accept header's types, not refused with q=0. */
export function acceptsCsv(accept: string | string[] | undefined): boolean {
  const header = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  return header.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'text/csv' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** A cell a spreadsheet would run as a formula starts with one of these; it is written with a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: text escaped (quoted when it holds a quote, comma or line break), a formula defused; numbers are left as numbers. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.map((part) => (typeof part === 'object' ? JSON.stringify(part) : String(part))).join('; ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A column: its header, and the path of the field it reads in an item. */
interface CsvColumn {
  header: string;
  path: string[];
}

/** The item schema of a list's documented answer. */
function itemSchema(output: z.ZodType, itemsAt: string | null): z.ZodObject {
  const list = itemsAt === null ? output : (output as z.ZodObject).shape[itemsAt];
  return (list as z.ZodArray<z.ZodObject>).element;
}

/** Columns from the documented fields of an item, nested objects flattened one level deep. */
export function csvColumns(output: z.ZodType, itemsAt: string | null): CsvColumn[] {
  return Object.entries(itemSchema(output, itemsAt).shape).flatMap(([key, field]) => {
    const inner = unwrapped(field as z.ZodType);
    return inner instanceof z.ZodObject ? Object.keys(inner.shape).map((child) => ({ header: `${key}.${child}`, path: [key, child] })) : [{ header: key, path: [key] }];
  });
}

function unwrapped(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? unwrapped(schema.unwrap() as z.ZodType) : schema;
}

function read(item: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item);
}

function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvFilename(list: CsvList, now: Date): string {
  return `${list.filename}-${istDate(now)}.csv`;
}

/**
 * The whole list as a stream of CSV lines: the first batch is read before anything is sent (a
 * refusal still answers its status), then each next page as the reader takes them, so a large table
 * is never held in memory. An item seen in an earlier batch (the list moved under the export, a row
 * arriving at the top of a newest-first list) is written once.
 */
export async function csvStream(list: CsvList, output: z.ZodType, readPage: (page: number) => Promise<unknown>): Promise<Readable> {
  const columns = csvColumns(output, list.itemsAt);
  const itemsOf = (answer: unknown) => (list.itemsAt === null ? answer : (answer as Record<string, unknown>)[list.itemsAt]) as unknown[];
  const first = itemsOf(await readPage(1));
  async function* lines() {
    yield csvLine(columns.map((column) => column.header));
    const seen = new Set<unknown>();
    let items = first;
    for (let page = 1; ; ) {
      let chunk = '';
      for (const item of items) {
        const id = read(item, ['_id']) ?? read(item, ['id']);
        if (id !== undefined && seen.has(id)) continue;
        if (id !== undefined) seen.add(id);
        chunk += csvLine(columns.map((column) => read(item, column.path)));
      }
      if (chunk) yield chunk;
      if (items.length < CSV_BATCH_SIZE) return;
      page += 1;
      items = itemsOf(await readPage(page));
    }
  }
  return Readable.from(lines());
}

/** The OpenAPI text/csv answer of a list that exports. */
export const CSV_OPENAPI_CONTENT = {
  'text/csv': {
    schema: { type: 'string', description: 'Asked with `Accept: text/csv`: a header row (the JSON fields, nested ones as parent.field), then one line per item of every page, as filtered; amounts in rupees, times in ISO 8601 UTC. Sent as an attachment (Content-Disposition), streamed.' },
  },
};
