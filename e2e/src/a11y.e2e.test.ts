/**
 * axe on every screen, light and dark: no serious or critical violation (issue 10). Each screen is
 * reached the way a member reaches it, with real data behind it (a finished and an open workout).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems } from './axe.ts';
import { mobileContext } from './harness.ts';
import { post, registerMember } from './seed.ts';
import { useAppAndBrowser } from './use-app.ts';

const s = useAppAndBrowser();

async function seedMember(page: Page) {
  await registerMember(page, 'axe', 'America/New_York');
  // Both open: completing one in the browser earns the first-workout achievement (its dialog).
  const done = await post(page, '/api/workouts', { name: 'Monday Pull' });
  await post(page, '/api/exercises', {
    workoutId: done.id,
    name: 'barbell row',
    sets: [{ reps: 8, weight: 135, rpe: 8 }],
  });
  const open = await post(page, '/api/workouts', { name: 'Thursday Push' });
  await post(page, '/api/exercises', {
    workoutId: open.id,
    name: 'barbell bench press',
    sets: [
      { reps: 8, weight: 185, rpe: 8 },
      { reps: 7, weight: 185, rpe: 9 },
    ],
  });
  return { done: done.id, open: open.id };
}

const heading = (page: Page, name: string | RegExp) => () =>
  page.getByRole('heading', { name }).first().isVisible();

describe.each(['light', 'dark'] as const)('axe, %s', (scheme) => {
  it('finds nothing serious on the signed-out screens', async () => {
    const context = await mobileContext(s.browser, s.app.baseURL, scheme);
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto('/');
    await expect.poll(heading(page, 'Ready to Start?')).toBe(true);
    problems.push(...(await axeProblems(page, `welcome, ${scheme}`)));
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `login, ${scheme}`)));
    await page.goto('/register');
    await expect.poll(() => page.getByRole('button', { name: 'Create Account' }).isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `register, ${scheme}`)));
    expect(problems.join('\n')).toBe('');
    await context.close();
  });

  it('finds nothing serious on the signed-in screens, dialogs and toasts', async () => {
    const context = await mobileContext(s.browser, s.app.baseURL, scheme);
    const page = await context.newPage();
    const problems: string[] = [];
    const ids = await seedMember(page);

    await page.goto('/');
    await expect.poll(heading(page, 'Welcome back!')).toBe(true);
    await expect.poll(() => page.getByText('Quick Start').first().isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `home, ${scheme}`)));

    await page.goto(`/workout-journal/${ids.open}`);
    await expect.poll(() => page.getByText('Barbell Bench Press', { exact: true }).isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `journal, ${scheme}`)));

    await page.getByRole('button', { name: 'Add exercise' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `add exercise dialog, ${scheme}`)));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Complete Workout' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `complete dialog, ${scheme}`)));
    await page.getByRole('dialog').getByRole('button', { name: 'Complete Workout' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Continue' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The achievement dialog has no close button; its heading names it.
    await expect
      .poll(() => page.getByRole('dialog', { name: 'First Workout Complete!' }).isVisible())
      .toBe(true);
    problems.push(...(await axeProblems(page, `achievement dialog, ${scheme}`)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/workouts');
    await expect.poll(() => page.getByText('Thursday Push').first().isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `history, ${scheme}`)));

    await page.goto(`/workouts/${ids.open}`);
    await expect.poll(() => page.getByText('Workout Summary').first().isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `finished workout, ${scheme}`)));

    // A toast: the connection-lost notice.
    await context.setOffline(true);
    await expect.poll(() => page.getByText('Connection Lost').isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `offline toast, ${scheme}`)));
    await context.setOffline(false);

    await page.goto('/workout-journal');
    await expect.poll(() => page.getByRole('button', { name: 'Start Workout' }).isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `create workout, ${scheme}`)));

    await page.goto('/workout-quick');
    await page.waitForLoadState('networkidle');
    problems.push(...(await axeProblems(page, `quick workout, ${scheme}`)));

    await page.goto('/profile');
    await expect.poll(() => page.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, `profile, ${scheme}`)));

    for (const path of ['/programs', '/progress']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      problems.push(...(await axeProblems(page, `${path.slice(1)}, ${scheme}`)));
    }
    expect(problems.join('\n')).toBe('');
    await context.close();
  });
});
