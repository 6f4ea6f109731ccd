/**
 * The real app for browser tests: the API and the built web app on one port, a fresh database, and
 * Chromium (the system's, or the npm package's: see chromium.ts) driven by playwright-core.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer } from '@coach/api';
import { createTestDb } from '@coach/db/testing';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { findChromium } from './chromium.ts';
import { e2eEnv } from './env.ts';

export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

export async function startApp() {
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @coach/web` first');
  }
  const handle = await createTestDb();
  const app = await createServer({ db: handle.db, webDist: WEB_DIST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  const binary = await findChromium();
  return chromium.launch({
    executablePath: binary.path,
    env: binary.env ? { ...e2eEnv.inherited, ...binary.env } : undefined,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A phone-sized page (390 × 844), optionally in dark mode. */
export function mobileContext(
  browser: Browser,
  baseURL: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme,
    timezoneId: 'America/New_York',
  });
}
