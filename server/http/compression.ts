import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses the JSON answers made per request — tRPC and REST — by Accept-Encoding (brotli, else
 * gzip), with `Vary: Accept-Encoding` and an exact Content-Length.
 * @fastify/compress only hooks routes registered after it, so the static files (compressed once at
 * build time, see vite.precompress.ts) are registered before this and never compressed twice.
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

/**
 * A body made before the request — the SPA page answered from the not-found handler, which
 * @fastify/compress does not hook, or a remembered public read — by Accept-Encoding: brotli at a
 * quality fast enough per request, else gzip, else as it is, with `Vary` either way. The copies
 * are kept in `compressed` when the caller remembers the body.
 */
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
