import type { Coach } from '@coach/ai';
import { findExercise } from '@coach/ai/catalogue';
import { exercises, workouts } from '@coach/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { setRecord, setsByIds } from '../exercises/records.ts';
import type { Executor } from '../shared/executor.ts';
import { once } from '../shared/idempotency.ts';
import { assertEditable, WORKOUT_NOT_FOUND } from '../shared/owned-workout.ts';
import { badRequest, notFound } from '../trpc.ts';
import { MAX_NOTES_LENGTH, NOTES_TOO_LONG } from '../workouts/schemas.ts';
import { askCoach } from './errors.ts';
import type { JournalInput } from './schemas.ts';
import { loggedSummary } from './summary.ts';

interface Member {
  id: number;
  weight: number | null;
  weightUnit: 'lb' | 'kg';
}

/**
 * A free-text entry becomes logged sets: the coach parses it (bare numbers in the member's unit), the
 * sets land after the workout's last one, and words that were not exercises join the workout's notes.
 */
export async function logJournal(
  db: Executor,
  coach: Coach,
  member: Member,
  input: z.output<typeof JournalInput>,
) {
  // Check before asking the coach: a provider call for someone else's workout is wasted money.
  const [workout] = await db
    .select({ isCompleted: workouts.isCompleted })
    .from(workouts)
    .where(and(eq(workouts.id, input.id), eq(workouts.userId, member.id)));
  if (!workout) throw notFound(WORKOUT_NOT_FOUND);
  assertEditable(workout);

  const parsed = await askCoach(() =>
    coach.parseJournal({ content: input.content, unit: member.weightUnit }, { userId: member.id }),
  );
  const { sets: logged, note } = parsed.data;

  const sets = await once({
    db,
    userId: member.id,
    key: input.idempotencyKey,
    procedure: 'workouts.journal',
    write: async (tx) => {
      const [target] = await tx
        .select({ isCompleted: workouts.isCompleted, notes: workouts.notes })
        .from(workouts)
        .where(and(eq(workouts.id, input.id), eq(workouts.userId, member.id)))
        .for('update');
      if (!target) throw notFound(WORKOUT_NOT_FOUND);
      assertEditable(target);
      if (note) {
        const notes = target.notes ? `${target.notes}\n${note}` : note;
        // The workout's notes keep their limit however they grow; refusing here writes nothing.
        if (notes.length > MAX_NOTES_LENGTH) throw badRequest(NOTES_TOO_LONG);
        await tx.update(workouts).set({ notes }).where(eq(workouts.id, input.id));
      }
      if (!logged.length) return { result: [], ids: [] };
      const rows = await tx
        .insert(exercises)
        .values(logged.map((s, i) => setRecord(input.id, s, member.weight, i)))
        .returning();
      return { result: rows, ids: rows.map((r) => r.id) };
    },
    replay: (ids) => setsByIds(db, member.id, ids),
  });
  // Never dropped, but marked: a set under a name the catalogue lacks is logged as the member wrote it.
  const notInCatalogue = [...new Set(sets.filter((s) => !findExercise(s.name)).map((s) => s.name))];
  const unknown = notInCatalogue.length ? ` (not in the catalogue: ${notInCatalogue.join(', ')})` : '';
  return {
    sets,
    note,
    notInCatalogue,
    summary: `${loggedSummary(sets)}${unknown}`,
    provider: parsed.provider,
  };
}
