import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startApp } from './harness.ts';

/** The app and a browser for one test file, started before its tests and closed after. */
export function useAppAndBrowser() {
  const state = {} as { app: Awaited<ReturnType<typeof startApp>>; browser: Browser };
  beforeAll(async () => {
    state.app = await startApp();
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.app?.close();
  });
  return state;
}
