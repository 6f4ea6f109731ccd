/**
 * At completion, per programmed exercise: what was planned, what was done, and the target the rule
 * sets for next time (planned now, with this session in the history).
 */
import type { WorkoutAnalysis } from '@coach/ai/schemas';
import { exercises, type PlannedSetRow, type WorkoutRow } from '@coach/db';
import { asc, eq } from 'drizzle-orm';
import { titleCase } from '../domain/text.ts';
import { formatWeight } from '../domain/units.ts';
import { type PlanningMember, planExercise, templateOf } from '../programs/plan.ts';
import { plannedRowsOf } from '../programs/planned-store.ts';
import type { Executor } from '../shared/executor.ts';
import type { PlanReviewItem } from './schemas.ts';

const setsText = (n: number, reps: string, lb: number | null, unit: 'lb' | 'kg') =>
  `${n}×${reps}${lb ? ` at ${formatWeight(lb, unit)}` : ''}`;

function groups(rows: PlannedSetRow[]) {
  const out = new Map<number, PlannedSetRow[]>();
  for (const r of rows) if (r.status !== 'swapped') out.set(r.position, [...(out.get(r.position) ?? []), r]);
  return [...out.values()];
}

export async function planReview(
  db: Executor,
  member: PlanningMember,
  workout: WorkoutRow,
): Promise<PlanReviewItem[]> {
  const rows = await plannedRowsOf(db, workout.id);
  if (!rows.length) return [];
  const logged = await db
    .select()
    .from(exercises)
    .where(eq(exercises.workoutId, workout.id))
    .orderBy(asc(exercises.position), asc(exercises.id));
  const unit = member.weightUnit;
  const out: PlanReviewItem[] = [];
  for (const group of groups(rows)) {
    const first = group[0]!;
    const linked = new Set(group.map((r) => r.exerciseId).filter((id) => id !== null));
    // Sets logged by hand or through the journal count too: same exercise, same workout.
    const done = logged.filter((s) => linked.has(s.id) || s.name.toLowerCase() === first.name.toLowerCase());
    const status = group.every((r) => r.status === 'skipped') ? 'skipped' : done.length ? 'done' : 'missed';
    const { slot, week, level } = await templateOf(db, member.id, workout, group, 1);
    const next = await planExercise(
      db,
      member,
      { ...slot, name: first.name },
      { position: first.position, week, level },
    );
    const nextTarget = next.targets[0];
    const planned = setsText(group.length, first.targetReps, first.targetWeight, unit);
    const did = done.length
      ? `${done.length}×${done.map((s) => s.reps ?? '-').join('/')}${done[0]?.weight ? ` at ${formatWeight(Math.max(...done.map((s) => s.weight ?? 0)), unit)}` : ''}`
      : 'nothing logged';
    const nextText = nextTarget
      ? setsText(next.targets.length, nextTarget.reps, nextTarget.weight, unit)
      : 'as written';
    out.push({
      name: first.name,
      position: first.position,
      status,
      planned: {
        sets: group.length,
        reps: first.targetReps,
        weight: first.targetWeight,
        rpe: first.targetRpe,
      },
      done: done.map((s) => ({ reps: s.reps, weight: s.weight, rpe: s.rpe })),
      next: nextTarget
        ? { sets: next.targets.length, reps: nextTarget.reps, weight: nextTarget.weight, rpe: nextTarget.rpe }
        : null,
      summary:
        status === 'skipped'
          ? `${titleCase(first.name)}: skipped today (planned ${planned}). Next time ${nextText}.`
          : `${titleCase(first.name)}: planned ${planned}, did ${did}. Next time ${nextText}: ${next.basis}`,
    });
  }
  return out;
}

/** The analysis speaks the plan: its "next time" per programmed exercise is the rule's target. */
export function withPlan(analysis: WorkoutAnalysis, review: PlanReviewItem[]): WorkoutAnalysis {
  if (!review.length) return analysis;
  const byName = new Map(review.map((r) => [r.name.toLowerCase(), r]));
  const asPlanned = review.filter((r) => r.status === 'done').length;
  return {
    ...analysis,
    summary:
      `${analysis.summary} Program: ${asPlanned} of ${review.length} programmed exercises done.`.trim(),
    exercises: analysis.exercises.map((x) => {
      const r = byName.get(x.name.toLowerCase());
      return r ? { ...x, nextTime: r.summary } : x;
    }),
    suggestions: [
      ...review.filter((r) => r.status !== 'done').map((r) => r.summary),
      ...analysis.suggestions,
    ],
  };
}
