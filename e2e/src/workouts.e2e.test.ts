/**
 * Issue "Workouts": create → add two exercises by hand → edit a set → delete one → complete →
 * achievement dialog → history search finds it → home shows it. Then the coach: a journal entry.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { mobileContext } from './harness.ts';
import { addExerciseSets } from './journal-steps.ts';
import { useAppAndBrowser } from './use-app.ts';

const s = useAppAndBrowser();

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

async function signUp(page: Page) {
  const res = await page.request.post('/api/auth/register', {
    data: {
      email: `lifter-${Date.now()}@example.com`,
      password: 'secret12',
      firstName: 'Lee',
      timeZone: 'America/New_York',
    },
  });
  expect(res.status()).toBe(201);
}

async function addExercise(page: Page, search: string, pick: string, sets: Array<[string, string, string]>) {
  await addExerciseSets(page, search, pick, sets);
  await expect.poll(() => page.getByText(pick, { exact: true }).first().isVisible()).toBe(true);
}

it('logs a workout by hand, fixes it, completes it and finds it again', async () => {
  const context = await mobileContext(s.browser, s.app.baseURL);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await signUp(page);

  // Create, with a name of our own.
  await page.goto('/workout-journal');
  await page.getByLabel('Custom name').check();
  await page.getByLabel('Workout Name').fill('Tuesday Press Session');
  await page.getByRole('button', { name: 'Start Workout' }).click();
  await page.waitForURL(/\/workout-journal\/\d+$/);
  const workoutId = Number(new URL(page.url()).pathname.split('/').pop());

  // Two exercises by hand.
  await addExercise(page, 'bench', 'Barbell Bench Press', [
    ['8', '185', '8'],
    ['8', '185', '8'],
    ['6', '185', '9'],
  ]);
  await addExercise(page, 'ohp', 'Overhead Press', [['10', '95', '7']]);

  // Edit a set: the last bench set was 7 reps, not 6.
  await page.getByRole('button', { name: 'Edit sets of Barbell Bench Press' }).click();
  await page.getByLabel('Set 3 reps').fill('7');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => {
      const sets = (await (await page.request.get(`/api/exercises?workoutId=${workoutId}`)).json()) as Array<{
        name: string;
        reps: number;
      }>;
      return sets.filter((s) => s.name === 'barbell bench press').map((s) => s.reps);
    })
    .toEqual([8, 8, 7]);

  // Delete one exercise, with the spec's confirmation.
  await page.getByRole('button', { name: 'Delete Overhead Press' }).click();
  await expect
    .poll(visible(page, 'Are you sure you want to delete this exercise? This action cannot be undone.'))
    .toBe(true);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(visible(page, 'Exercise deleted successfully')).toBe(true);
  await expect.poll(() => page.getByRole('button', { name: 'Delete Overhead Press' }).count()).toBe(0);

  // Complete: the spec's dialog, then the first achievement.
  await page.getByRole('button', { name: 'Complete Workout' }).click();
  await expect
    .poll(
      visible(
        page,
        'Are you ready to finish this workout? AI will analyze your session and provide insights.',
      ),
    )
    .toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Complete Workout' }).click();
  await expect.poll(visible(page, 'First Workout Complete!'), { timeout: 15_000 }).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // Home shows it among recent workouts.
  await expect.poll(visible(page, 'Tuesday Press Session'), { timeout: 10_000 }).toBe(true);

  // History search finds it by an exercise name, and a miss shows the filtered empty state.
  await page.getByRole('link', { name: 'History' }).click();
  await page.waitForURL('**/workouts');
  await page.getByLabel('Search workouts').fill('bench press');
  await expect.poll(visible(page, 'Tuesday Press Session')).toBe(true);
  await page.getByLabel('Search workouts').fill('deadlift');
  await expect.poll(visible(page, 'No workouts found')).toBe(true);

  // The completed journal is a read-only summary.
  await page.goto(`/workouts/${workoutId}`);
  await expect.poll(visible(page, 'Workout Summary')).toBe(true);
  expect(await page.getByRole('button', { name: 'Add exercise' }).count()).toBe(0);

  expect(problems).toEqual([]);
  await context.close();
});

it('turns a journal entry into logged sets, with an undo', async () => {
  const context = await mobileContext(s.browser, s.app.baseURL, 'dark');
  const page = await context.newPage();
  await signUp(page);
  await page.goto('/workout-journal');
  await page.getByRole('button', { name: 'Start Workout' }).click();
  await page.waitForURL(/\/workout-journal\/\d+$/);

  await page.getByLabel('Journal entry').fill('bench 3x8 @185 rpe 8, then dips 3x12');
  await page.getByRole('button', { name: 'Send to AI' }).click();
  await expect.poll(visible(page, /Logged 3 sets of Barbell Bench Press and 3 sets of Dips?/)).toBe(true);
  await expect.poll(() => page.getByText('Barbell Bench Press', { exact: true }).isVisible()).toBe(true);
  await expect.poll(() => page.getByLabel('Journal entry').inputValue()).toBe('');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => page.getByText('Barbell Bench Press', { exact: true }).count()).toBe(0);
  await context.close();
});
