/**
 * Issue "Programs": generate (4 days, dumbbells and bench) → the confirm screen explains the volume →
 * modify ("only 3 days please, and no dumbbell flyes") → confirm → activate → Home 'Continue Program' →
 * start → As Prescribed, With Changes, Swap, Skip → complete → today is the next day, and the next time
 * the first exercise comes up its target load has moved by its rule.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { mobileContext } from './harness.ts';
import { useAppAndBrowser } from './use-app.ts';

const s = useAppAndBrowser();

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

interface Planned {
  position: number;
  name: string;
  sets: number;
  reps: string;
  weight: number | null;
  rpe: number | null;
  status: string;
  swappedFrom: string | null;
  progression: { kind: string; step?: number; repsMin?: number; repsMax?: number; targetRpe?: number } | null;
}
interface Today {
  program: { id: number; name: string };
  todayWorkout: { name: string; dayNumber: number; week: number; exercises: Planned[] } | null;
  progress: { completedDays: number; totalDays: number };
  inProgressWorkoutId: number | null;
}

async function json<T>(page: Page, path: string, init?: { method: string; data?: unknown }): Promise<T> {
  const res = await page.request.fetch(path, {
    method: init?.method ?? 'GET',
    data: init?.data,
    headers: { 'content-type': 'application/json', origin: s.app.baseURL },
  });
  expect(res.ok(), `${init?.method ?? 'GET'} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

it('generates, revises, follows and progresses a program', async () => {
  const context = await mobileContext(s.browser, s.app.baseURL);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const res = await page.request.post('/api/auth/register', {
    data: {
      email: `program-${Date.now()}@example.com`,
      password: 'secret12',
      firstName: 'Pat',
      timeZone: 'America/New_York',
    },
  });
  expect(res.status()).toBe(201);
  await json(page, '/api/auth/user/preferences', { method: 'PATCH', data: { weight: 180 } });

  // Generate: 4 days, dumbbells and a bench.
  await page.goto('/programs/generate');
  await page.getByLabel(/fitness goals/).fill('Build muscle and get stronger');
  await page.getByRole('button', { name: /Optional Info/ }).click();
  await page.getByRole('radio', { name: /Intermediate/ }).click();
  await page.getByLabel('Days per week').fill('4');
  await page.getByRole('checkbox', { name: 'Dumbbells' }).click();
  await page.getByRole('checkbox', { name: 'Bench' }).click();
  await page.getByRole('button', { name: 'Generate My Program' }).click();
  await page.waitForURL(/\/programs\/confirm\?data=/);

  // The confirm screen explains the weekly volume against the intermediate band, and the deload.
  await expect.poll(visible(page, 'Why this program works')).toBe(true);
  const chest = page.getByRole('img', { name: /^Chest: [\d.]+ sets a week, target 10-20$/ });
  expect(await chest.count()).toBe(1);
  expect(await page.getByRole('img', { name: /sets a week, target/ }).count()).toBeGreaterThanOrEqual(5);
  expect(await page.getByText('Day 4', { exact: true }).count()).toBe(1);
  expect(await page.getByText(/Add \d+(\.\d+)? lb/).count()).toBeGreaterThan(0);

  // Modify by feedback: the draft is replaced, the feedback cleared, and the toast says what changed.
  const feedback = page.getByLabel(/Want something different/);
  await feedback.fill('only 3 days please, and no dumbbell flyes');
  await page.getByRole('button', { name: 'Modify Program' }).click();
  await expect.poll(visible(page, 'Program Modified')).toBe(true);
  await expect.poll(() => page.getByText('Day 4', { exact: true }).count()).toBe(0);
  expect(await page.getByText('Day 3', { exact: true }).count()).toBe(1);
  const schedule = page.locator('section', { has: page.getByRole('heading', { name: 'Weekly Schedule' }) });
  expect(await schedule.getByText(/dumbbell fly/i).count()).toBe(0);
  expect(await page.getByText(/Removed .*Fly/i).count()).toBeGreaterThan(0);
  expect(await feedback.inputValue()).toBe('');

  // Confirm, then activate it from the list.
  await page.getByRole('button', { name: 'Confirm & Create Program' }).click();
  await page.waitForURL((url) => url.pathname === '/programs');
  await expect.poll(visible(page, 'Program Created!')).toBe(true);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect.poll(visible(page, 'Program Activated!')).toBe(true);
  await expect
    .poll(() => page.getByText('Active Program', { exact: true }).isVisible(), { timeout: 10_000 })
    .toBe(true);

  // Home → Continue Program → today's session → Start Workout.
  await page.goto('/');
  await page.getByRole('link', { name: /Continue Program/ }).click();
  await page.waitForURL(/\/workouts\/program\/\d+$/);
  await expect.poll(visible(page, "Today's Exercises")).toBe(true);
  await page.getByRole('button', { name: 'Start Workout' }).click();
  await page.waitForURL(/\/workout-journal\/\d+$/);
  const workoutId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect.poll(visible(page, 'Programmed Exercises')).toBe(true);

  // Starting the same day again opens the same workout.
  await page.goto('/workout-program');
  await page.getByRole('link', { name: /^Continue / }).click();
  await page.waitForURL(/\/workout-journal\/\d+$/);
  expect(Number(new URL(page.url()).pathname.split('/').pop())).toBe(workoutId);

  const planned = async () =>
    (await json<{ planned: Planned[] }>(page, `/api/workouts/${workoutId}`)).planned;
  const day1 = await planned();
  expect(day1.length).toBeGreaterThanOrEqual(4);
  const [first, second, third, fourth] = day1 as [Planned, Planned, Planned, Planned];
  const card = (x: Planned) =>
    page.locator('.mantine-Card-root').filter({ has: page.getByText(titleCase(x.name), { exact: true }) });

  // With Changes on the first: every set at the top of its range at the prescribed effort, so the rule
  // (double progression) earns more load next time.
  expect(first.progression?.kind).toBe('double');
  const top = String(first.progression?.repsMax);
  await card(first).getByRole('button', { name: 'With Changes' }).click();
  const dialog = page.getByRole('dialog');
  for (let i = 1; i <= first.sets; i++) {
    await dialog.getByLabel(`Set ${i} reps`).fill(top);
    await dialog.getByLabel(`Set ${i} RPE`).fill(String(first.rpe ?? first.progression?.targetRpe ?? 8));
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(visible(page, 'Exercise completed successfully')).toBe(true);

  // As Prescribed on the second, Swap the third (today only), Skip the fourth.
  await card(second).getByRole('button', { name: 'As Prescribed' }).click();
  await expect.poll(async () => (await planned())[1]?.status).toBe('done');
  await card(third).getByRole('button', { name: 'Swap Exercise' }).click();
  await page.getByRole('dialog', { name: 'Swap Exercise' }).getByRole('button', { name: 'Swap' }).click();
  await expect.poll(visible(page, 'Exercise swapped successfully')).toBe(true);
  await expect.poll(async () => (await planned())[2]?.name).not.toBe(third.name);
  await card(fourth).getByRole('button', { name: 'Skip Today' }).click();
  await expect.poll(() => card(fourth).getByRole('button', { name: 'Unskip' }).isVisible()).toBe(true);
  expect(await card(fourth).getByRole('button', { name: 'As Prescribed' }).isDisabled()).toBe(true);

  const after = await planned();
  expect(after.map((x) => x.status).slice(0, 4)).toEqual(['done', 'done', 'planned', 'skipped']);
  expect(after[2]?.swappedFrom).toBe(third.name);
  const done = await json<Array<{ name: string; reps: number; isCompleted: boolean }>>(
    page,
    `/api/exercises?workoutId=${workoutId}`,
  );
  expect(done.filter((x) => x.name === first.name).map((x) => x.reps)).toEqual(
    Array.from({ length: first.sets }, () => Number(top)),
  );

  // Complete.
  await page.getByRole('button', { name: 'Complete Workout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete Workout' }).click();
  const achievement = page.getByRole('button', { name: 'Continue' });
  await expect
    .poll(async () => (await achievement.isVisible()) || new URL(page.url()).pathname === '/', {
      timeout: 15_000,
    })
    .toBe(true);
  if (await achievement.isVisible()) await achievement.click();
  await page.waitForURL((url) => url.pathname === '/');

  // Today is the next day.
  let today = await json<Today>(page, '/api/programs/active/today');
  expect(today.todayWorkout?.dayNumber).toBe(2);
  expect(today.progress.completedDays).toBe(1);
  await page.goto('/workout-program');
  await expect.poll(visible(page, 'Day 2')).toBe(true);
  await expect.poll(visible(page, `1/${today.progress.totalDays} Days`)).toBe(true);

  // Log the days in between through the API until the first exercise comes up again.
  let next = today.todayWorkout?.exercises.find((x) => x.name === first.name);
  for (let guard = 0; !next && guard < 6; guard++) {
    const day = today.todayWorkout!;
    const w = await json<{ id: number }>(page, '/api/workouts', {
      method: 'POST',
      data: { name: day.name, programId: today.program.id },
    });
    await json(page, `/api/workouts/${w.id}/complete`, { method: 'POST', data: {} });
    today = await json<Today>(page, '/api/programs/active/today');
    next = today.todayWorkout?.exercises.find((x) => x.name === first.name);
  }
  expect(next, `${first.name} should come up again`).toBeDefined();
  // Its rule: all sets at the top of the range at the prescribed effort → one step more load, and the
  // reps start again from the bottom of the range.
  expect(next!.weight).toBeCloseTo((first.weight ?? 0) + (first.progression?.step ?? 0), 1);
  expect(next!.reps).toBe(`${first.progression?.repsMin}`);

  // The session preview shows it in the member's unit.
  await page.goto(`/workouts/program/${today.program.id}`);
  await expect.poll(visible(page, "Today's Exercises")).toBe(true);

  // A missing or unreadable draft sends the member back to the generator.
  await page.goto('/programs/confirm?data=not-a-program');
  await page.waitForURL((url) => url.pathname === '/programs/generate');

  expect(problems).toEqual([]);
  await context.close();
});

function titleCase(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-(/])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

it('opens the workout already in progress when /workout is reloaded or reopened', async () => {
  const context = await mobileContext(s.browser, s.app.baseURL, 'dark');
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/register', {
    data: {
      email: `reload-${Date.now()}@example.com`,
      password: 'secret12',
      firstName: 'Ro',
      timeZone: 'UTC',
    },
  });
  expect(res.status()).toBe(201);
  const open = async () => {
    await page.goto('/workout?name=Leg%20Day');
    await page.waitForURL(/\/workout-journal\/\d+$/);
    return Number(new URL(page.url()).pathname.split('/').pop());
  };
  const first = await open();
  expect(await open()).toBe(first);
  await page.reload();
  expect(await open()).toBe(first);
  const list = await json<{ counts: { total: number } }>(page, '/api/workouts');
  expect(list.counts.total).toBe(1);
  await context.close();
});
