import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses the JSON answers made per request (brotli, else gzip). Registered after the static
 * files, which are compressed at build time (vite.precompress.ts): @fastify/compress hooks only later routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // tRPC answers with a Fetch Response whose body is a stream of unknown length; read as text, its
  // size decides whether it is worth compressing, and the compressed copy gets a Content-Length.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!(payload instanceof Response) || payload.body === null || !payload.headers.get('content-type')?.startsWith('application/json')) return done(null, payload);
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    payload.text().then((text) => done(null, text), (error: Error) => done(error));
  });
  // Request bodies stay as sent: a compressed upload would only dodge the body size limit's intent.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESS_MIN_BYTES, globalDecompression: false });
}

/** The encodings a client takes, from its Accept-Encoding header, with q=0 meaning "not this one". */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(?:\.0*)?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/** A body made before the request (the SPA page, a remembered public read) compressed by Accept-Encoding; copies kept in `compressed`. */
export function compressedBody(request: FastifyRequest, reply: FastifyReply, text: string, compressed?: Map<string, Buffer>): string | Buffer {
  reply.header('vary', 'Accept-Encoding');
  if (Buffer.byteLength(text) < COMPRESS_MIN_BYTES) return text;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = accepted.has('br') || accepted.has('*') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (!encoding) return text;
  reply.header('content-encoding', encoding);
  // A remembered body keeps its compressed copies: compressing the home page took milliseconds.
  let body = compressed?.get(encoding);
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(text);
    compressed?.set(encoding, body);
  }
  return body;
}
