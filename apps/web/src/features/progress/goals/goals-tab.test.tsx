import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { fakeApi, member } from '../../workouts/shared/fake-api.ts';
import { goal } from '../test/fixtures.ts';
import { type GoalEditor, GoalModal } from './goal-modal.tsx';
import { GoalsTab } from './goals-tab.tsx';

let goals: ReturnType<typeof goal>[] = [];
const { server, calls } = fakeApi({
  'auth.me': () => member({ weightUnit: 'kg' }),
  'goals.list': () => goals,
  'goals.create': (input) => {
    const created = goal({ ...(input as object), id: 9, percent: 0, currentValue: 0 });
    goals = [...goals, created];
    return created;
  },
  'goals.delete': (input) => {
    goals = goals.filter((g) => g.id !== (input as { id: number }).id);
    return { ok: true };
  },
  'workouts.dashboard': () => ({}),
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  goals = [];
});
afterAll(() => server.close());

function Tab() {
  const [editor, setEditor] = useState<GoalEditor>(null);
  return (
    <Suspense fallback="loading">
      <GoalsTab onEdit={setEditor} />
      <GoalModal editor={editor} onClose={() => setEditor(null)} />
    </Suspense>
  );
}

describe('goals tab', () => {
  it('shows the spec’s cards: percent badge colour, current / target in the member’s unit, date', async () => {
    goals = [
      goal(),
      goal({
        id: 2,
        title: 'Train 4x',
        kind: 'workouts_per_week',
        unit: 'workouts',
        currentValue: 2,
        targetValue: 4,
        percent: 50,
        exerciseName: null,
        targetDate: null,
      }),
      goal({
        id: 3,
        title: 'Legs',
        kind: 'weekly_sets',
        unit: 'sets',
        currentValue: 2,
        targetValue: 12,
        percent: 17,
        exerciseName: null,
        targetDate: null,
      }),
    ];
    await renderAt(<Tab />, '/progress');
    const bench = await screen.findByRole('article', { name: 'Bench 225' });
    // 190 / 225 lb in kg
    expect(within(bench).getByText('86.2 / 102.1 kg')).toBeTruthy();
    expect(within(bench).getByText('Target Mon, Jun 1, 2026')).toBeTruthy();
    const badge = (name: string, text: string) =>
      within(screen.getByRole('article', { name }))
        .getByText(text)
        .closest('.mantine-Badge-root') as HTMLElement;
    expect(badge('Bench 225', '84%').getAttribute('style')).toContain('teal');
    expect(badge('Train 4x', '50%').getAttribute('style')).toContain('yellow');
    expect(badge('Legs', '17%').getAttribute('style')).toContain('gray');
  });

  it('creates a lift goal from the empty state: target typed in kg, sent in pounds', async () => {
    await renderAt(<Tab />, '/progress');
    expect(await screen.findByText('No goals set')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create your first goal' }));
    await userEvent.type(await screen.findByLabelText('Exercise', { selector: 'input' }), 'bench');
    await userEvent.click(screen.getAllByRole('option', { name: /^Barbell Bench Press/ })[0]!);
    await userEvent.type(screen.getByLabelText('Target (kg)'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Create goal' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'goals.create')).toBe(true));
    const input = calls.find((c) => c.path === 'goals.create')?.input as Record<string, unknown>;
    expect(input).toMatchObject({
      kind: 'lift_e1rm',
      exerciseName: 'barbell bench press',
      targetValue: 264.554, // 120 kg
      title: 'Barbell Bench Press e1RM 120 kg',
    });
    expect('currentValue' in input).toBe(false);
    expect(await screen.findByRole('article', { name: 'Barbell Bench Press e1RM 120 kg' })).toBeTruthy();
  });

  it('refuses a lift goal with no exercise before calling the API', async () => {
    await renderAt(<Tab />, '/progress');
    await userEvent.click(await screen.findByRole('button', { name: 'Create your first goal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create goal' }));
    expect(await screen.findByText('Please choose an exercise')).toBeTruthy();
    expect(calls.some((c) => c.path === 'goals.create')).toBe(false);
  });

  it('deletes after confirming', async () => {
    goals = [goal()];
    await renderAt(<Tab />, '/progress');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bench 225' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No goals set')).toBeTruthy();
    expect(calls.find((c) => c.path === 'goals.delete')?.input).toEqual({ id: 1 });
  });
});
