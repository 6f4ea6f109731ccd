import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { FakeApiError, fakeApi, member } from '../../workouts/shared/fake-api.ts';
import { ProgramWorkoutPage } from './program-workout-page.tsx';
import { SessionPreviewPage } from './session-preview-page.tsx';

const exercise = (position: number, name: string) => ({
  position,
  name,
  sets: 3,
  reps: '8-12',
  restTime: 90,
  notes: position === 0 ? 'Pause at the bottom' : null,
  rpe: 8,
  weight: 100,
  muscleGroups: ['legs'],
  isBodyweight: false,
  progression: null,
  basis: 'Last time 3×12 @ RPE 8 → +5 lb',
  hasHistory: true,
  status: 'planned',
  swappedFrom: null,
  targets: [],
});
const today = (inProgressWorkoutId: number | null = null) => ({
  program: { id: 4, name: 'Strength Base' },
  todayWorkout: {
    name: 'Lower A',
    dayNumber: 2,
    week: 1,
    deload: false,
    exercises: [
      'goblet squat',
      'dumbbell romanian deadlift',
      'lunge',
      'calf raise',
      'plank',
      'side plank',
    ].map((n, i) => exercise(i, n)),
  },
  finished: false,
  progress: { completedDays: 1, totalDays: 12, streak: 3 },
  insights: {
    description: 'Legs today.',
    estimatedTime: 50,
    difficulty: 4,
    focusAreas: ['Legs'],
    challenges: ['Keep the squats deep'],
    prOpportunities: ['goblet squat: one more rep'],
    encouragement: 'You have done the work.',
  },
  inProgressWorkoutId,
});

let active: ReturnType<typeof today> | null = today();
let failStart = false;
const { server, calls } = fakeApi({
  'auth.me': () => member({ weightUnit: 'kg' }),
  'programs.activeToday': () => active,
  'programs.today': () => active,
  'workouts.create': () => {
    if (failStart) throw new FakeApiError(500, 'INTERNAL_SERVER_ERROR', 'boom');
    return { id: 31, resumed: false };
  },
});
const sent = (path: string) => calls.filter((c) => c.path === path).map((c) => c.input);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  active = today();
  failStart = false;
});
afterAll(() => server.close());

describe('/workout-program', () => {
  it('shows today’s day, progress and the first four exercises', async () => {
    await renderAt(<ProgramWorkoutPage />, '/workout-program');
    expect(await screen.findByText('Lower A')).toBeTruthy();
    expect(screen.getByText('Strength Base')).toBeTruthy();
    expect(screen.getByText('Day 2')).toBeTruthy();
    expect(screen.getByText('1/12 Days')).toBeTruthy();
    expect(screen.getByText('3 Day Streak')).toBeTruthy();
    expect(screen.getByText('Calf Raise')).toBeTruthy();
    expect(screen.queryByText('Plank')).toBeNull();
    expect(screen.getByText('+2 more exercises')).toBeTruthy();
    expect(screen.getByText('90s rest · Pause at the bottom')).toBeTruthy();
    const go = screen.getByRole('link', { name: 'Continue Lower A' }).getAttribute('href') ?? '';
    expect(go).toMatch(/^\/workout\?/);
    expect(go).toContain('programId=4');
  });

  it('continues the workout already under way', async () => {
    active = today(17);
    await renderAt(<ProgramWorkoutPage />, '/workout-program');
    expect((await screen.findByRole('link', { name: 'Continue Lower A' })).getAttribute('href')).toBe(
      '/workout-journal/17',
    );
  });

  it('says when there is no active program', async () => {
    active = null;
    await renderAt(<ProgramWorkoutPage />, '/workout-program');
    expect(await screen.findByText('No Active Program')).toBeTruthy();
    expect(screen.getByText("You don't have an active program to continue")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Programs' }).getAttribute('href')).toBe('/programs');
  });
});

describe('/workouts/program/{id}', () => {
  it('previews the session with the coach’s notes and targets in the member’s unit', async () => {
    await renderAt(<SessionPreviewPage programId={4} />, '/workouts/program/4');
    expect(await screen.findByText("Today's Exercises", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Legs today.')).toBeTruthy();
    expect(screen.getByText('50')).toBeTruthy();
    expect(screen.getByLabelText('Difficulty 4 of 5')).toBeTruthy();
    expect(screen.getByText("Today's Focus")).toBeTruthy();
    expect(screen.getByText('Expect Challenge')).toBeTruthy();
    expect(screen.getByText("You've Got This")).toBeTruthy();
    expect(screen.getAllByText('45.4 kg').length).toBe(6);
  });

  it('starts the day as a program workout and opens its journal', async () => {
    const { router } = await renderAt(<SessionPreviewPage programId={4} />, '/workouts/program/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Workout' }, { timeout: 4000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workout-journal/31'));
    expect(sent('workouts.create')[0]).toMatchObject({ name: 'Lower A', programId: 4, programDay: 2 });
  });

  it('says so when the workout cannot start', async () => {
    failStart = true;
    await renderAt(
      <>
        <Notifications />
        <SessionPreviewPage programId={4} />
      </>,
      '/workouts/program/4',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start Workout' }, { timeout: 4000 }));
    expect(await screen.findByText('Failed to start workout. Please try again.')).toBeTruthy();
  });
});
