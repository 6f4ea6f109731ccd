import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { fakeApi, member } from '../shared/fake-api.ts';
import { JournalPage } from './journal-page.tsx';

const set = (id: number, name: string, rpe: number | null, notes: string | null = null) => ({
  id,
  workoutId: 5,
  name,
  sets: 1,
  reps: 8,
  weight: 220.462,
  rpe,
  restTime: null,
  notes,
  muscleGroups: ['chest', 'arms'],
  isBodyweight: false,
  baseWeight: 0,
  totalWeight: 220.462,
  isCompleted: true,
  position: id,
  createdAt: '2026-03-02T10:00:00.000Z',
});
const workout = (isCompleted: boolean) => ({
  id: 5,
  name: '',
  notes: null,
  date: '2026-03-02',
  duration: isCompleted ? 2700 : null,
  totalVolume: isCompleted ? 3527.392 : null,
  calories: isCompleted ? 210 : null,
  aiAnalysis: null,
  aiGenerateName: true,
  isCompleted,
  completedAt: isCompleted ? '2026-03-02T10:45:00.000Z' : null,
  programId: null,
  programDay: null,
  programWeek: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  planned: [],
  exercises: [
    set(1, 'barbell bench press', 8, 'paused'),
    set(2, 'barbell bench press', 9),
    set(3, 'dip', null),
  ],
});

let completed = false;
const { server, calls } = fakeApi({
  'auth.me': () => member({ weightUnit: 'kg', effortTrackingPreference: 'rir' }),
  'workouts.byId': () => workout(completed),
  'exercises.updateGroup': () => [],
  'exercises.deleteGroup': () => ({ ok: true }),
});
const sent = (path: string) => calls.filter((c) => c.path === path).map((c) => c.input);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // happy-dom has no FontFaceSet; the autosizing textarea listens to it for font loads.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(() => {
  calls.length = 0;
  completed = false;
});
afterAll(() => server.close());

describe('the workout journal', () => {
  it('groups sets with title-cased names, RIR effort, kg weights and group totals', async () => {
    await renderAt(<JournalPage id={5} />, '/workout-journal/5');
    expect(await screen.findByRole('heading', { name: 'Workout' })).toBeTruthy();
    expect(screen.getByText('Barbell Bench Press')).toBeTruthy();
    expect(screen.getByText('Dip')).toBeTruthy();
    const bench = screen.getByText('Barbell Bench Press').closest('.mantine-Card-root') as HTMLElement;
    expect(within(bench).getByRole('columnheader', { name: 'RIR' })).toBeTruthy();
    expect(within(bench).getAllByText('100 kg')).toHaveLength(2);
    expect(within(bench).getByText('Avg RIR 1.5')).toBeTruthy();
    expect(within(bench).getByText('2 sets total')).toBeTruthy();
    expect(within(bench).getByText('paused')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send to AI' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves an edited group with one updateGroup call, converted to pounds and RPE', async () => {
    await renderAt(<JournalPage id={5} />, '/workout-journal/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit sets of Barbell Bench Press' }));
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeTruthy();
    const weight = screen.getByRole('textbox', { name: 'Set 2 weight (kg)' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '102.5');
    const effort = screen.getByRole('textbox', { name: 'Set 1 RIR' });
    await userEvent.clear(effort);
    await userEvent.type(effort, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('exercises.updateGroup')).toHaveLength(1));
    expect(sent('exercises.updateGroup')[0]).toEqual({
      workoutId: 5,
      name: 'barbell bench press',
      sets: [
        { id: 1, reps: 8, weight: 220.462, rpe: 7 },
        { id: 2, reps: 8, weight: 225.974, rpe: 9 },
      ],
      removeIds: [],
    });
  });

  it('discards edits on Cancel', async () => {
    await renderAt(<JournalPage id={5} />, '/workout-journal/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit sets of Barbell Bench Press' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Set 1 reps' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(sent('exercises.updateGroup')).toEqual([]);
  });

  it('deletes a whole group after the confirmation', async () => {
    await renderAt(<JournalPage id={5} />, '/workout-journal/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Dip' }));
    expect(
      screen.getByText('Are you sure you want to delete this exercise? This action cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('exercises.deleteGroup')).toEqual([{ workoutId: 5, name: 'dip' }]));
  });

  it('shows a completed workout as a read-only summary', async () => {
    completed = true;
    await renderAt(<JournalPage id={5} />, '/workouts/5');
    expect(await screen.findByText('Workout Summary')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('45')).toBeTruthy();
    expect(screen.getByText('1.6K kg')).toBeTruthy();
    for (const gone of [/^Edit /, /^Delete /, /Complete Workout/, /Send to AI/, /Add exercise/])
      expect(screen.queryByRole('button', { name: gone })).toBeNull();
  });
});
