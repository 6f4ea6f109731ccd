/** Steps on the journal screen that several suites take the way a member does. */
import type { Page } from 'playwright-core';

/** Opens "Add exercise", picks `pick` from the search for `search`, fills the sets and saves. */
export async function addExerciseSets(
  page: Page,
  search: string,
  pick: string,
  sets: Array<[reps: string, weightLbs: string, rpe: string]>,
) {
  await page.getByRole('button', { name: 'Add exercise' }).click();
  await page.getByLabel('Exercise', { exact: true }).fill(search);
  await page
    .getByRole('option', { name: new RegExp(`^${pick}`) })
    .first()
    .click();
  for (let i = 0; i < sets.length; i++) {
    if (i > 0) await page.getByRole('button', { name: 'Add set' }).click();
    const [reps, weight, rpe] = sets[i] ?? [];
    await page.getByLabel(`Set ${i + 1} reps`).fill(reps ?? '');
    await page.getByLabel(`Set ${i + 1} weight (lbs)`).fill(weight ?? '');
    await page.getByLabel(`Set ${i + 1} RPE`).fill(rpe ?? '');
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}
