/**
 * Writes `file.br` and `file.gz` beside every text asset once the build (and the service worker) is on
 * disk, so the server sends compressed bytes without compressing per request (@fastify/static
 * `preCompressed`). Brotli at its highest quality: it runs once per build, not per request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export async function precompressDir(dir: string) {
  const jobs: Promise<void>[] = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const body = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
      })(),
    );
  }
  await Promise.all(jobs);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'coach:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressDir(outDir),
    },
  };
}
