/**
 * Issue "Progress": two logged workouts → the stats row → the body map colours what was trained → the
 * detail dialog's numbers match the API → a bench e1RM goal → a heavier bench → the goal's percent
 * moves → the exercise page charts both sessions on a time axis (and its charts load only there).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { mobileContext } from './harness.ts';
import { addExerciseSets } from './journal-steps.ts';
import { useAppAndBrowser } from './use-app.ts';

const s = useAppAndBrowser();
const ZONE = 'America/New_York';
const dayIn = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));

async function api<T>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, {
    method,
    data,
    headers: { 'content-type': 'application/json', origin: s.app.baseURL },
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

type Sets = Array<{ reps: number; weight: number; rpe: number }>;
const sets = (n: number, reps: number, weight: number, rpe: number): Sets =>
  Array.from({ length: n }, () => ({ reps, weight, rpe }));

async function logWorkout(page: Page, date: string, exercises: Array<[string, Sets]>) {
  const w = await api<{ id: number }>(page, 'POST', '/api/workouts', { name: `Session ${date}`, date });
  for (const [name, s] of exercises)
    await api(page, 'POST', '/api/exercises', { workoutId: w.id, name, sets: s });
  await api(page, 'POST', `/api/workouts/${w.id}/complete`, {});
}

const statusOf = (page: Page, part: string) =>
  page
    .locator(
      `svg[aria-label="Front of the body"] [data-part="${part}"], svg[aria-label="Back of the body"] [data-part="${part}"]`,
    )
    .first()
    .getAttribute('data-status');

it('tracks two workouts, a goal that moves with a heavier bench, and the bench’s own page', async () => {
  const context = await mobileContext(s.browser, s.app.baseURL);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  // The charting library is bundled into the exercise page's lazy chunk: nothing fetches it before that page.
  const chartRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/exercise\.lazy-/.test(r.url())) chartRequests.push(r.url());
  });

  await api(page, 'POST', '/api/auth/register', {
    email: `progress-${Date.now()}@example.com`,
    password: 'secret12',
    firstName: 'Pat',
    timeZone: ZONE,
  });
  // Yesterday: bench and squats. Today: rows and presses (today always counts as this week).
  await logWorkout(page, dayIn(-1), [
    ['bench press', sets(3, 5, 185, 8)],
    ['back squat', sets(3, 5, 225, 8)],
  ]);
  await logWorkout(page, dayIn(0), [
    ['barbell row', sets(3, 8, 135, 8)],
    ['overhead press', sets(3, 8, 95, 8)],
  ]);

  // The stats row: 2 workouts, a 2-day streak, and the volume in thousands.
  await page.goto('/progress');
  await expect.poll(() => page.getByTestId('stat-Total Workouts').textContent()).toBe('2');
  expect(await page.getByTestId('stat-Day Streak').textContent()).toBe('2');
  const volume = 3 * 5 * 185 + 3 * 5 * 225 + 3 * 8 * 135 + 3 * 8 * 95; // 11,670 lb
  expect(await page.getByTestId('stat-Volume').textContent()).toBe(
    `${(Math.round(volume / 100) / 10).toFixed(1)}K lbs`,
  );

  // The body map colours today's groups, leaves the core untouched, and says the numbers.
  await expect.poll(() => statusOf(page, 'upper-back')).not.toBe('none');
  expect(await statusOf(page, 'front-deltoids')).not.toBe('none');
  expect(await statusOf(page, 'abs')).toBe('none');
  const map = await api<{ groups: Array<{ group: string; sets: number }> }>(
    page,
    'GET',
    '/api/progress/body-map',
  );
  const backSets = map.groups.find((g) => g.group === 'back')!.sets;
  expect(backSets).toBeGreaterThan(0);
  // The card's name is its visible text: the group, then this week's sets.
  await expect
    .poll(() => page.getByRole('button', { name: new RegExp(`^Back\\s*${backSets} sets`) }).count())
    .toBe(1);

  // The detail dialog shows what the API says for the group.
  await page.getByRole('button', { name: 'Back details' }).click();
  const detail = await api<{ frequency: number; volume: number; lastWorkedLabel: string }>(
    page,
    'GET',
    '/api/muscle-groups/2/progress',
  );
  expect(detail.lastWorkedLabel).toBe('Today');
  await expect.poll(() => page.getByTestId('detail-last-worked').textContent()).toBe('Today');
  expect(await page.getByTestId('detail-frequency').textContent()).toBe(`${detail.frequency}x/week`);
  expect(await page.getByTestId('detail-volume').textContent()).toBe(
    `${Math.round(detail.volume).toLocaleString('en-US')} lbs`,
  );
  await page.keyboard.press('Escape');

  // A goal: bench e1RM 300 lbs, created through the form.
  await page.getByRole('tab', { name: 'Goals' }).click();
  await expect.poll(() => page.getByText('No goals set').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Create your first goal' }).click();
  await page.getByLabel('Exercise', { exact: true }).fill('bench');
  await page
    .getByRole('option', { name: /^Barbell Bench Press/ })
    .first()
    .click();
  await page.getByLabel('Target (lbs)').fill('300');
  await page.getByRole('button', { name: 'Create goal' }).click();
  const card = page.getByRole('article', { name: /Barbell Bench Press e1RM 300 lbs/ });
  await expect.poll(() => card.isVisible()).toBe(true);
  const goals = await api<Array<{ percent: number; currentValue: number; kind: string }>>(
    page,
    'GET',
    '/api/goals',
  );
  expect(goals[0]).toMatchObject({ kind: 'lift_e1rm' });
  const before = goals[0]!.percent;
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(100);
  expect(await card.getByText(`${before}%`, { exact: true }).isVisible()).toBe(true);

  // A heavier bench today, logged in the journal and completed.
  await page.goto('/workout-journal');
  await page.getByRole('button', { name: 'Start Workout' }).click();
  await page.waitForURL(/\/workout-journal\/\d+$/);
  await addExerciseSets(page, 'bench', 'Barbell Bench Press', [['3', '225', '9']]);
  await expect
    .poll(() => page.getByRole('link', { name: 'Barbell Bench Press progress' }).isVisible())
    .toBe(true);
  await page.getByRole('button', { name: 'Complete Workout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete Workout' }).click();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect
    .poll(async () => (await continueButton.isVisible()) || new URL(page.url()).pathname === '/', {
      timeout: 15_000,
    })
    .toBe(true);
  if (await continueButton.isVisible()) await continueButton.click();

  // The goal moved, on its card and on home's Active Goals.
  const after = (await api<Array<{ percent: number }>>(page, 'GET', '/api/goals'))[0]!.percent;
  expect(after).toBeGreaterThan(before);
  await page.goto('/progress?tab=goals');
  await expect.poll(() => card.getByText(`${after}%`, { exact: true }).isVisible()).toBe(true);
  expect(chartRequests).toEqual([]);

  // The bench's page, from the goal: both sessions on the e1RM chart, a day apart on a time axis.
  await card.getByRole('link', { name: 'Lift history' }).click();
  await page.waitForURL(/\/exercises\//);
  await page.getByRole('heading', { name: /Estimated 1RM/ }).waitFor();
  const dots = page.locator('[data-testid="e1rm-chart"] .recharts-line-dot');
  await expect.poll(() => dots.count(), { timeout: 15_000 }).toBe(4); // two series × two sessions
  const xs = await dots.evaluateAll((els) => [...new Set(els.map((e) => Number(e.getAttribute('cx'))))]);
  expect(xs).toHaveLength(2);
  expect(await page.getByRole('link', { name: /, 20\d\d$/ }).count()).toBe(2);
  expect(chartRequests.length).toBeGreaterThan(0);

  expect(problems).toEqual([]);
  await context.close();
});
