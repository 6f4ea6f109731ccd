/** The built web app as the browser receives it: precompressed bytes, and cache rules per kind of file. */

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from './test-helpers.ts';

const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const inline = "document.documentElement.setAttribute('data-x', 'y')";
const script = `export const answer = ${'"x".repeat(40);'.repeat(50)}`;
mkdirSync(join(dist, 'assets'));
for (const [name, body] of [
  ['index.html', `<!doctype html><script>${inline}</script><div id="root"></div>`],
  ['sw.js', 'self.addEventListener("fetch", () => {});'],
  ['assets/index-abc123.js', script],
] as const) {
  writeFileSync(join(dist, name), body);
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
  writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the web build', () => {
  const server = useTestServer({ webDist: dist });
  const get = (url: string, encoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli file to browsers that take it, gzip to the others, plain bytes otherwise', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and makes the page and the service worker revalidate', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get('/sw.js', 'br')).headers['cache-control']).toBe('no-cache');
    const page = await get('/workouts', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('allows the page’s inline script by its hash, and no other inline script', async () => {
    const csp = String((await get('/', 'br')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('answers HEAD for a screen as it answers GET, without the body', async () => {
    const head = await server.app.inject({ method: 'HEAD', url: '/workouts' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });
});
