import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { fakeApi, member } from '../shared/fake-api.ts';
import { HistoryPage } from './history-page.tsx';

const legDay = {
  id: 3,
  name: '',
  date: '2026-03-01',
  createdAt: '2026-03-01T10:00:00.000Z',
  completedAt: '2026-03-01T11:00:00.000Z',
  duration: 3600,
  isCompleted: true,
  totalVolume: 10000,
  calories: 300,
  notes: 'Felt strong',
  exerciseCount: 2,
  setCount: 7,
  completedSetCount: 7,
  programId: null,
};
let history = [legDay];
const { server, calls } = fakeApi({
  'auth.me': () => member({ weightUnit: 'kg' }),
  'workouts.list': (input) => {
    const { search, status } = input as { search?: string; status: string };
    const items = history.filter((w) => !search && (status !== 'in_progress' || !w.isCompleted));
    return {
      items,
      nextCursor: null,
      counts: { total: history.length, completed: history.length, inProgress: 0 },
    };
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  history = [legDay];
});
afterAll(() => server.close());

describe('workout history', () => {
  it('shows each workout in the member unit with its counts', async () => {
    await renderAt(<HistoryPage />, '/workouts');
    expect(await screen.findByText('Untitled Workout')).toBeTruthy();
    expect(screen.getByText('4,536 kg')).toBeTruthy();
    expect(screen.getByText('60 min')).toBeTruthy();
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(screen.getByText('7/7 sets')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Untitled Workout/ }).getAttribute('href')).toBe('/workouts/3');
  });

  it('invites a first workout when the history is empty', async () => {
    history = [];
    await renderAt(<HistoryPage />, '/workouts');
    expect(await screen.findByText('No workouts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create First Workout' })).toBeTruthy();
  });

  it('searches on the server and says when nothing matches', async () => {
    await renderAt(<HistoryPage />, '/workouts');
    await screen.findByText('Untitled Workout');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search workouts' }), 'squat');
    expect(await screen.findByText('No workouts found', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter settings')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === 'workouts.list' && (c.input as { search?: string }).search === 'squat'),
      ).toBe(true),
    );
  });

  it('filters by status with the native picker, asking the server again', async () => {
    await renderAt(<HistoryPage />, '/workouts');
    await screen.findByText('Untitled Workout');
    const filter = screen.getByRole('combobox', { name: 'Filter workouts' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Completed',
      'In Progress',
    ]);
    await userEvent.selectOptions(filter, 'In Progress');
    expect(await screen.findByText('No workouts found')).toBeTruthy();
    expect((filter as HTMLSelectElement).value).toBe('in_progress');
    expect(
      calls.some(
        (c) => c.path === 'workouts.list' && (c.input as { status: string }).status === 'in_progress',
      ),
    ).toBe(true);
  });
});
