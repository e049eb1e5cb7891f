import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextRefusal } from '../../server/modules/input/unstorable-text';
import { allRestRoutes } from '../../server/rest';
import { VITALS_PATH } from '#contract/vitals/rules';
import type { RestRequest, RestRoute } from '../../server/rest/define-route';
import {
  discriminatorOf,
  fillPath,
  findProcedure,
  inputJsonSchema,
  listProcedures,
  PATH_DEFAULTS,
  readOpenApiOperations,
  ROUTERS,
  schemaProperties,
  schemaPropertyPaths,
  withValueAt,
  type JsonSchema,
  type Origin,
  type ProcedureInfo,
  type RestOperation,
} from './api-surface';
import { checkEveryResponse } from './assertions';
import { snapshotDatabase } from './db-snapshot';
import { createTestServer, trpcData, type TestServer } from './harness';

/**
 * Bad input against every REST path of both OpenAPI documents and every tRPC procedure of both
 * routers, signed in (so validation is reached) and signed out. Every answer: below 500, no stack
 * trace or internals, a JSON message; and the database is the same afterwards.
 *
 * Mutations are never sent input that would make them run (the suite is about bad input): each
 * generated input is first decoded the way the server decodes it and parsed by the procedure's
 * own zod schema; one that would pass is not sent. Bodies refused before any procedure sees them
 * (malformed, oversized, nested too deep) are always sent.
 */

let t: TestServer;
const tokens: Record<Origin, string> = { public: '', admin: '' };

beforeAll(async () => {
  // The store and tasks on, so their procedures answer past the switch (capabilities.off) and their own checks run.
  t = await createTestServer({}, { capabilities: ['store', 'tasks'] });
  tokens.admin = await t.adminToken();
  tokens.public = (await t.createUser()).token;
  // Something in each admin list, so list validation and rendering run over real rows.
  const funded = await t.createUser();
  const fund = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${funded.id}/balance`, token: tokens.admin, payload: { amount: 100, type: 'add', reason: 'fuzz data' }, headers: { 'idempotency-key': randomUUID() } });
  expect(fund.statusCode, fund.body).toBe(200);
  const withdrawal = await t.request('public', { method: 'POST', url: '/api/wallet/redeem', token: funded.token, payload: { amount: 30, email: funded.email } });
  expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  const contact = await t.request('public', { method: 'POST', url: '/api/contact', payload: { name: 'Fuzz', email: 'fuzz@example.com', message: 'Hello' } });
  expect(contact.statusCode, contact.body).toBe(200);
  const task = await t.request('admin', { method: 'POST', url: '/api/admin/tasks', token: tokens.admin, payload: { title: 'Fuzz task', steps: 'Answer', rewardPaise: 100, proof: 'text', perUserLimit: 1, totalLimit: 10, enabled: true } });
  expect(task.statusCode, task.body).toBe(201);
  const submission = await t.request('public', { method: 'POST', url: `/api/tasks/${task.json()._id}/submissions`, token: funded.token, payload: { text: 'fuzz answer' } });
  expect(submission.statusCode, submission.body).toBe(201);
  await warmUp();
});
afterAll(() => t?.close());
checkEveryResponse(() => t);

// ── values ─────────────────────────────────────────────────────────────────────────────────

const CONCURRENCY = 8;
const OVER_LONG = 'x'.repeat(20_000);
/** 10,000 arrays inside one another: 20 KB, well under the 64 KiB body cap. */
const NESTED = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const OVERSIZED = 'y'.repeat(70 * 1024);

/** A JSON token written as is, for numbers JSON.stringify cannot write (1e400, 2^53 + 1, -0). */
class RawJson {
  constructor(readonly text: string) {}
}

function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, entry: unknown) => (entry instanceof RawJson ? `@@raw-json-${raws.push(entry.text) - 1}@@` : entry));
  return text.replace(/"@@raw-json-(\d+)@@"/g, (_, index: string) => raws[Number(index)]!);
}

/** Put in place of each property's value, one at a time. */
const PROPERTY_VALUES: Array<[string, unknown]> = [
  ['a number', 12345],
  ['a string', 'not-a-valid-value'],
  ['an object', { nested: 'object' }],
  ['an array', ['an', 'array']],
  ['null', null],
  ['true', true],
  ['false', false],
  ['a NUL-bearing string', 'a\u0000b'],
  ['a lone NUL', '\u0000'],
  ['a lone surrogate', 'a\ud800b'],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['1e21', 1e21],
  ['-1e21', -1e21],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['1e400', new RawJson('1e400')],
  ['-0', new RawJson('-0')],
  ['2^53 + 1', new RawJson('9007199254740993')],
  ['a 30-digit integer', new RawJson('123456789012345678901234567890')],
  ['an over-long string', OVER_LONG],
];

/** The same, as a query string carries them. */
const QUERY_VALUES: string[] = ['', 'abc', '%00', 'a%00b', '-1', '0', '1.5', '1e21', 'NaN', 'Infinity', '-0', '123456789012345678901234567890', '%5B%5D', '%7B%7D', 'null', 'true', 'x'.repeat(5_000)];

/** Odd values for a path parameter. */
const PATH_VALUES: string[] = ['%00', 'a%00b', 'x'.repeat(300), '-1', '0', '1.5', '1e21', 'NaN', 'null', '%20', '..%2F..%2Fetc%2Fpasswd', '%F0%9F%98%80', "'%20OR%201%3D1--", '00000000-0000-0000-0000-00000000000g'];

/** Whole bodies of the wrong shape. */
const WHOLE_VALUES: Array<[string, string]> = [
  ['an array body', '[]'],
  ['a string body', '"a string"'],
  ['a number body', '42'],
  ['a null body', 'null'],
  ['a boolean body', 'true'],
  ['an empty object', '{}'],
];

/** superjson `meta` that points at odd places or names unknown types. */
function oddMetas(property: string): Array<[string, unknown]> {
  return [
    ['a Date annotation on a string', { values: { [property]: ['Date'] } }],
    ['a bigint annotation on a string', { values: { [property]: ['bigint'] } }],
    ['a path through __proto__', { values: { '__proto__.fuzzPolluted': ['Date'] } }],
    ['a path through constructor.prototype', { values: { 'constructor.prototype.fuzzPolluted': ['Date'] } }],
    ['a path to nothing', { values: { 'a.b.c.d': ['Date'] } }],
    ['an unknown type', { values: { [property]: ['Bogus'] } }],
    ['an unknown custom type', { values: { [property]: [['custom', 'Nope']] } }],
    ['an unknown class', { values: { [property]: [['class', 'Nope']] } }],
    ['an annotation on the root', { values: ['undefined'] }],
    ['values as a string', { values: 'not-an-object' }],
    ['a referential equality to nothing', { referentialEqualities: { [property]: ['x.y.z'] } }],
    ['a referential equality through __proto__', { referentialEqualities: { '__proto__': [property] } }],
    ['a map annotation on a string', { values: { [property]: ['map'] } }],
    ['a regexp annotation', { values: { [property]: ['regexp'] } }],
    ['an unknown version', { values: { [property]: ['Date'] }, v: 99 }],
  ];
}

// ── requests ───────────────────────────────────────────────────────────────────────────────

interface FuzzRequest {
  label: string;
  target: Origin;
  method: string;
  url: string;
  token?: string;
  contentType?: string;
  payload?: string | Buffer;
  /** Whether sending it could make a mutation run (asked of every generated input a mutation could accept). */
  wouldRun?: () => Promise<boolean>;
  /** Malformed, oversized or nested too deep: refused before any procedure by contract, so sent as is. */
  refusedByContract?: boolean;
}

/**
 * Whether a procedure would run with this input: its zod schema accepts it, and it holds no text
 * PostgreSQL cannot store (a NUL, a lone surrogate: every procedure refuses those before its
 * schema; issues 12 and 27). A procedure without an input schema ignores its input, so it would run.
 */
async function procedureRuns(procedure: ProcedureInfo, input: unknown): Promise<boolean> {
  if (procedure.type === 'query') return false;
  if (unstorableTextRefusal(input)) return false;
  if (!procedure.input) return true;
  return (await procedure.input.safeParseAsync(input)).success;
}

/**
 * The raw inputs of each call in a tRPC request, decoded as tRPC 11 decodes them (its
 * jsonContentTypeHandler) with the router's own input transformer: one call takes the whole body;
 * a batch takes key "0", "1", … of an object body (anything else is a 400).
 */
function trpcCallInputs(origin: Origin, body: unknown, batch: boolean, calls: number): unknown[] | 'refused' {
  const { deserialize } = ROUTERS[origin]._def._config.transformer.input;
  if (!batch) return [body === undefined ? undefined : deserialize(body)];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'refused';
  return Array.from({ length: calls }, (_, index) => {
    const input = (body as Record<string, unknown>)[index];
    return input === undefined ? undefined : deserialize(input);
  });
}

async function trpcRuns(procedure: ProcedureInfo, bodyText: string | undefined, batch: boolean, calls: number): Promise<boolean> {
  let inputs: unknown[] | 'refused';
  try {
    inputs = trpcCallInputs(procedure.origin, bodyText === undefined ? undefined : JSON.parse(bodyText), batch, calls);
  } catch {
    return false;
  }
  if (inputs === 'refused') return false;
  for (const input of inputs) if (await procedureRuns(procedure, input)) return true;
  return false;
}

class Reached {
  constructor(readonly runs: boolean) {}
}

/**
 * Whether a REST request would make its route run a mutation: the route's own handler is called
 * with a caller that, instead of running the mutation it reaches, reports whether its input would
 * pass. Queries on the way (the game settings PUT reads the current settings) are answered by the
 * real server.
 */
async function restRuns(route: RestRoute, request: RestRequest, token: string | undefined): Promise<boolean> {
  const call = async (path: string, input: unknown): Promise<unknown> => {
    const procedure = findProcedure(route.origin, path);
    if (!procedure) throw new Error(`${route.method} ${route.path} calls ${path}, which ${route.origin} does not have`);
    if (procedure.type === 'query') {
      const response = await t.trpcQuery(route.origin, path, input, { token });
      if (response.statusCode !== 200) throw new Reached(false);
      return trpcData(response);
    }
    throw new Reached(await procedureRuns(procedure, input));
  };
  const caller = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => caller([...path, String(key)]),
      apply: (_target, _this, args: unknown[]) => call(path.join('.'), args[0]),
    });
  try {
    await route.handle(caller([]) as never, request);
    return false;
  } catch (error) {
    return error instanceof Reached ? error.runs : false;
  }
}

// ── generators ─────────────────────────────────────────────────────────────────────────────

/**
 * Bodies refused before any procedure sees them, by contract (so sent unconditionally): malformed,
 * over the 64 KiB cap, nested deeper than any real input. `wrap` puts a value where the protocol
 * carries input (tRPC: inside the superjson envelope).
 */
function transportBodies(property: string, wrap: (inner: string) => string): Array<[string, string]> {
  return [
    ['malformed JSON', '{"a":'],
    ['JSON with single quotes', "{'a': 1}"],
    ['an oversized body', wrap(jsonText({ [property]: OVERSIZED }))],
    ['a body nested 10,000 levels', NESTED],
    ['a field nested 10,000 levels', wrap(`{"${property}":${NESTED}}`)],
    ['a value nested 10,000 levels beside the input', `{"other":${NESTED}}`],
  ];
}

/** Parsed bodies: each property (nested ones too) wrong in turn, whole bodies of the wrong shape, unknown properties. */
function inputBodies(schema: JsonSchema | undefined, base: Record<string, unknown>): Array<[string, string]> {
  const bodies: Array<[string, string]> = [...WHOLE_VALUES];
  for (const path of schemaPropertyPaths(schema)) {
    for (const [label, value] of PROPERTY_VALUES) bodies.push([`${path.join('.')} = ${label}`, jsonText(withValueAt(base, path, value))]);
  }
  bodies.push(
    ['an unknown property', jsonText({ ...base, unknownProperty: 'x' })],
    ['a __proto__ property', `{"__proto__":{"fuzzPolluted":true}}`],
    ['a constructor.prototype property', `{"constructor":{"prototype":{"fuzzPolluted":true}}}`],
    ['a NUL in a property name', jsonText({ ...base, 'a\u0000b': 'x' })],
  );
  return bodies;
}

/** The default path parameters filled in, then each parameter fuzzed in turn. */
function restUrls(operation: RestOperation): Array<[string, string, Record<string, string>]> {
  const urls: Array<[string, string, Record<string, string>]> = [['', fillPath(operation.path), PATH_DEFAULTS]];
  for (const name of operation.pathParams) {
    for (const value of PATH_VALUES) {
      const params = { ...PATH_DEFAULTS, [name]: value };
      urls.push([`{${name}} = ${value.slice(0, 40)}`, fillPath(operation.path, params), params]);
    }
  }
  return urls;
}

function decodedParams(params: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)]));
  } catch {
    return null;
  }
}

function restRequests(operation: RestOperation, token: string | undefined): FuzzRequest[] {
  const route = allRestRoutes.find((candidate) => candidate.origin === operation.origin && candidate.method === operation.method && candidate.path === operation.path);
  const requests: FuzzRequest[] = [];
  const name = `${operation.origin} ${operation.method} ${operation.path}${token ? '' : ' (signed out)'}`;
  const base = { target: operation.origin, method: operation.method, token };
  const urls = restUrls(operation);
  const defaultUrl = urls[0]![1];

  if (operation.method === 'GET') {
    // Safe by HTTP's rules: every query is sent (a GET that changed anything is a fault the snapshot finds).
    for (const [label, url] of urls) requests.push({ ...base, label: `${name} ${label}`, url });
    for (const parameter of [...operation.queryParams, 'unknownParameter']) {
      for (const value of QUERY_VALUES) requests.push({ ...base, label: `${name} ?${parameter}=${value.slice(0, 30)}`, url: `${defaultUrl}?${parameter}=${value}` });
      requests.push({ ...base, label: `${name} ?${parameter} twice`, url: `${defaultUrl}?${parameter}=1&${parameter}=2` });
      requests.push({ ...base, label: `${name} ?${parameter}[a]`, url: `${defaultUrl}?${parameter}%5Ba%5D=1` });
    }
    return requests;
  }

  if (operation.body?.contentType === 'multipart/form-data') return multipartRequests(name, base, defaultUrl);

  const properties = schemaProperties(operation.body?.schema);
  for (const [label, payload] of transportBodies(properties[0] ?? 'field', (inner) => inner)) {
    requests.push({ ...base, label: `${name} ${label}`, url: defaultUrl, contentType: 'application/json', payload, refusedByContract: true });
  }
  // The offerwall postbacks, Razorpay's webhooks, the Core Web Vitals beacon and the one-click unsubscribe are
  // documented beside the table (server/http/postback-routes.ts, razorpay-webhook-routes.ts, vitals-route.ts,
  // unsubscribe-route.ts): sent as transport only (tests/integration/web-vitals.test.ts refuses the beacon's bad
  // bodies, notifications.test.ts the unsubscribe's bad tokens).
  if (!route && (operation.path.startsWith('/api/postback/') || operation.path === '/api/webhooks/razorpay' || operation.path === VITALS_PATH || operation.path === '/api/unsubscribe')) return requests;
  if (!route) throw new Error(`${name} is in the OpenAPI document but not in allRestRoutes`);
  const send = (label: string, url: string, params: Record<string, string>, contentType: string, payload: string, body: unknown) => {
    const decoded = decodedParams(params);
    requests.push({
      ...base,
      label: `${name} ${label}`,
      url,
      contentType,
      payload,
      // `?? {}` as the REST layer hands a missing (or null) body to the route (create-origin-app.ts).
      wouldRun: () => (decoded ? restRuns(route, { params: decoded, query: {}, body: body ?? {}, bodySent: body !== undefined, headers: { 'content-type': contentType } }, token) : Promise.resolve(false)),
    });
  };
  for (const [label, payload] of inputBodies(operation.body?.schema, {})) send(label, defaultUrl, PATH_DEFAULTS, 'application/json', payload, JSON.parse(payload));
  send('a text/plain body', defaultUrl, PATH_DEFAULTS, 'text/plain', 'hello', 'hello');
  for (const [label, url, params] of urls.slice(1)) send(label, url, params, 'application/json', '{}', {});
  return requests;
}

/** The image upload takes multipart/form-data: broken forms and files that are not images. */
function multipartRequests(name: string, base: Pick<FuzzRequest, 'target' | 'method' | 'token'>, url: string): FuzzRequest[] {
  const boundary = 'fuzzboundary';
  const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  const multipart = `multipart/form-data; boundary=${boundary}`;
  const forms: Array<[string, string, string]> = [
    ['multipart without a boundary', 'multipart/form-data', part('Content-Disposition: form-data; name="file"; filename="a.png"', 'x')],
    ['a truncated form', multipart, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`],
    ['a form with no parts', multipart, `--${boundary}--\r\n`],
    ['a text file', multipart, `${part('Content-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain', 'hello')}--${boundary}--\r\n`],
    ['text declared as PNG', multipart, `${part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', 'hello')}--${boundary}--\r\n`],
    ['an empty file', multipart, `${part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', '')}--${boundary}--\r\n`],
    ['the file in another field', multipart, `${part('Content-Disposition: form-data; name="other"; filename="a.png"', 'x')}--${boundary}--\r\n`],
    ['a NUL in the file name', multipart, `${part('Content-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png', 'x')}--${boundary}--\r\n`],
    ['too many fields', multipart, `${Array.from({ length: 10 }, (_, index) => part(`Content-Disposition: form-data; name="f${index}"`, 'v')).join('')}--${boundary}--\r\n`],
    ['a JSON body', 'application/json', '{"file":"x"}'],
    ['malformed JSON', 'application/json', '{"file":'],
    ['a body nested 10,000 levels', 'application/json', NESTED],
  ];
  return forms.map(([label, contentType, payload]) => ({ ...base, label: `${name} ${label}`, url, contentType, payload }));
}

function trpcRequests(procedure: ProcedureInfo, token: string | undefined): FuzzRequest[] {
  const name = `${procedure.origin} trpc ${procedure.path}${token ? '' : ' (signed out)'}`;
  const base = { target: procedure.origin, token };
  const schema = inputJsonSchema(procedure);
  const properties = schemaProperties(schema);
  const property = properties[0] ?? 'value';
  const discriminator = discriminatorOf(schema);
  const url = `/trpc/${procedure.path}`;
  const requests: FuzzRequest[] = [];
  const isQuery = procedure.type === 'query';

  /** One call: a query carries its input in ?input=, a mutation in the body. */
  const send = (label: string, text: string | undefined, { batch = false, paths = [procedure.path], byContract = false } = {}) => {
    const path = `/trpc/${paths.join(',')}${batch ? '?batch=1' : ''}`;
    const request: FuzzRequest = isQuery
      ? { ...base, label: `${name} ${label}`, method: 'GET', url: text === undefined ? path : `${path}${batch ? '&' : '?'}input=${encodeURIComponent(text)}` }
      : { ...base, label: `${name} ${label}`, method: 'POST', url: path, contentType: 'application/json', payload: text ?? '' };
    if (byContract) request.refusedByContract = true;
    else if (!isQuery) request.wouldRun = () => trpcRuns(procedure, text, batch, paths.length);
    requests.push(request);
  };

  for (const [label, text] of transportBodies(property, (inner) => `{"json":${inner}}`)) send(label, text, { byContract: true });
  for (const [label, text] of inputBodies(schema, discriminator)) send(`${label} (in the envelope)`, `{"json":${text}}`);
  send('input without the superjson envelope', jsonText({ ...discriminator, [property]: 'not-a-valid-value', unknownProperty: 'x' }));
  send('no input at all', undefined);
  for (const [label, meta] of oddMetas(property)) send(`superjson meta: ${label}`, jsonText({ json: { ...discriminator, [property]: '2020-01-01T00:00:00.000Z' }, meta }));

  // Batch envelopes.
  send('batch: input is not an object', '"x"', { batch: true });
  send('batch: input is an array', '[{"json":"x"}]', { batch: true });
  send('batch: call 0 missing', '{"1":{"json":"x"}}', { batch: true });
  send('batch: call 0 is null', '{"0":null}', { batch: true });
  send('batch: call 0 nested 10,000 levels', `{"0":${NESTED}}`, { batch: true, byContract: true });
  send('batch: call 0 malformed', '{"0":', { batch: true, byContract: true });
  send('superjson meta nested 10,000 levels', `{"json":{},"meta":{"values":${NESTED}}}`, { byContract: true });
  send('batch: two calls, wrong-typed inputs', '{"0":{"json":"x"},"1":{"json":[1]}}', { batch: true, paths: [procedure.path, procedure.path] });
  send('batch: 200 calls', '{}', { batch: true, paths: Array.from({ length: 200 }, () => procedure.path) });
  requests.push({ ...base, label: `${name} batch=2`, method: isQuery ? 'GET' : 'POST', url: `${url}?batch=2&input=%7B%7D`, ...(isQuery ? {} : { contentType: 'application/json', payload: '{"json":"x"}', wouldRun: () => trpcRuns(procedure, '{"json":"x"}', false, 1) }) });
  // The other method: refused without running.
  requests.push(
    isQuery
      ? { ...base, label: `${name} as a POST`, method: 'POST', url, contentType: 'application/json', payload: '{"json":{}}' }
      : { ...base, label: `${name} as a GET`, method: 'GET', url: `${url}?input=${encodeURIComponent('{"json":{}}')}` },
  );
  if (isQuery) {
    // The rest of the GET input's oddities (malformed, nested, oversized) went through `send` above.
    requests.push({ ...base, label: `${name} ?input repeated`, method: 'GET', url: `${url}?input=%7B%7D&input=%5B%5D` });
  }
  return requests;
}

// ── running ────────────────────────────────────────────────────────────────────────────────

/** A stack frame, or a source or package path. */
const INTERNALS = /\n\s*at\s+\S+|\bat\s+\S+\s+\(\S+:\d+:\d+\)|node_modules|\.ts:\d+/;
/** In an error's message: the runtime's own words (e.g. "Maximum call stack size exceeded"), not ours. */
const RUNTIME_ERROR_TEXT = /\bstack\b|\bis not a function\b|\bcannot read propert/i;

/** A JSON body's user-facing message, wherever the answer's format puts it (REST, tRPC single or batch). */
function hasMessage(body: unknown): boolean {
  const messageOf = (value: unknown): unknown =>
    value && typeof value === 'object' ? ((value as { message?: unknown }).message ?? (value as { error?: { json?: { message?: unknown } } }).error?.json?.message) : undefined;
  if (Array.isArray(body)) return body.length > 0 && body.every((entry) => (entry as { result?: unknown }).result !== undefined || typeof messageOf(entry) === 'string');
  const message = messageOf(body);
  return typeof message === 'string' && message.length > 0;
}

function problemsOf(request: FuzzRequest, response: LightMyRequestResponse): string[] {
  const label = `${request.label} → ${response.statusCode}: ${response.body.slice(0, 160)}`;
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`${label} [a server error]`);
  if (INTERNALS.test(response.body)) problems.push(`${label} [internals in the body]`);
  if (response.statusCode >= 400) {
    if (RUNTIME_ERROR_TEXT.test(response.body)) problems.push(`${label} [a runtime error's text in the message]`);
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    if (!hasMessage(body)) problems.push(`${label} [no JSON message]`);
  }
  return problems;
}

interface BatchResult {
  failures: string[];
  sent: number;
  skippedAsValid: number;
}

async function runAll(requests: FuzzRequest[]): Promise<BatchResult> {
  const result: BatchResult = { failures: [], sent: 0, skippedAsValid: 0 };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      if (request.wouldRun && (await request.wouldRun())) {
        result.skippedAsValid += 1;
        continue;
      }
      const response = await t.request(request.target, {
        method: request.method as never,
        url: request.url,
        token: request.token,
        headers: request.contentType ? { 'content-type': request.contentType } : {},
        payload: request.payload,
      });
      result.sent += 1;
      result.failures.push(...problemsOf(request, response));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}

/**
 * Every query once, signed in and out, before the "before" snapshot: a first read may create what
 * a reader has by definition (a player's first seed commitment), which is not a fuzz request's doing.
 */
async function warmUp(): Promise<void> {
  for (const origin of ['public', 'admin'] as const) {
    for (const procedure of listProcedures(origin).filter((candidate) => candidate.type === 'query')) {
      for (const token of [tokens[origin], undefined]) {
        await t.trpcQuery(origin, procedure.path, undefined, { token });
        await t.trpcQuery(origin, procedure.path, {}, { token });
      }
    }
    for (const operation of (await readOpenApiOperations(t, origin)).filter((candidate) => candidate.method === 'GET')) {
      for (const token of [tokens[origin], undefined]) await t.request(origin, { method: 'GET', url: fillPath(operation.path), token });
    }
  }
}

async function fuzz(requests: FuzzRequest[]): Promise<void> {
  const before = await snapshotDatabase(t);
  // Bodies refused by contract go last: should one slip through to a procedure that ignores its
  // input (a sign-out), it cannot end the session the rest of the batch is signed in with.
  const regular = await runAll(requests.filter((request) => !request.refusedByContract));
  const between = await snapshotDatabase(t);
  const last = await runAll(requests.filter((request) => request.refusedByContract));
  const failures = [...regular.failures, ...last.failures];
  const sent = regular.sent + last.sent;
  const skippedAsValid = regular.skippedAsValid + last.skippedAsValid;
  // Soft, so a failing answer does not hide a state change (or the other way round).
  expect.soft(failures, `${failures.length} of ${sent} answers failed`).toEqual([]);
  // Most generated inputs are invalid; a generator that produced mostly valid ones would test little.
  expect.soft(sent, `only ${sent} of ${requests.length} generated requests were bad input`).toBeGreaterThan(skippedAsValid);
  expect.soft(between, 'bad input reached a procedure and changed the database').toEqual(before);
  expect.soft(await snapshotDatabase(t), 'a malformed, oversized or too deeply nested body reached a procedure and changed the database').toEqual(between);
  expect(({} as { fuzzPolluted?: unknown }).fuzzPolluted, 'Object.prototype was polluted').toBeUndefined();
}

// ── the suite ──────────────────────────────────────────────────────────────────────────────

describe('bad input on every path and procedure, generated from the API', () => {
  it('the OpenAPI documents list every REST route (and the admin one the image upload)', async () => {
    const documented = [...(await readOpenApiOperations(t, 'public')), ...(await readOpenApiOperations(t, 'admin'))].map((operation) => `${operation.origin} ${operation.method} ${operation.path}`);
    for (const route of allRestRoutes) expect(documented).toContain(`${route.origin} ${route.method} ${route.path}`);
    expect(documented).toContain('admin POST /api/admin/uploads');
  });

  // Thousands of requests each: a generous bound, as CI runs integration files side by side on two cores.
  const FUZZ_TIMEOUT_MS = 300_000;
  for (const origin of ['public', 'admin'] as const) {
    it(`REST, ${origin} origin: signed in and signed out`, async () => {
      const operations = await readOpenApiOperations(t, origin);
      await fuzz(operations.flatMap((operation) => [...restRequests(operation, tokens[origin]), ...restRequests(operation, undefined)]));
    }, FUZZ_TIMEOUT_MS);

    it(`tRPC, ${origin} router: signed in and signed out`, async () => {
      await fuzz(listProcedures(origin).flatMap((procedure) => [...trpcRequests(procedure, tokens[origin]), ...trpcRequests(procedure, undefined)]));
    }, FUZZ_TIMEOUT_MS);
  }
});
