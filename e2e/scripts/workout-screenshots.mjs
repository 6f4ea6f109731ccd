// Screenshots of the workout screens at phone size, light (lb, RPE) and dark (kg, RIR), with data
// seeded through the REST API: `npx tsx e2e/scripts/workout-screenshots.mjs [BASE_URL]`.
import { screenshotSession } from './shots.mjs';

const { base, out, phone, api, finish } = await screenshotSession();
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function seed(request, scheme) {
  const call = api(request);
  await call('POST', '/api/auth/register', {
    email: `ws-${scheme}-${Date.now()}@example.com`,
    password: 'lift-heavy-123',
    firstName: scheme === 'light' ? 'Alex' : 'Sam',
    timeZone: 'UTC',
  });
  await call('PATCH', '/api/auth/user/preferences', {
    weight: 180,
    ...(scheme === 'dark' ? { weightUnit: 'kg', effortTrackingPreference: 'rir' } : {}),
  });
  const sets = (n, reps, weight, rpe) => Array.from({ length: n }, () => ({ reps, weight, rpe }));
  const workout = async (name, date, exercises, complete) => {
    const w = await call('POST', '/api/workouts', { name, ...(date ? { date } : {}) });
    for (const [ex, s, notes] of exercises)
      await call('POST', '/api/exercises', { workoutId: w.id, name: ex, sets: s, notes });
    if (complete) await call('POST', `/api/workouts/${w.id}/complete`, {});
    return w;
  };
  await workout(
    'Upper Body Power',
    day(-3),
    [
      ['bench press', sets(3, 8, 175, 7), null],
      ['barbell row', sets(3, 10, 135, 7), null],
    ],
    true,
  );
  await workout(
    'Leg Day',
    day(-1),
    [
      ['back squat', sets(4, 5, 225, 8), 'Belt on the top sets'],
      ['romanian deadlift', sets(3, 8, 185, 7), null],
    ],
    true,
  );
  await call('POST', '/api/goals', {
    title: 'Bench 225 lbs',
    category: 'strength',
    targetValue: 225,
    currentValue: 185,
    unit: 'lbs',
  });
  await call('POST', '/api/goals', {
    title: 'Train 12 times this month',
    category: 'consistency',
    targetValue: 12,
    currentValue: 5,
    unit: 'workouts',
  });
  const today = await workout(
    'Push Day - Chest & Shoulders',
    null,
    [
      [
        'bench press',
        [
          { reps: 8, weight: 185, rpe: 7 },
          { reps: 8, weight: 185, rpe: 8 },
          { reps: 7, weight: 185, rpe: 9 },
        ],
        'Paused first rep',
      ],
      ['dips', sets(3, 12, 0, 8), null],
    ],
    false,
  );
  return today;
}

for (const scheme of ['light', 'dark']) {
  const { context, page } = await phone(scheme);
  const shot = (name, fullPage = true) => page.screenshot({ path: `${out}${name}-${scheme}.png`, fullPage });
  const settle = () => page.waitForTimeout(400);

  const workout = await seed(context.request, scheme);
  try {
    await screens(page, shot, settle, scheme, context, workout);
  } catch (error) {
    await page.screenshot({ path: `${out}ws-failure-${scheme}.png` });
    throw error;
  }
  await context.close();
}

async function screens(page, shot, settle, scheme, context, workout) {
  await page.goto(`${base}/`);
  await page.getByText('Welcome back!').waitFor();
  await page.getByText('Resume Workout').waitFor();
  await settle();
  await shot('ws-home');

  await page.goto(`${base}/workout-journal`);
  await page.getByText('Workout Date').waitFor();
  await page.getByRole('checkbox', { name: /Custom name/ }).check();
  await settle();
  await shot('ws-create');

  await page.goto(`${base}/workout-quick`);
  await page.getByText('Start Quick Workout').waitFor();
  await settle();
  await shot('ws-quick');

  await page.goto(`${base}/workout-journal/${workout.id}`);
  await page.getByText('Completed Exercises').waitFor();
  await settle();
  await shot('ws-journal');

  await page
    .getByRole('button', { name: /^Edit sets of/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save' }).waitFor();
  await settle();
  await shot('ws-journal-edit');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: /^Edit (?!sets).*Bench/i }).click();
  await page.getByText('Quick Edit with Natural Language').waitFor();
  await settle();
  await shot('ws-edit-dialog', false);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add exercise' }).click();
  await page.getByPlaceholder(/Search/).fill('ohp');
  await settle();
  await shot('ws-add-search', false);
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Add set' }).waitFor();
  await page.getByRole('textbox', { name: 'Set 1 reps' }).fill('8');
  await page.getByRole('textbox', { name: /Set 1 weight/ }).fill(scheme === 'dark' ? '40' : '95');
  await page.getByRole('button', { name: 'Add set' }).click();
  await settle();
  await shot('ws-add-sets', false);
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByText(/Overhead Press/i)
    .first()
    .waitFor();

  // Offline: the set waits in the outbox, shows as pending, and syncs when the connection returns.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add exercise' }).click();
  await page.getByPlaceholder(/Search/).fill('lateral raise');
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Set 1 reps' }).fill('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Pending sync').first().waitFor();
  await settle();
  await shot('ws-journal-offline');
  await context.setOffline(false);
  await page.getByText('Pending sync').first().waitFor({ state: 'detached', timeout: 10_000 });

  await page.getByRole('textbox', { name: 'Journal entry' }).fill('incline db press 3x10 @60 rpe 8');
  await page.getByRole('button', { name: 'Send to AI' }).click();
  await page.getByText('Undo').waitFor({ timeout: 10_000 });
  await settle();
  await shot('ws-journal-logged', false);

  await page.getByRole('button', { name: 'Complete Workout' }).click();
  await page.getByText('exercises logged').waitFor();
  await settle();
  await shot('ws-complete-dialog', false);
  await page.getByRole('dialog').getByRole('button', { name: 'Complete Workout' }).click();
  const achievement = page.getByRole('button', { name: 'Continue' });
  const home = page.getByText('Welcome back!');
  await Promise.race([achievement.waitFor({ timeout: 15_000 }), home.waitFor({ timeout: 15_000 })]);
  if (await achievement.isVisible()) {
    await settle();
    await shot('ws-achievement', false);
    await achievement.click();
  }
  await home.waitFor();

  await page.goto(`${base}/workouts/${workout.id}`);
  await page.getByText('Workout Summary').waitFor();
  await settle();
  await shot('ws-journal-completed');

  await page.goto(`${base}/workouts`);
  await page.getByText('Workout History').waitFor();
  await page.getByText('Leg Day').waitFor();
  await settle();
  await shot('ws-history');
  await page.getByRole('textbox', { name: 'Search workouts' }).fill('zzz');
  await page.getByText('No workouts found').waitFor();
  await shot('ws-history-empty');

  if (scheme === 'light') {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base}/workouts/${workout.id}`);
    await page.getByText('Workout Summary').waitFor();
    await settle();
    await page.screenshot({ path: `${out}ws-journal-desktop-${scheme}.png` });
  }
}

await finish();
