import type { ProgramDraft } from '@coach/ai/schemas';
import { type ProgramRow, programs } from '@coach/db';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../shared/executor.ts';
import { once } from '../shared/idempotency.ts';
import { notFound } from '../trpc.ts';
import type { UpdateProgramInput } from './schemas.ts';

export const PROGRAM_NOT_FOUND = 'Program not found';

/** The answer shape: the row plus what the draft said that the table derives (days per week). */
export function programView(row: ProgramRow) {
  return { ...row, daysPerWeek: row.schedule.days.length };
}

/** The member's active program, or null (at most one is active: a partial unique index says so). */
export async function activeProgram(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.userId, userId), eq(programs.isActive, true)))
    .limit(1);
  return row ? programView(row) : null;
}

/** The member's program, or 404: another member's id answers exactly like a missing one. */
export async function ownedProgram(db: Executor, userId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PROGRAM_NOT_FOUND);
  return row;
}

/** Active first, then newest. */
export async function listPrograms(db: Executor, userId: number) {
  const rows = await db
    .select()
    .from(programs)
    .where(eq(programs.userId, userId))
    .orderBy(desc(programs.isActive), desc(programs.createdAt), desc(programs.id));
  return rows.map(programView);
}

export async function programById(db: Executor, userId: number, id: number) {
  return programView(await ownedProgram(db, userId, id));
}

/** A reviewed draft becomes the member's program: inactive until they activate it. */
export async function confirmProgram(
  db: Executor,
  userId: number,
  draft: ProgramDraft,
  idempotencyKey: string | undefined,
) {
  return once({
    db,
    userId,
    key: idempotencyKey,
    procedure: 'programs.confirm',
    write: async (tx) => {
      const [row] = await tx
        .insert(programs)
        .values({ userId, ...draftColumns(draft), isActive: false, aiGenerated: true })
        .returning();
      return { result: programView(row!), ids: [row!.id] };
    },
    replay: async ([id]) => programById(db, userId, id ?? 0),
  });
}

/** The columns a draft fills (confirm, and modifying a saved program). */
export function draftColumns(draft: ProgramDraft) {
  return {
    name: draft.name,
    description: draft.description,
    schedule: draft.schedule,
    durationWeeks: draft.durationWeeks,
    difficulty: draft.difficulty,
    focusAreas: draft.focusAreas,
    equipment: draft.equipment,
    progression: draft.progression,
  };
}

/** A saved program as a draft the coach can revise. */
export function asDraft(row: ProgramRow): ProgramDraft {
  return {
    name: row.name,
    description: row.description ?? '',
    durationWeeks: row.durationWeeks,
    difficulty: row.difficulty as ProgramDraft['difficulty'],
    focusAreas: row.focusAreas,
    equipment: row.equipment as ProgramDraft['equipment'],
    daysPerWeek: row.schedule.days.length,
    schedule: row.schedule,
    progression: row.progression ?? '',
  };
}

/**
 * Activation swaps in one transaction: the previous active program is deactivated before this one is
 * activated, so the partial unique index (one active per member) never sees two.
 */
export async function updateProgram(
  db: Executor,
  userId: number,
  input: z.output<typeof UpdateProgramInput>,
) {
  return db.transaction(async (tx) => {
    // Lock every program of the member (in id order): two activations at once queue instead of both
    // passing the check and one failing on the unique index.
    await tx
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.userId, userId))
      .orderBy(programs.id)
      .for('update');
    await ownedProgram(tx, userId, input.id);
    if (input.isActive === true) {
      await tx
        .update(programs)
        .set({ isActive: false })
        .where(and(eq(programs.userId, userId), eq(programs.isActive, true), ne(programs.id, input.id)));
    }
    const [row] = await tx
      .update(programs)
      .set({
        ...(input.isActive !== undefined && { isActive: input.isActive }),
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
      })
      .where(eq(programs.id, input.id))
      .returning();
    return programView(row!);
  });
}

/** Workouts logged from it stay in the history (their programId is set null by the foreign key). */
export async function deleteProgram(db: Executor, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await ownedProgram(tx, userId, id, true);
    await tx.delete(programs).where(eq(programs.id, id));
  });
}
