import type { z } from 'zod';
import type { AdminCaller, PublicCaller } from './caller';
import type { CsvList } from './csv-export';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** False when the call sent no body at all (nothing, or an empty JSON body): a row whose body is optional tells the two apart. */
  bodySent: boolean;
  headers: Record<string, string | string[] | undefined>;
  /** The file of a multipart request to a row that takes one (`multipart`). */
  file?: { bytes: Buffer; mimetype: string | null };
}

/** Error statuses an operation answers beyond the ones every row gets (400, 413 with a body, 401/403 signed in, 404 by id, 503). */
export type DocumentedErrors = Partial<Record<401 | 403 | 404 | 409 | 429, string>>;

interface RouteBase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI style: /api/admin/users/{id}/toggle-block */
  path: string;
  /** Stable name for generated clients (openapi-typescript, openapi-generator); never change a published one. */
  operationId: string;
  summary: string;
  auth: 'none' | 'user' | 'admin';
  /** Documents the body (POST/PUT) or the query string (GET). Validation itself happens in the procedure. */
  input?: z.ZodType;
  output: z.ZodType;
  successStatus?: number;
  /** A second success the row may answer with `accepted(body)`: 202, the action waits for another admin's approval (decision 048). */
  accepted?: { description: string; output: z.ZodType };
  /** The documented body may be left out: the original's call sent none and stays accepted (`bodySent` false). */
  bodyOptional?: true;
  errors?: DocumentedErrors;
  /**
   * The operation reads an Idempotency-Key header: a retry with the same key answers the first
   * result. `'required'`: it is refused without one (an admin's balance adjustment).
   */
  idempotencyKey?: true | 'required';
  /** Also takes multipart/form-data: the file in this field (at most one, within the image cap), the other parts as the body's text fields. */
  multipart?: { fileField: string; description: string };
  /** A list that also answers CSV, every page of it, when asked with `Accept: text/csv` (decision 050). */
  csv?: CsvList;
}

export interface PublicRestRoute extends RouteBase {
  origin: 'public';
  handle(caller: PublicCaller, request: RestRequest): Promise<unknown>;
}

export interface AdminRestRoute extends RouteBase {
  origin: 'admin';
  handle(caller: AdminCaller, request: RestRequest): Promise<unknown>;
}

export type RestRoute = PublicRestRoute | AdminRestRoute;

/** Whether the operation reads a JSON body; one that does not takes an empty body as `{}` (old clients send `Content-Type: application/json` with nothing). */
export function takesBody(route: RestRoute): boolean {
  return route.input !== undefined && route.method !== 'GET';
}

/** A row's answer with 202 Accepted instead of its success status (the row documents it in `accepted`). */
export class AcceptedAnswer {
  constructor(readonly body: unknown) {}
}

export const accepted = (body: unknown) => new AcceptedAnswer(body);

/** Rate-limited operations answer this (with Retry-After); the limits live in the procedures. */
export const RATE_LIMITED = 'Too many attempts; the Retry-After header says how many seconds to wait';
