import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { ActiveGoals } from './active-goals.tsx';

const goal = (overrides: Partial<Parameters<typeof ActiveGoals>[0]['goals'][number]>) => ({
  id: 1,
  title: 'Bench 100 kg',
  category: 'strength',
  kind: 'lift_e1rm' as const,
  currentValue: 220.462,
  targetValue: 264.555,
  unit: 'lbs',
  percent: 83,
  ...overrides,
});

describe('Active Goals on home', () => {
  it('names what each goal tracks and converts by kind: a custom goal in lbs stays as typed', async () => {
    await renderAt(
      <ActiveGoals
        unit="kg"
        goals={[
          goal({}),
          goal({
            id: 2,
            title: 'Sled push',
            kind: 'custom',
            currentValue: 150,
            targetValue: 200,
            percent: 75,
          }),
        ]}
      />,
    );
    expect(await screen.findByText('Estimated 1RM · 100 / 120 kg')).toBeTruthy();
    expect(screen.getByText('Custom · 150 / 200 lbs')).toBeTruthy();
  });
});
