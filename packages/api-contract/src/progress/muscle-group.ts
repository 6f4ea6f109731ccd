/** GET /api/muscle-groups/:id/progress: frequency, volume and last worked for one of the six groups. */
import { bandFor, bandStatus, setCredit, weeklySets } from '@coach/ai/training';
import { addDays, todayIn } from '../domain/calendar.ts';
import { lastWorkedLabel, weekStartOf } from '../domain/training.ts';
import { round3 } from '../domain/units.ts';
import type { Executor } from '../shared/executor.ts';
import { notFound } from '../trpc.ts';
import { MUSCLE_GROUPS } from './body-map.ts';
import { memberLevel } from './level.ts';
import { memberTotals } from './rollups.ts';
import { sessionsBetween } from './week.ts';

export const MUSCLE_GROUP_NOT_FOUND = 'Muscle group not found';
/** Frequency and volume look at the last four weeks: long enough to be stable, short enough to be now. */
export const WINDOW_DAYS = 28;

export async function muscleGroupProgress(
  db: Executor,
  member: { id: number; timeZone: string },
  id: number,
  now = new Date(),
) {
  const meta = MUSCLE_GROUPS.find((g) => g.id === id);
  if (!meta) throw notFound(MUSCLE_GROUP_NOT_FOUND);
  const today = todayIn(member.timeZone, now);
  const from = addDays(today, -(WINDOW_DAYS - 1));
  const weekStart = weekStartOf(today);
  const totals = await memberTotals(db, member.id);
  const [level, window] = await Promise.all([
    memberLevel(db, member.id, totals, today),
    sessionsBetween(db, member.id, from < weekStart ? from : weekStart, today),
  ]);
  const days = new Set<string>();
  let volume = 0;
  for (const s of window) {
    if (s.date < from) continue;
    const share = setCredit(s.exerciseName)[meta.group] ?? 0;
    if (share === 1) days.add(s.date);
    volume += share * s.volume;
  }
  const thisWeek = weeklySets(
    window.filter((s) => s.date >= weekStart).map((s) => ({ name: s.exerciseName, sets: s.hardSets })),
  )[meta.group];
  // The group's own band (arms and legs are two muscles each), as on the body map and the program.
  const band = bandFor(level.level, meta.group);
  const lastWorked = totals.lastWorked[meta.group] ?? null;
  return {
    ...meta,
    frequency: Math.round((days.size / (WINDOW_DAYS / 7)) * 10) / 10,
    volume: Math.round(round3(volume)),
    lastWorked,
    lastWorkedLabel: lastWorkedLabel(lastWorked, today),
    weeklySets: Math.round(thisWeek * 2) / 2,
    band,
    status: bandStatus(thisWeek, band),
    windowDays: WINDOW_DAYS,
  };
}
