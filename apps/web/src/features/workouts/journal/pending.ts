import { canonicalName, findExercise, muscleGroupsFor } from '@coach/ai/catalogue';
import type { OutboxItem } from '../offline/outbox.ts';
import type { PendingSets } from './groups.ts';

/** Outbox items of one workout, named the way the server will store them so they join their group. */
export function pendingFor(items: OutboxItem[], workoutId: number): PendingSets[] {
  return items
    .flatMap((i) => (i.kind === 'addSets' && i.input.workoutId === workoutId ? [i] : []))
    .map((i) => ({
      key: i.id,
      name: canonicalName(i.input.name),
      notes: i.input.notes ?? null,
      isBodyweight: findExercise(i.input.name)?.isBodyweight ?? false,
      muscleGroups: muscleGroupsFor(i.input.name),
      sets: i.input.sets,
    }));
}
