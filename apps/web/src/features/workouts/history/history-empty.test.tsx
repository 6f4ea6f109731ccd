import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { HistoryEmpty } from './history-empty.tsx';

describe('history empty states', () => {
  it('invites a first workout when there is no history', async () => {
    await renderAt(<HistoryEmpty filtering={false} />, '/workouts');
    expect(screen.getByText('No workouts yet')).toBeTruthy();
    expect(screen.getByText('Start your fitness journey by creating your first workout!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create First Workout' }).getAttribute('href')).toBe(
      '/workout-journal',
    );
  });

  it('suggests changing the search or filter when they hide everything', async () => {
    await renderAt(<HistoryEmpty filtering />, '/workouts');
    expect(screen.getByText('No workouts found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter settings')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create First Workout' })).toBeNull();
  });
});
