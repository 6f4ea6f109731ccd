// Screenshots of every program screen at phone size, light (lb, RPE) and dark (kg, RIR), the member
// registered and the program drafted through the REST API:
// `npx tsx e2e/scripts/program-screenshots.mjs [BASE_URL]` (default http://127.0.0.1:3101).
import { screenshotSession } from './shots.mjs';

const { base, out, phone, api, finish } = await screenshotSession('http://127.0.0.1:3101');

for (const scheme of ['light', 'dark']) {
  const { context, page } = await phone(scheme);
  // Full pages in phone-screen-sized parts (-1, -2, ...), so a long screen can be read part by part.
  const shot = async (name, fullPage = true) => {
    if (!fullPage) return page.screenshot({ path: `${out}pg-${name}-${scheme}.png` });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // a last sliver under 120 px joins the part before it
    const parts = Math.max(1, Math.ceil((height - 120) / 844));
    for (let i = 0; i < parts; i++) {
      const y = i * 844;
      await page.screenshot({
        path: `${out}pg-${name}-${scheme}${parts > 1 ? `-${i + 1}` : ''}.png`,
        fullPage: true,
        clip: { x: 0, y, width: 390, height: i === parts - 1 ? height - y : 844 },
      });
    }
  };
  const settle = () => page.waitForTimeout(500);
  const call = api(context.request);

  await call('POST', '/api/auth/register', {
    email: `pg-${scheme}-${Date.now()}@example.com`,
    password: 'lift-heavy-123',
    firstName: scheme === 'light' ? 'Alex' : 'Sam',
    timeZone: 'UTC',
  });
  await call('PATCH', '/api/auth/user/preferences', {
    weight: 180,
    ...(scheme === 'dark' ? { weightUnit: 'kg', effortTrackingPreference: 'rir' } : {}),
  });
  try {
    await screens({ page, shot, settle, call });
  } catch (error) {
    await page.screenshot({ path: `${out}pg-failure-${scheme}.png` });
    throw error;
  }
  await context.close();
}

async function screens({ page, shot, settle, call }) {
  await page.goto(`${base}/programs`);
  await page.getByText('No Programs Yet').waitFor();
  await settle();
  await shot('empty');

  await page.goto(`${base}/programs/generate`);
  await page
    .getByRole('textbox', { name: /fitness goals/ })
    .fill('Build muscle and get stronger, about an hour a session');
  await page.getByRole('button', { name: /Optional Info/ }).click();
  await page.getByRole('radio', { name: /Intermediate/ }).click();
  await page.getByRole('textbox', { name: 'Days per week' }).fill('4');
  await page.getByRole('checkbox', { name: 'Dumbbells' }).click();
  await page.getByRole('checkbox', { name: 'Bench' }).click();
  await settle();
  await shot('generate');

  // The restore offer: wait for one autosave (5 s), then come back.
  await page.waitForTimeout(5500);
  await page.goto(`${base}/programs/generate`);
  await page.getByText('Restore Previous Progress?').waitFor();
  await settle();
  await shot('generate-restore', false);
  await page.getByRole('button', { name: 'Restore Progress' }).click();
  await page.getByText('Data Restored').waitFor({ state: 'detached', timeout: 8000 });

  // The generating screen shows only while the request runs; hold the answer back to see it.
  await page.route('**/trpc/programs.generate**', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue().catch(() => {});
  });
  await page.getByRole('button', { name: 'Generate My Program' }).click();
  await page.getByText('Creating Your Program').waitFor();
  await page.waitForTimeout(1500);
  await shot('generating', false);

  await page.getByText('Weekly Schedule').waitFor({ timeout: 15_000 });
  await page.unroute('**/trpc/programs.generate**');
  await settle();
  await shot('confirm');

  await page
    .getByRole('textbox', { name: /Want something different/ })
    .fill('only 3 days please, and no dumbbell flyes');
  await page.getByRole('button', { name: 'Modify Program' }).click();
  await page.getByText('Program Modified').waitFor();
  await settle();
  await shot('confirm-modified', false);

  await page.getByRole('button', { name: 'Confirm & Create Program' }).click();
  await page.getByText('Your Programs').waitFor();
  // a second program so the list shows one active and one not
  const other = await call('POST', '/api/programs/generate', {
    goals: 'Lose fat and keep my strength',
    availableDays: 3,
    equipment: ['barbell', 'bench'],
  });
  await call('POST', '/api/programs/confirm', { program: other });
  await page.reload();
  await page.getByText('Your Programs').waitFor();
  await settle();
  await shot('list-inactive');

  await page.getByRole('button', { name: 'Activate' }).last().click();
  await page.getByText('Program Activated!').waitFor();
  await settle();
  await shot('activated', false);
  await page.getByText('Active Program', { exact: true }).waitFor({ timeout: 10_000 });
  await settle();
  await shot('list');

  const active = await call('GET', '/api/programs/active');
  await page.goto(`${base}/programs/modify?id=${active.id}`);
  await page.getByText('What would you like to change?').waitFor();
  await settle();
  await shot('modify');

  await page.goto(`${base}/`);
  await page.getByText('Continue Program').waitFor();
  await settle();
  await shot('home');

  await page.goto(`${base}/workout-program`);
  await page.getByText(/^Continue /).waitFor();
  await settle();
  await shot('workout-program');

  await page.goto(`${base}/workouts/program/${active.id}`);
  await page.getByText("Today's Exercises").waitFor();
  await settle();
  await shot('session');

  await page.getByRole('button', { name: 'Start Workout' }).click();
  await page.getByText('Programmed Exercises').waitFor({ timeout: 15_000 });
  await settle();
  await shot('journal');
  await page.getByRole('button', { name: 'With Changes' }).first().click();
  await page.getByRole('dialog').waitFor();
  await settle();
  await shot('journal-with-changes', false);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Swap Exercise' }).nth(1).click();
  await page.getByRole('dialog', { name: 'Swap Exercise' }).waitFor();
  await settle();
  await shot('journal-swap', false);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Skip Today' }).last().click();
  await page.getByRole('button', { name: 'Unskip' }).waitFor();
  await page.getByRole('button', { name: 'As Prescribed' }).first().click();
  await page.getByText('Exercise completed successfully').waitFor();
  await settle();
  await shot('journal-logged');

  await page.goto(`${base}/workout-program`);
  await page.getByText(/^Continue /).waitFor();
  await page.goto(`${base}/programs/confirm?data=not-json`);
  await page.getByText('Generate Custom Program').waitFor();
}

await finish();
