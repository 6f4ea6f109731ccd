import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { fakeApi, member } from '../workouts/shared/fake-api.ts';
import { BodyMapTab } from './body-map/body-map-tab.tsx';
import { emptyDraft } from './goals/goal-kinds.ts';
import { type GoalEditor, GoalModal } from './goals/goal-modal.tsx';
import { InsightsTab } from './insights/insights-tab.tsx';
import { StatsRow } from './stats-row.tsx';
import { bodyMap, muscleProgress, summary } from './test/fixtures.ts';

let unit = 'lb';
let cards: unknown[] = [];
const { server, calls } = fakeApi({
  'auth.me': () => member({ weightUnit: unit }),
  'progress.summary': () => summary(),
  'progress.bodyMap': () => bodyMap({ chest: 8, arms: 3.5, legs: 14 }),
  'progress.muscleGroup': (input) => muscleProgress((input as { id: number }).id),
  'progress.insights': () => ({ cards }),
  'progress.targetedWorkout': () => ({ id: 77 }),
  'goals.list': () => [],
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  unit = 'lb';
  cards = [];
});
afterAll(() => server.close());

/**
 * The page's parts as ProgressPage composes them, minus Mantine's Tabs.Panel: under happy-dom, a body
 * map inside a Tabs.Panel never finishes rendering (it renders in Chromium; the e2e test covers the
 * whole page there).
 */
function Page({ start = 'body' }: { start?: 'body' | 'insights' }) {
  const [editor, setEditor] = useState<GoalEditor>(null);
  return (
    <Suspense fallback="loading">
      <StatsRow />
      {start === 'body' ? (
        <BodyMapTab
          onSetGoal={(group) =>
            setEditor({ mode: 'create', draft: { ...emptyDraft('weekly_sets'), muscleGroup: group } })
          }
        />
      ) : (
        <InsightsTab />
      )}
      <GoalModal editor={editor} onClose={() => setEditor(null)} />
    </Suspense>
  );
}

describe('progress page', () => {
  it('shows the stats row in the member’s unit', async () => {
    unit = 'kg';
    await renderAt(<Page />, '/progress');
    expect(await screen.findByText('Total Workouts')).toBeTruthy();
    expect(screen.getByTestId('stat-Total Workouts').textContent).toBe('12');
    expect(screen.getByTestId('stat-Time Trained').textContent).toBe('12.5h');
    // 50,000 lb = 22,680 kg
    expect(screen.getByTestId('stat-Volume').textContent).toBe('22.7K kg');
    expect(screen.getByTestId('stat-Day Streak').textContent).toBe('3');
  });

  it('colours each region by its sets against the band and says the numbers', async () => {
    await renderAt(<Page />, '/progress');
    const front = await screen.findByRole('group', { name: 'Front of the body' });
    const chest = within(front).getByRole('button', {
      name: /^Chest: 8 sets this week, target 6-12, on target/,
    });
    expect(chest.getAttribute('data-status')).toBe('within');
    expect(chest.getAttribute('tabindex')).toBe('0');
    const back = screen.getByRole('group', { name: 'Back of the body' });
    expect(
      within(back)
        .getAllByRole('button', { name: /^Triceps: 3.5 sets/ })[0]!
        .getAttribute('data-status'),
    ).toBe('under');
    expect(within(back).getByRole('button', { name: /^Hamstrings: 14 sets.*over target/ })).toBeTruthy();
    expect(within(back).getByRole('button', { name: /^Lower back: 0 sets.*not trained/ })).toBeTruthy();
  });

  it('shows each group card against its own band: arms and legs are two muscles', async () => {
    await renderAt(<Page />, '/progress');
    const card = async (name: string) =>
      (await screen.findByRole('button', { name: new RegExp(`^${name}\\s*\\d`) })).textContent;
    expect(await card('Chest')).toMatch(/8 sets \/ 6-12.*On target/);
    // 14 leg sets would be over a single muscle's 6-12; legs' band is 12-24.
    expect(await card('Legs')).toMatch(/14 sets \/ 12-24.*On target/);
    expect(await card('Arms')).toMatch(/3\.5 sets \/ 12-24.*Under target/);
  });

  it('opens a group’s detail from the keyboard, with the numbers the API gives', async () => {
    await renderAt(<Page />, '/progress');
    const chest = await screen.findByRole('button', { name: /^Chest: 8 sets/ });
    chest.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Yesterday')).toBeTruthy();
    expect(within(dialog).getByText('1.5x/week')).toBeTruthy();
    expect(within(dialog).getByText('12,000 lbs')).toBeTruthy();
    expect(calls.find((c) => c.path === 'progress.muscleGroup')?.input).toEqual({ id: 1 });
  });

  it('makes the selection buttons real: generate, targeted workout, clear', async () => {
    const { router } = await renderAt(<Page />, '/progress');
    const generate = await screen.findByRole('button', { name: 'Generate Program for Selected Muscles' });
    expect(generate.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /^Arms\s*\d/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Chest\s*\d/ }));
    expect(screen.getByRole('button', { name: /^Chest\s*\d/ }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Start Targeted Workout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workout-journal/77'));
    const started = calls.find((c) => c.path === 'progress.targetedWorkout')?.input as { groups: string[] };
    expect(started.groups).toEqual(['chest', 'arms']);

    await userEvent.click(screen.getByRole('button', { name: 'Generate Program for Selected Muscles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/programs/generate'));
    expect(router.state.location.search).toEqual({ goals: 'Build chest and arms' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(screen.getByRole('button', { name: /^Chest\s*\d/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the goal form prefilled with weekly sets for the selected group', async () => {
    await renderAt(<Page />, '/progress');
    await userEvent.click(await screen.findByRole('button', { name: /^Legs\s*\d/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Set Muscle Group Goal' }));
    const dialog = await screen.findByRole('dialog');
    // Mantine labels a Select's input and its list: read the input.
    const input = (label: string) =>
      within(dialog)
        .getAllByLabelText(label)
        .find((e): e is HTMLInputElement => e instanceof HTMLInputElement);
    expect(input('What to track')?.value).toBe('Weekly sets for a muscle group');
    expect(input('Muscle group')?.value).toBe('Legs');
  });

  it('says when there are no insights, and shows the API’s cards otherwise', async () => {
    await renderAt(<Page start="insights" />, '/progress');
    expect(await screen.findByText('No insights available')).toBeTruthy();
  });

  it('shows insight cards with the volume in the member’s unit', async () => {
    unit = 'kg';
    cards = [
      {
        key: 'training_volume',
        title: 'Training Volume',
        message: 'Keep moving.',
        tone: 'positive',
        value: 22046.2,
        series: null,
      },
    ];
    await renderAt(<Page start="insights" />, '/progress');
    expect(await screen.findByText('Training Volume')).toBeTruthy();
    expect(screen.getByText('10,000 kg')).toBeTruthy();
  });
});
