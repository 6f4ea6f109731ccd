/** Generate and modify through the coach (recorded in ai_calls by the app's coach). */
import type { Coach } from '@coach/ai';
import type { ProgramDraft } from '@coach/ai/schemas';
import { programs } from '@coach/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { askCoach } from '../coach/errors.ts';
import type { Executor } from '../shared/executor.ts';
import { changesSummary, draftChanges } from './draft-diff.ts';
import type { GenerateProgramInput, ModifyProgramInput } from './schemas.ts';
import { asDraft, draftColumns, ownedProgram, programView } from './service.ts';

export async function generateProgram(
  coach: Coach,
  userId: number,
  input: z.output<typeof GenerateProgramInput>,
): Promise<ProgramDraft> {
  const answer = await askCoach(() =>
    coach.generateProgram(
      {
        goals: input.goals,
        experience: input.experience ?? null,
        availableDays: input.availableDays ?? null,
        equipment: input.equipment ?? null,
      },
      { userId },
    ),
  );
  return answer.data;
}

/**
 * A draft under review answers the revised draft; a saved program (by id) is revised in place, after
 * the coach answers, so a slow provider holds no lock and a failed call changes nothing.
 */
export async function modifyProgram(
  db: Executor,
  coach: Coach,
  userId: number,
  input: z.output<typeof ModifyProgramInput>,
) {
  const saved = input.id !== undefined ? await ownedProgram(db, userId, input.id) : null;
  const before = saved ? asDraft(saved) : input.program!;
  const answer = await askCoach(() =>
    coach.modifyProgram({ program: before, feedback: input.feedback }, { userId }),
  );
  const after = answer.data;
  const changes = draftChanges(before, after);
  let stored = null;
  if (saved) {
    const [row] = await db.transaction(async (tx) => {
      await ownedProgram(tx, userId, saved.id, true);
      return tx.update(programs).set(draftColumns(after)).where(eq(programs.id, saved.id)).returning();
    });
    stored = programView(row!);
  }
  return { program: after, changes, summary: changesSummary(changes), saved: stored };
}
