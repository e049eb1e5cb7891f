import type { z } from 'zod';
import type { AdminCaller, PublicCaller } from './caller';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

interface RouteBase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI style: /api/admin/users/{id}/toggle-block */
  path: string;
  summary: string;
  auth: 'none' | 'user' | 'admin';
  /** Documents the body (POST/PUT) or the query string (GET). Validation itself happens in the procedure. */
  input?: z.ZodType;
  output: z.ZodType;
  successStatus?: number;
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
