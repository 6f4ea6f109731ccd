import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { fakeApi, member } from '../../shared/fake-api.ts';
import { JournalPage } from '../journal-page.tsx';

type Status = 'planned' | 'done' | 'skipped' | 'swapped';
const planned = (position: number, name: string, weight: number | null, status: Status = 'planned') => ({
  position,
  name,
  sets: 3,
  reps: '8-12',
  restTime: 90,
  notes: null,
  rpe: 8,
  weight,
  muscleGroups: ['chest', 'triceps'],
  isBodyweight: false,
  progression: { kind: 'double', repsMin: 8, repsMax: 12, step: 5, targetRpe: 8 },
  basis: 'Last time 3×12 @ RPE 8 → +5 lb',
  hasHistory: true,
  status,
  swappedFrom: null,
  targets: [1, 2, 3].map((setNumber) => ({
    id: position * 10 + setNumber,
    setNumber,
    reps: '8-12',
    weight,
    rpe: 8,
    status,
    exerciseId: null,
  })),
});

let statuses: Record<number, Status> = {};
let isCompleted = false;
const workout = () => ({
  id: 7,
  name: 'Upper A',
  notes: null,
  date: '2026-03-02',
  duration: null,
  totalVolume: null,
  calories: null,
  aiAnalysis: null,
  aiGenerateName: false,
  isCompleted,
  completedAt: null,
  programId: 3,
  programDay: 1,
  programWeek: 1,
  createdAt: '2026-03-02T10:00:00.000Z',
  exercises: [],
  planned: [
    planned(0, 'dumbbell bench press', 55.116, statuses[0]),
    planned(1, 'dumbbell row', 60.627, statuses[1]),
    planned(2, 'push-up', null, statuses[2]),
  ],
});

const { server, calls } = fakeApi({
  'auth.me': () => member({ weightUnit: 'kg', effortTrackingPreference: 'rir' }),
  'workouts.byId': () => workout(),
  'exercises.fromProgram': (input) => {
    statuses[(input as { position: number }).position] = 'done';
    return [];
  },
  'exercises.skip': (input) => {
    const { position, skipped } = input as { position: number; skipped: boolean };
    statuses[position] = skipped ? 'skipped' : 'planned';
    return planned(position, 'push-up', null, statuses[position]);
  },
  'exercises.swap': () => ({
    swappedExercise: { ...planned(1, 'cable row', 60), progression: undefined },
    reason: 'same muscles',
    provider: 'offline',
    planned: planned(1, 'cable row', 60),
    programUpdated: true,
  }),
});
const sent = (path: string) => calls.filter((c) => c.path === path).map((c) => c.input);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(() => {
  calls.length = 0;
  statuses = {};
  isCompleted = false;
});
afterAll(() => server.close());

const page = () =>
  renderAt(
    <>
      <Notifications />
      <JournalPage id={7} />
    </>,
    '/workout-journal/7',
  );
const item = (name: string) => screen.getByText(name).closest('.mantine-Card-root') as HTMLElement;

describe('Programmed Exercises', () => {
  it('lists the plan with targets in the member’s unit and effort scale', async () => {
    await page();
    expect(await screen.findByText('Programmed Exercises')).toBeTruthy();
    const bench = item('Dumbbell Bench Press');
    expect(within(bench).getByText('3 x 8-12')).toBeTruthy();
    expect(within(bench).getByText('25 kg')).toBeTruthy();
    expect(within(bench).getByText('RIR 2')).toBeTruthy();
    expect(within(bench).getByText('chest')).toBeTruthy();
    expect(within(bench).getByText('Last time 3×12 @ RPE 8 → +5 lb')).toBeTruthy();
  });

  it('logs As Prescribed, and the exercise leaves the plan', async () => {
    await page();
    await screen.findByText('Dumbbell Bench Press');
    await userEvent.click(
      within(item('Dumbbell Bench Press')).getByRole('button', { name: 'As Prescribed' }),
    );
    expect(await screen.findByText('Exercise completed successfully')).toBeTruthy();
    const [call] = sent('exercises.fromProgram') as {
      position: number;
      sets?: unknown;
      programmedExercise: { name: string };
    }[];
    expect(call?.position).toBe(0);
    expect(call?.sets).toBeUndefined();
    expect(call?.programmedExercise.name).toBe('dumbbell bench press');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'As Prescribed' })).toHaveLength(2));
    expect(screen.getByText('1/3 done')).toBeTruthy();
  });

  it('logs With Changes from the targets, converted back to pounds and RPE', async () => {
    await page();
    await screen.findByText('Dumbbell Row');
    await userEvent.click(within(item('Dumbbell Row')).getByRole('button', { name: 'With Changes' }));
    const dialog = await screen.findByRole('dialog');
    const reps = within(dialog).getByRole('textbox', { name: 'Set 3 reps' });
    await userEvent.clear(reps);
    await userEvent.type(reps, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('exercises.fromProgram')).toHaveLength(1));
    const { sets } = sent('exercises.fromProgram')[0] as {
      sets: { reps: number; weight: number; rpe: number }[];
    };
    expect(sets.map((s) => s.reps)).toEqual([8, 8, 6]);
    expect(sets[0]?.rpe).toBe(8);
    expect(sets[0]?.weight).toBeCloseTo(60.627, 1);
  });

  it('swaps for the rest of the program when asked', async () => {
    await page();
    await screen.findByText('Dumbbell Row');
    const row = item('Dumbbell Row');
    await userEvent.click(within(row).getByRole('button', { name: 'Swap Exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap Exercise' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /For the rest of the program/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText('Exercise swapped successfully')).toBeTruthy();
    expect(sent('exercises.swap')[0]).toMatchObject({
      originalExercise: 'dumbbell row',
      workoutId: 7,
      position: 1,
      scope: 'program',
      reason: 'User requested swap',
    });
  });

  it('skips an exercise, disabling its other actions, and unskips it', async () => {
    await page();
    await screen.findByText('Push-Up');
    await userEvent.click(within(item('Push-Up')).getByRole('button', { name: 'Skip Today' }));
    const unskip = await within(item('Push-Up')).findByRole('button', { name: 'Unskip' });
    for (const name of ['As Prescribed', 'With Changes', 'Swap Exercise'])
      expect(within(item('Push-Up')).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(unskip);
    await within(item('Push-Up')).findByRole('button', { name: 'Skip Today' });
    expect(sent('exercises.skip')).toEqual([
      { workoutId: 7, position: 2, skipped: true },
      { workoutId: 7, position: 2, skipped: false },
    ]);
  });

  it('is hidden once the workout is completed', async () => {
    isCompleted = true;
    await page();
    await screen.findByText('Workout Summary');
    expect(screen.queryByText('Programmed Exercises')).toBeNull();
  });
});
