/**
 * Issue "Foundation": welcome → register (a validation error first) → home → profile (dark theme,
 * RIR) → sign out → returning welcome → wrong password → sign in. Real server, real Chromium.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { mobileContext } from './harness.ts';
import { useAppAndBrowser } from './use-app.ts';

const s = useAppAndBrowser();

it('takes a newcomer from welcome to a signed-in profile and back', async () => {
  const context = await mobileContext(s.browser, s.app.baseURL);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const email = `e2e-${Date.now()}@example.com`;

  // First visit: the first-time call to action.
  await page.goto('/');
  await expect.poll(() => page.getByRole('heading', { name: 'Ready to Start?' }).isVisible()).toBe(true);
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await page.waitForURL('**/register');

  // A validation error first, in the spec's words and order.
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret13');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);

  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect.poll(() => page.getByText('Creating Your Account').isVisible()).toBe(true);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Welcome back!' }).isVisible(), { timeout: 10_000 })
    .toBe(true);
  expect(new URL(page.url()).pathname).toBe('/');

  // Profile: dark theme and RIR, both kept after a reload.
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL('**/profile');
  await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
  await page.getByText('Dark', { exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')))
    .toBe('dark');
  await page.getByLabel('RIR').check({ force: true });
  await expect
    .poll(async () =>
      (await page.request.get('/api/auth/user'))
        .json()
        .then((u: { effortTrackingPreference: string }) => u.effortTrackingPreference),
    )
    .toBe('rir');
  await page.reload();
  await expect.poll(() => page.getByLabel('RIR').isChecked()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(
    'dark',
  );

  // Sign out: back to a welcome that now knows this visitor.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Welcome Back!' }).isVisible(), { timeout: 10_000 })
    .toBe(true);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // A wrong password is refused with the server's words; the right one signs in.
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
  await passwordField(page).fill('secret12');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Welcome back!' }).isVisible(), { timeout: 10_000 })
    .toBe(true);

  expect(problems).toEqual([]);
  await context.close();
});

/** The password input itself (its show/hide toggle shares the label's words). */
function passwordField(page: Page) {
  return page.locator('input').and(page.getByLabel(/^Password/));
}
