import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import type { EffortPreference, WeightUnit } from '../shared/member.ts';
import { AddExerciseForm } from './add-exercise-form.tsx';
import type { ParsedSet, StoredSet } from './set-rows.ts';

function setup(unit: WeightUnit, preference: EffortPreference, last: StoredSet[] = []) {
  const saved: { sets: ParsedSet[]; notes: string | null }[] = [];
  renderUi(
    <AddExerciseForm
      name="barbell bench press"
      last={last}
      unit={unit}
      preference={preference}
      saving={false}
      onChangeExercise={() => {}}
      onSave={(sets, notes) => saved.push({ sets, notes })}
    />,
  );
  return saved;
}
const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('the set editor', () => {
  it('sends kilograms as pounds and RIR as RPE', async () => {
    const saved = setup('kg', 'rir');
    expect(screen.getByText('Barbell Bench Press')).toBeTruthy();
    await userEvent.type(field('Set 1 reps'), '8');
    await userEvent.type(field('Set 1 weight (kg)'), '100');
    await userEvent.type(field('Set 1 RIR'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ sets: [{ reps: 8, weight: 220.462, rpe: 8 }], notes: null }]);
  });

  it('treats an empty input as not given and hides effort for members who do not track it', async () => {
    const saved = setup('lb', 'none');
    expect(screen.queryByRole('textbox', { name: /RPE|RIR/ })).toBeNull();
    await userEvent.type(field('Set 1 reps'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ sets: [{ reps: 12, weight: null, rpe: null }], notes: null }]);
  });

  it('refuses decimals for reps and effort outside the scale', async () => {
    const saved = setup('lb', 'rpe');
    await userEvent.type(field('Set 1 reps'), '8.5');
    await userEvent.type(field('Set 1 RPE'), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([]);
    expect(screen.getByText('Whole number')).toBeTruthy();
    expect(screen.getByText('1-10')).toBeTruthy();
  });

  it('prefills from the last session in the member units, and Add set repeats the last row', async () => {
    const saved = setup('kg', 'rir', [
      { reps: 5, weight: 220.462, rpe: 8 },
      { reps: 5, weight: 220.462, rpe: 9 },
    ]);
    expect(screen.getByText('Prefilled from your last session')).toBeTruthy();
    expect((field('Set 1 weight (kg)') as HTMLInputElement).value).toBe('100');
    expect((field('Set 2 RIR') as HTMLInputElement).value).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Add set' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove set 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'paused reps');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([
      {
        sets: [
          { reps: 5, weight: 220.462, rpe: 9 },
          { reps: 5, weight: 220.462, rpe: 9 },
        ],
        notes: 'paused reps',
      },
    ]);
  });
});
