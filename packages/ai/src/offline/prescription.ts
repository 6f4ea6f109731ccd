/** Default sets, reps and rest by movement pattern, shared by swaps and program design. */
import type { CatalogueExercise, MovementPattern } from '../catalogue/index.ts';

export interface Prescription {
  sets: number;
  reps: string;
  restTime: number;
  notes: string | null;
}

export const COMPOUND: ReadonlySet<MovementPattern> = new Set([
  'horizontal_push',
  'vertical_push',
  'horizontal_pull',
  'vertical_pull',
  'squat',
  'hinge',
  'lunge',
  'olympic',
]);

export function defaultPrescription(e: CatalogueExercise): Prescription {
  if (e.pattern === 'olympic')
    return { sets: 5, reps: '3', restTime: 120, notes: 'Crisp and fast; stop before form slows.' };
  if (e.pattern === 'carry') return { sets: 3, reps: '40m', restTime: 90, notes: 'Walk tall, brace hard.' };
  if (['plank', 'side plank', 'hollow hold', 'l-sit', 'wall sit'].includes(e.name))
    return { sets: 3, reps: '30-45s', restTime: 45, notes: 'Hold with steady breathing.' };
  if (e.pattern === 'core' || e.pattern === 'conditioning')
    return { sets: 3, reps: '10-15', restTime: 45, notes: null };
  if (COMPOUND.has(e.pattern)) return { sets: 3, reps: '6-10', restTime: 120, notes: null };
  return { sets: 3, reps: '10-15', restTime: 60, notes: null };
}
