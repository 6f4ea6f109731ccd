// What every screenshot script shares: the base URL (first argument), the output folder, a Chromium,
// phone-sized pages per colour scheme that collect console errors, and REST calls for seeding.
import { mkdirSync } from 'node:fs';
import { launchBrowser } from '../src/harness.ts';

export async function screenshotSession(defaultBase = 'http://localhost:3001') {
  const base = process.argv[2] ?? defaultBase;
  const out = new URL('../../screenshots/', import.meta.url).pathname;
  mkdirSync(out, { recursive: true });
  const browser = await launchBrowser();
  const errors = [];

  /**
   * A 390×844 page (2x) in `scheme`. 401s are the signed-out check doing its job and failed loads
   * while offline are the offline screens' point; any other console error is a bug.
   */
  async function phone(scheme) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      colorScheme: scheme,
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      const expected = m.text().includes('401') || m.text().includes('ERR_INTERNET_DISCONNECTED');
      if (m.type() === 'error' && !expected) errors.push(`${scheme}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${scheme}: ${e.message}`));
    return { context, page };
  }

  /** `call(method, path, data)` through a context's request (its cookie jar): JSON back, null for 204. */
  const api = (request) => async (method, path, data) => {
    const res = await request.fetch(`${base}${path}`, {
      method,
      data,
      headers: { 'content-type': 'application/json', origin: base },
    });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.status() === 204 ? null : res.json();
  };

  async function finish() {
    await browser.close();
    if (errors.length) {
      console.error(errors.join('\n'));
      process.exitCode = 1;
    }
    console.log(`screenshots in ${out}`);
  }

  return { base, out, browser, errors, phone, api, finish };
}
