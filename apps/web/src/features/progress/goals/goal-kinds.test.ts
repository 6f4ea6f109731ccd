import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftToInput,
  emptyDraft,
  goalToDraft,
  kindLabel,
  progressText,
  suggestedTitle,
} from './goal-kinds.ts';

describe('goal drafts', () => {
  it('sends a lift goal’s target in pounds, never a current value, with a suggested title', () => {
    const draft = { ...emptyDraft('lift_e1rm'), exerciseName: 'barbell bench press', target: 100 as const };
    expect(suggestedTitle(draft, 'kg')).toBe('Barbell Bench Press e1RM 100 kg');
    const input = draftToInput(draft, 'kg');
    expect(input).toMatchObject({
      kind: 'lift_e1rm',
      exerciseName: 'barbell bench press',
      targetValue: 220.462,
      unit: 'lbs',
      category: 'strength',
      title: 'Barbell Bench Press e1RM 100 kg',
      muscleGroup: null,
      targetDate: null,
    });
    expect('currentValue' in input).toBe(false);
  });

  it('keeps counts as they are and only custom goals carry a current value', () => {
    const sets = draftToInput({ ...emptyDraft('weekly_sets'), muscleGroup: 'legs', target: 12 }, 'kg');
    expect(sets).toMatchObject({
      targetValue: 12,
      unit: 'sets',
      muscleGroup: 'legs',
      title: 'Legs: 12 sets a week',
    });
    const custom = draftToInput(
      { ...emptyDraft('custom'), title: ' Run a 5K ', unit: 'km', target: 5, current: 3, category: 'other' },
      'kg',
    );
    expect(custom).toMatchObject({
      title: 'Run a 5K',
      unit: 'km',
      targetValue: 5,
      currentValue: 3,
      kind: 'custom',
    });
  });

  it('names what is missing for each kind', () => {
    expect(draftErrors(emptyDraft('lift_top_set'))).toEqual({
      exerciseName: 'Please choose an exercise',
      target: 'The target must be more than 0',
    });
    expect(draftErrors({ ...emptyDraft('weekly_sets'), target: 10 })).toEqual({
      muscleGroup: 'Please choose a muscle group',
    });
    expect(draftErrors({ ...emptyDraft('custom'), category: '' })).toEqual({
      title: 'Please enter a goal title',
      category: 'Please choose a category',
    });
  });

  it('round-trips a stored goal into the form in the member’s unit', () => {
    const stored = {
      kind: 'body_weight',
      title: 'Cut to 80',
      category: 'body',
      unit: 'lbs',
      exerciseName: null,
      muscleGroup: null,
      targetValue: 176.37,
      currentValue: 190,
      description: null,
      targetDate: '2026-09-01',
    };
    const draft = goalToDraft(stored, 'kg');
    expect(draft).toMatchObject({ kind: 'body_weight', target: 80, targetDate: '2026-09-01', current: '' });
    expect(draftToInput(draft, 'kg').targetValue).toBeCloseTo(176.37, 1);
  });
});

describe('progressText', () => {
  it('shows weights in the member’s unit and other units as stored', () => {
    expect(
      progressText({ kind: 'lift_e1rm', currentValue: 220.462, targetValue: 264.555, unit: 'lbs' }, 'kg'),
    ).toBe('100 / 120 kg');
    expect(
      progressText({ kind: 'workouts_per_week', currentValue: 3, targetValue: 4, unit: 'workouts' }, 'kg'),
    ).toBe('3 / 4 workouts');
    expect(progressText({ kind: 'custom', currentValue: 3, targetValue: null, unit: 'km' }, 'lb')).toBe(
      '3 km',
    );
  });

  it('converts by kind, not by unit: a custom goal in lbs stays as the member typed it', () => {
    expect(progressText({ kind: 'custom', currentValue: 150, targetValue: 200, unit: 'lbs' }, 'kg')).toBe(
      '150 / 200 lbs',
    );
    expect(
      progressText({ kind: 'body_weight', currentValue: 220.462, targetValue: 198.416, unit: 'lbs' }, 'kg'),
    ).toBe('100 / 90 kg');
  });

  it('names each kind in a word or two for cards', () => {
    expect(kindLabel('lift_e1rm')).toBe('Estimated 1RM');
    expect(kindLabel('weekly_sets')).toBe('Weekly sets');
    expect(kindLabel('custom')).toBe('Custom');
  });
});
