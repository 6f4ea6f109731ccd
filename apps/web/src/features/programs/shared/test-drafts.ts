/** Tests only: program drafts and saved programs as the API answers them. */
import type { ProgramDraft } from '@coach/ai/schemas';

const exercise = (
  name: string,
  sets: number,
  reps: string,
  muscleGroups: string[],
  notes: string | null = null,
) => ({
  name,
  sets,
  reps,
  restTime: 90,
  notes,
  rpe: 8,
  weight: null,
  muscleGroups,
});

export const draft = (overrides: Partial<ProgramDraft> = {}): ProgramDraft => ({
  name: 'Dumbbell Builder',
  description: 'Four days of dumbbell and bench work for size and strength.',
  durationWeeks: 6,
  difficulty: 'intermediate',
  focusAreas: ['hypertrophy'],
  equipment: ['dumbbells', 'bench'],
  daysPerWeek: 2,
  progression: 'Add reps, then load.',
  schedule: {
    days: [
      {
        dayNumber: 1,
        name: 'Upper',
        exercises: [
          exercise('dumbbell bench press', 3, '8-12', ['chest', 'triceps'], 'Control the lowering'),
          exercise('dumbbell row', 3, '8-12', ['back', 'biceps']),
          exercise('dumbbell fly', 3, '12-15', ['chest']),
        ],
      },
      {
        dayNumber: 2,
        name: 'Lower',
        exercises: [
          exercise('goblet squat', 3, '8-12', ['quads', 'glutes']),
          exercise('dumbbell romanian deadlift', 3, '8-12', ['hamstrings', 'glutes']),
        ],
      },
    ],
  },
  ...overrides,
});

export const savedProgram = (id: number, name: string, isActive: boolean) => {
  const { explanation: _, ...d } = draft({ name });
  return {
    ...d,
    id,
    isActive,
    aiGenerated: true,
    createdAt: '2026-03-01T10:00:00.000Z',
  };
};
