/**
 * Fitting sessions into a time budget ("sessions under 45 minutes"): shorter rests first (never under
 * 60 s on main lifts, 45 s elsewhere), then fewer accessory sets, then dropping the last accessories;
 * main lifts keep at least 3 sets. Uses the same minute estimate as the session preview.
 */
import type { ProgramDay, ProgrammedExercise } from '../schemas.ts';
import { estimateMinutes } from './session.ts';

const isMain = (x: ProgrammedExercise, i: number) =>
  i === 0 || x.progression?.kind === 'rpe' || x.progression?.kind === 'linear';

/** Trims every day in place to `minutes` (null: 45 min or 10 less than the longest day, whichever is less). */
export function fitMinutes(
  days: ProgramDay[],
  minutes: number | null,
): { minutes: number; longest: number; dropped: string[] } {
  const longest = Math.max(...days.map((d) => estimateMinutes(d.exercises)));
  const target = minutes ?? Math.max(20, Math.min(45, longest - 10));
  const dropped: string[] = [];
  for (const day of days) {
    const over = () => estimateMinutes(day.exercises) > target;
    if (!over()) continue;
    for (const [i, x] of day.exercises.entries()) {
      const floor = isMain(x, i) ? 60 : 45;
      x.restTime = Math.max(Math.min(x.restTime, floor), Math.round((x.restTime * 0.75) / 15) * 15);
    }
    for (let guard = 0; over() && guard < 60; guard++) {
      // Biggest accessory first, from the end of the day.
      const acc = day.exercises
        .map((x, i) => ({ x, i }))
        .filter(({ x, i }) => !isMain(x, i) && x.sets > 2)
        .sort((a, b) => b.x.sets - a.x.sets || b.i - a.i)[0];
      if (acc) {
        acc.x.sets -= 1;
        continue;
      }
      const last = day.exercises.findLastIndex((x, i) => !isMain(x, i));
      if (last >= 0 && day.exercises.length > 3) {
        dropped.push(day.exercises[last]?.name ?? '');
        day.exercises.splice(last, 1);
        continue;
      }
      const main = day.exercises.find((x) => x.sets > 3);
      if (!main) break;
      main.sets -= 1;
    }
  }
  const after = Math.max(...days.map((d) => estimateMinutes(d.exercises)));
  return { minutes: target, longest: after, dropped: [...new Set(dropped)] };
}
