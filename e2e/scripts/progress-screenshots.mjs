// Screenshots of the Progress page (each tab, the muscle-group dialog, the goal form) and an exercise
// page at phone size, light (lb) and dark (kg), with history seeded through the REST API:
// `npx tsx e2e/scripts/progress-screenshots.mjs [BASE_URL]`.
import { screenshotSession } from './shots.mjs';

const { base, out, phone, api, finish } = await screenshotSession();
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function seed(request, scheme) {
  const call = api(request);
  await call('POST', '/api/auth/register', {
    email: `ps-${scheme}-${Date.now()}@example.com`,
    password: 'lift-heavy-123',
    firstName: scheme === 'light' ? 'Alex' : 'Sam',
    timeZone: 'UTC',
  });
  await call('PATCH', '/api/auth/user/preferences', {
    weight: 180,
    ...(scheme === 'dark' ? { weightUnit: 'kg' } : {}),
  });
  const sets = (n, reps, weight, rpe) => Array.from({ length: n }, () => ({ reps, weight, rpe }));
  const workout = async (name, date, exercises) => {
    const w = await call('POST', '/api/workouts', { name, date });
    for (const [ex, s] of exercises)
      await call('POST', '/api/exercises', { workoutId: w.id, name: ex, sets: s });
    await call('POST', `/api/workouts/${w.id}/complete`, {});
    return w;
  };
  // Five weeks of pushing, pulling and squatting; the bench climbs.
  for (const [i, offset] of [-30, -23, -16, -9, -2].entries()) {
    await workout(`Upper ${i + 1}`, day(offset), [
      ['bench press', sets(3, 8, 165 + i * 5, 8)],
      ['barbell row', sets(3, 10, 135, 7)],
      ['overhead press', sets(2, 8, 95, 8)],
    ]);
    await workout(`Lower ${i + 1}`, day(offset + 1), [
      ['back squat', sets(4, 5, 205 + i * 10, 8)],
      ['romanian deadlift', sets(3, 8, 185, 7)],
    ]);
  }
  await workout('Push today', day(0), [
    ['bench press', [{ reps: 5, weight: 200, rpe: 9 }, ...sets(3, 8, 175, 8)]],
    ['dips', sets(3, 12, 0, 8)],
    ['lateral raise', sets(4, 15, 20, 9)],
  ]);
  await call('POST', '/api/goals', {
    kind: 'lift_e1rm',
    exerciseName: 'bench press',
    title: 'Bench 250 e1RM',
    category: 'strength',
    targetValue: 250,
    targetDate: day(120),
    description: 'Meet day in the spring',
  });
  await call('POST', '/api/goals', {
    kind: 'workouts_per_week',
    title: 'Train 4x a week',
    category: 'consistency',
    targetValue: 4,
  });
  await call('POST', '/api/goals', {
    kind: 'weekly_sets',
    muscleGroup: 'back',
    title: 'Back: 12 sets a week',
    category: 'volume',
    targetValue: 12,
  });
  await call('POST', '/api/goals', {
    title: 'Run a 5K',
    category: 'other',
    targetValue: 5,
    currentValue: 3,
    unit: 'km',
  });
}

for (const scheme of ['light', 'dark']) {
  const { context, page } = await phone(scheme);
  const shot = (name, fullPage = true) => page.screenshot({ path: `${out}${name}-${scheme}.png`, fullPage });
  const settle = () => page.waitForTimeout(500);

  try {
    await emptyScreens(context.request, page, shot, settle, scheme);
    await seed(context.request, scheme);
    await screens(page, shot, settle);
  } catch (error) {
    await page.screenshot({ path: `${out}ps-failure-${scheme}.png` });
    throw error;
  }
  await context.close();
}

/** A new member: every tab's empty state. */
async function emptyScreens(request, page, shot, settle, scheme) {
  await api(request)('POST', '/api/auth/register', {
    email: `pe-${scheme}-${Date.now()}@example.com`,
    password: 'lift-heavy-123',
    firstName: 'Nia',
    timeZone: 'UTC',
  });
  await page.goto(`${base}/progress?tab=goals`);
  await page.getByText('No goals set').waitFor();
  await settle();
  await shot('ps-empty-goals', false);
  await page.getByRole('tab', { name: 'Insights' }).click();
  await page.getByText('No insights available').waitFor();
  await settle();
  await shot('ps-empty-insights', false);
  await page.request.post(`${base}/api/logout`, { headers: { origin: base } });
}

async function screens(page, shot, settle) {
  await page.goto(`${base}/progress`);
  await page.getByText('Total Workouts').waitFor();
  // Group cards are toggle buttons named by their visible text ("Chest 4 / 6-12 this week. …").
  await page.getByRole('button', { name: /^Chest \d/ }).waitFor();
  await page.getByRole('button', { name: /^Chest \d/ }).click();
  await page.getByRole('button', { name: /^Arms \d/ }).click();
  await settle();
  await shot('ps-body-map');
  await shot('ps-body-map-top', false);

  await page.getByRole('button', { name: 'Chest details' }).click();
  await page.getByText('Last worked').waitFor();
  await settle();
  await shot('ps-muscle-detail', false);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Goals' }).click();
  await page.getByText('Bench 250 e1RM').waitFor();
  await settle();
  await shot('ps-goals');

  await page.getByRole('button', { name: 'New goal' }).click();
  await page.getByLabel('Exercise', { exact: true }).fill('squat');
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Target \(/).fill('315');
  await settle();
  await shot('ps-goal-form', false);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Insights' }).click();
  await page.getByRole('article').first().waitFor();
  await settle();
  await shot('ps-insights');

  await page.goto(`${base}/exercises/bench%20press`);
  await page.getByRole('heading', { name: 'Estimated 1RM' }).waitFor();
  await page.locator('.recharts-line').first().waitFor();
  await settle();
  await shot('ps-exercise');
  // Phone-height views too: the full page is too tall to read at a glance.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('ps-exercise-top', false);
  await page.getByRole('heading', { name: 'Personal records' }).scrollIntoViewIfNeeded();
  await settle();
  await shot('ps-exercise-records', false);

  await page.goto(`${base}/`);
  await page.getByText('Active Goals').waitFor();
  await settle();
  await shot('ps-home');
}

await finish();
