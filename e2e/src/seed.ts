/** Data set up through the REST API in the page's own cookie jar, as a member's browser would. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** POSTs JSON and answers the parsed reply; any non-2xx fails the test with the server's message. */
export async function post<T = { id: number }>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A new member, signed in on this page's context. */
export function registerMember(page: Page, prefix: string, timeZone = 'UTC') {
  return post(page, '/api/auth/register', {
    email: `${prefix}-${Date.now()}-${Math.random()}@example.com`,
    password: 'secret12',
    firstName: 'Ada',
    timeZone,
  });
}
