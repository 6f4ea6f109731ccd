/**
 * Issue 10, offline: install the app shell (service worker) → go offline → reload (the app opens, with
 * the last-seen data) → log sets by hand and a journal entry → reload again (both still waiting, on
 * this device) → back online → each saved exactly once. Real server, real Chromium, real IndexedDB.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAxeClean } from './axe.ts';
import { mobileContext } from './harness.ts';
import { addExerciseSets } from './journal-steps.ts';
import { useAppAndBrowser } from './use-app.ts';

const s = useAppAndBrowser();

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

type StoredSet = { name: string; reps: number | null; weight: number | null };

it('keeps working offline and saves each write exactly once when the connection returns', async () => {
  const context = await mobileContext(s.browser, s.app.baseURL);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));

  const register = await page.request.post('/api/auth/register', {
    data: { email: `offline-${Date.now()}@example.com`, password: 'secret12', firstName: 'Olu' },
  });
  expect(register.status()).toBe(201);
  const created = await page.request.post('/api/workouts', { data: { name: 'Garage Session' } });
  const { id } = (await created.json()) as { id: number };
  const storedSets = async () =>
    ((await (await page.request.get(`/api/exercises?workoutId=${id}`)).json()) as StoredSet[]).map(
      (s) => `${s.name} ${s.reps}x${s.weight}`,
    );

  // Online: the service worker installs and takes control; home, history and the journal are seen once.
  await page.goto('/');
  await expect.poll(() => page.getByRole('heading', { name: 'Welcome back!' }).isVisible()).toBe(true);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect.poll(visible(page, 'Garage Session')).toBe(true);
  await page.getByText('Garage Session').first().click();
  await expect.poll(() => page.getByLabel('Journal entry').isVisible()).toBe(true);
  // The query cache reaches IndexedDB within a second of the last change.
  await page.waitForTimeout(1500);

  // Offline, and a reload: the shell comes from the service worker, the data from IndexedDB.
  await context.setOffline(true);
  await page.reload();
  await expect.poll(visible(page, "You're offline")).toBe(true);
  await expect.poll(visible(page, 'Garage Session')).toBe(true);
  await expectAxeClean(page, 'journal offline');

  // Sets by hand: they wait on this device, shown as pending.
  await addExerciseSets(page, 'bench', 'Barbell Bench Press', [['5', '200', '8']]);
  await expect.poll(visible(page, 'Saved on this device')).toBe(true);
  await expect.poll(() => page.getByText('Barbell Bench Press', { exact: true }).isVisible()).toBe(true);

  // A journal entry: the coach box says it is saved here, instead of spinning.
  await page.getByLabel('Journal entry').fill('squat 3x5 @225 rpe 8');
  await page.getByRole('button', { name: 'Send to AI' }).click();
  await expect
    .poll(visible(page, /“squat 3x5 @225 rpe 8” will be logged when you're back online/))
    .toBe(true);
  expect(await page.getByLabel('Journal entry').inputValue()).toBe('');

  // Another reload, still offline: both are still waiting.
  await page.reload();
  await expect.poll(visible(page, "You're offline")).toBe(true);
  await expect.poll(() => page.getByText('Barbell Bench Press', { exact: true }).isVisible()).toBe(true);
  await expect.poll(visible(page, /“squat 3x5 @225 rpe 8” will be logged/)).toBe(true);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect.poll(visible(page, 'Garage Session')).toBe(true);
  await expectAxeClean(page, 'history offline');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Welcome back!' }).isVisible()).toBe(true);
  await expect.poll(visible(page, "You're offline")).toBe(true);
  // Nothing reached the server while offline (this request comes from the test, not the page).
  expect(await storedSets()).toEqual([]);
  await context.setOffline(false);

  // Back online: the outbox replays, once.
  const expected = [
    'barbell bench press 5x200',
    'barbell back squat 5x225',
    'barbell back squat 5x225',
    'barbell back squat 5x225',
  ];
  await expect.poll(storedSets, { timeout: 20_000 }).toEqual(expected);
  await page.reload();
  await page.goto(`/workout-journal/${id}`);
  await expect.poll(() => page.getByLabel('Journal entry').isVisible()).toBe(true);
  await page.waitForTimeout(1500);
  expect(await storedSets()).toEqual(expected);
  expect(await page.getByText(/will be logged when you're back online/).count()).toBe(0);

  expect(problems).toEqual([]);
  await context.close();
});
