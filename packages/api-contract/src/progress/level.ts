/**
 * The member's level for the weekly set bands. Decision: their active program's difficulty when they
 * follow one (they chose it, or the coach set it from their stated experience); otherwise their
 * history, by training age and completed workouts (domain/training.ts levelFromHistory).
 */
import { EXPERIENCE, type Experience } from '@coach/ai/schemas';
import type { TrainingTotalsRow } from '@coach/db';
import { levelFromHistory } from '../domain/training.ts';
import { activeProgram } from '../programs/service.ts';
import type { Executor } from '../shared/executor.ts';

export async function memberLevel(
  db: Executor,
  userId: number,
  totals: Pick<TrainingTotalsRow, 'workouts' | 'firstDay'>,
  today: string,
): Promise<{ level: Experience; levelSource: 'program' | 'history' }> {
  const program = await activeProgram(db, userId);
  const stated = program?.difficulty as Experience | undefined;
  if (stated && EXPERIENCE.includes(stated)) return { level: stated, levelSource: 'program' };
  return { level: levelFromHistory(totals.workouts, totals.firstDay, today), levelSource: 'history' };
}
