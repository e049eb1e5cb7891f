import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESS_MIN_BYTES } from './server/http/compression';

/** Text formats worth compressing; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a `.br` and a `.gz` copy beside every compressible file under `dir`, with the strongest
 * settings (too slow to do per request), so @fastify/static's `preCompressed` can serve them by
 * Accept-Encoding (issue 15: 483 KiB on the wire for the home page, 123 KiB of it brotli).
 */
export async function precompressDir(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes(`${path.sep}.vite`));
  await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const content = await readFile(file);
      if (content.length < COMPRESS_MIN_BYTES) return;
      const brotli = brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      });
      const gzip = gzipSync(content, { level: 9 });
      // A copy no smaller than the original would only cost the client a decode.
      if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
      if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
    }),
  );
}

/** Compresses the build's output after every other plugin has written its files (the service worker, the web manifest). */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'honest-rewards:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => precompressDir(outDir) },
  };
}
