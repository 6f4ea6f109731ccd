/** This week's hard sets per body group and finer muscle, against the member's level bands. */
import { BODY_GROUPS } from '@coach/ai/schemas';
import { bandFor, bandStatus, WEEKLY_SET_TARGETS, weeklySets } from '@coach/ai/training';
import type { TrainingTotalsRow } from '@coach/db';
import { todayIn } from '../domain/calendar.ts';
import { FINE_MUSCLES, weeklyMuscleSets, weekStartOf } from '../domain/training.ts';
import type { Executor } from '../shared/executor.ts';
import { memberLevel } from './level.ts';
import { memberTotals } from './rollups.ts';
import { sessionsBetween } from './week.ts';

/** Ids 1-6 and display names of the spec's muscle groups (the muscle_groups reference rows). */
export const MUSCLE_GROUPS = BODY_GROUPS.map((group, i) => ({
  id: i + 1,
  group,
  displayName: group[0]!.toUpperCase() + group.slice(1),
}));

const half = (n: number) => Math.round(n * 2) / 2;

export async function bodyMap(
  db: Executor,
  member: { id: number; timeZone: string },
  now = new Date(),
  known?: TrainingTotalsRow,
) {
  const today = todayIn(member.timeZone, now);
  const weekStart = weekStartOf(today);
  const totals = known ?? (await memberTotals(db, member.id));
  const [level, week] = await Promise.all([
    memberLevel(db, member.id, totals, today),
    sessionsBetween(db, member.id, weekStart, today),
  ]);
  // A finer muscle is one muscle: the per-muscle band. A group is judged by bandFor (arms and legs
  // stand for two muscles), the same band the program explanation draws, so both screens agree.
  const band = WEEKLY_SET_TARGETS[level.level];
  const work = week.map((s) => ({ name: s.exerciseName, sets: s.hardSets }));
  const groups = weeklySets(work);
  const muscles = weeklyMuscleSets(work);
  return {
    weekStart,
    today,
    ...level,
    band,
    groups: MUSCLE_GROUPS.map((g) => {
      const groupBand = bandFor(level.level, g.group);
      return {
        ...g,
        sets: half(groups[g.group]),
        band: groupBand,
        status: bandStatus(groups[g.group], groupBand),
      };
    }),
    muscles: FINE_MUSCLES.map((m) => ({
      key: m.key,
      label: m.label,
      group: m.group,
      sets: half(muscles[m.key]),
      status: bandStatus(muscles[m.key], band),
    })),
  };
}
