/**
 * The first screens paint with only their own Mantine styles (apps/web/src/app/first-styles.ts); the
 * rest loads later. Every styled Mantine class those screens render must therefore be in the
 * stylesheet index.html links, or the screen would paint unstyled until the rest arrives.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mobileContext } from './harness.ts';
import { post, registerMember } from './seed.ts';
import { useAppAndBrowser } from './use-app.ts';

const s = useAppAndBrowser();
const classesIn = (css: string) => new Set(css.match(/\.m_[0-9a-f]+/g)?.map((c) => c.slice(1)));
const allMantine = classesIn(
  readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css'), 'utf8'),
);

/** The page's styled Mantine classes that the first stylesheet does not style. */
async function unstyled(page: Page, firstCss: Set<string>) {
  const used: string[] = await page.evaluate(() =>
    [...document.querySelectorAll('[class]')].flatMap((el) =>
      [...el.classList].filter((c) => /^m_[0-9a-f]+$/.test(c)),
    ),
  );
  return [...new Set(used)].filter((c) => allMantine.has(c) && !firstCss.has(c));
}

describe('first screens', () => {
  it('find every style they use in the first stylesheet: welcome, home, history', async () => {
    const context = await mobileContext(s.browser, s.app.baseURL, 'light');
    const page = await context.newPage();
    const html = await (await page.request.get('/')).text();
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(0);
    const firstCss = classesIn(
      (await Promise.all(links.map(async (l) => (await page.request.get(l)).text()))).join('\n'),
    );
    // The subset really is a subset: most of Mantine is left for later.
    expect(firstCss.size).toBeLessThan(allMantine.size / 2);

    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Ready to Start?' }).isVisible()).toBe(true);
    expect(await unstyled(page, firstCss), 'welcome').toEqual([]);

    await registerMember(page, 'styles');
    const done = await post(page, '/api/workouts', { name: 'Monday Pull' });
    await post(page, '/api/exercises', {
      workoutId: done.id,
      name: 'barbell row',
      sets: [{ reps: 8, weight: 135, rpe: 8 }],
    });
    await post(page, `/api/workouts/${done.id}/complete`, {});
    await post(page, '/api/workouts', { name: 'Thursday Push' });

    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back!' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Monday Pull').first().isVisible()).toBe(true);
    expect(await unstyled(page, firstCss), 'home').toEqual([]);

    await page.goto('/workouts');
    await expect.poll(() => page.getByText('Thursday Push').first().isVisible()).toBe(true);
    expect(await unstyled(page, firstCss), 'history').toEqual([]);
    await context.close();
  });
});
