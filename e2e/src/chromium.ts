/**
 * Which Chromium the browser tests drive: `CHROMIUM_PATH` when set, else the system's (Debian's
 * `chromium`), else the one inside the pinned `@sparticuz/chromium` npm package, so `npm test` on a
 * fresh machine needs no apt-get. That package ships Chromium brotli-compressed with the NSS and expat
 * libraries it loads; both are unpacked into the temp folder once and reused.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { e2eEnv } from './env.ts';

const SYSTEM_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export interface ChromiumBinary {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
  /** extra environment for the browser process (the packaged libraries) */
  env?: Record<string, string>;
}

/** Unpacks the package's libraries (a tar, brotli-compressed) for the dynamic loader. */
function packagedLibraries(binDir: string): string {
  const target = join(tmpdir(), 'coach-chromium-libs');
  const lib = join(target, 'lib');
  if (!existsSync(join(lib, 'libnss3.so'))) {
    mkdirSync(target, { recursive: true });
    const tar = brotliDecompressSync(readFileSync(join(binDir, 'al2023.tar.br')));
    const untar = spawnSync('tar', ['-x', '-C', target], { input: tar });
    if (untar.status !== 0) throw new Error(`unpacking Chromium's libraries failed: ${untar.stderr}`);
  }
  return lib;
}

async function packagedChromium(): Promise<ChromiumBinary | undefined> {
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = require.resolve('@sparticuz/chromium');
  } catch {
    return undefined;
  }
  const { default: chromium } = await import('@sparticuz/chromium');
  const binDir = join(dirname(entry), '..', '..', 'bin');
  const path = await chromium.executablePath(binDir);
  const lib = packagedLibraries(binDir);
  return { path, source: '@sparticuz/chromium', env: { LD_LIBRARY_PATH: lib } };
}

export async function findChromium(): Promise<ChromiumBinary> {
  if (e2eEnv.chromiumPath) {
    if (!existsSync(e2eEnv.chromiumPath))
      throw new Error(`CHROMIUM_PATH ${e2eEnv.chromiumPath} does not exist`);
    return { path: e2eEnv.chromiumPath, source: 'CHROMIUM_PATH' };
  }
  const system = SYSTEM_CANDIDATES.find((p) => existsSync(p));
  if (system && !e2eEnv.preferPackagedChromium) return { path: system, source: 'system' };
  const packaged = await packagedChromium();
  if (packaged) return packaged;
  throw new Error(
    'No Chromium: set CHROMIUM_PATH, `apt-get install chromium`, or `npm install` (@sparticuz/chromium)',
  );
}
