import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { QuickStart } from './quick-start.tsx';

const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Quick Start', () => {
  it('continues the active program straight to today’s session, with a quick workout beside it', async () => {
    await renderAt(<QuickStart activeProgram={{ id: 8, name: 'Strength Base' }} />);
    expect(href(/Continue Program/)).toBe('/workouts/program/8');
    expect(href(/Quick Workout/)).toBe('/workout-quick');
    expect(screen.queryByRole('link', { name: /Start New Workout/ })).toBeNull();
  });

  it('offers a new workout and a quick workout without a program', async () => {
    await renderAt(<QuickStart activeProgram={null} />);
    expect(href(/Start New Workout/)).toBe('/workout-journal');
    expect(href(/Quick Workout/)).toBe('/workout-quick');
    expect(href(/Create or Browse Programs/)).toBe('/programs');
  });
});
