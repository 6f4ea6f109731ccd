/**
 * "5 x 10" with small numbers and no unit reads as sets × reps, but light loads are written the same
 * way. Two signals here say the first number is a load (a list of pairs is journal-pairs'): a drop-set
 * line it sits in and the block it sits in ("5 x 10/side",
 * "8 x 10/side", "10 x 10/side": nobody climbs 5, 8, 10 sets at the same reps; loads climb).
 */
import type { LoggedSet } from '../schemas.ts';
import type { ChunkNumbers, SetGroup } from './journal-sets.ts';

/** A group read as sets × reps that could be load × reps, and where its sets went. */
export interface Ambiguous {
  start: number;
  count: number;
  load: number;
  reps: number;
}

/**
 * On a drop-set line ("30x10, dropset 20x8, 10x6"), a small "N x R" after load × reps is one set of a
 * lighter load. A plain list of pairs is journal-pairs', read once as a whole.
 */
export function inList(group: SetGroup, before: LoggedSet | undefined, dropping = false): SetGroup {
  const { maybeLoad } = group;
  if (maybeLoad === undefined || group.weight !== null || !before?.weight || !dropping) return group;
  return { sets: 1, reps: group.reps.slice(0, 1), weight: maybeLoad, rpe: group.rpe };
}

/** Rewrites a block's climbing "N x R" lines (N rising, R the same, three or more) as loads. */
export function settleBlock(sets: LoggedSet[], lines: Ambiguous[]): void {
  if (lines.length < 3) return;
  const climbs = lines.every(
    (l, i) => i === 0 || (l.load > (lines[i - 1]?.load ?? 0) && l.reps === lines[0]?.reps),
  );
  // A bodyweight move's climbing counts are sets: it has no load to climb.
  if (!climbs || lines.some((l) => sets[l.start]?.isBodyweight)) return;
  for (const l of [...lines].reverse()) {
    const first = sets[l.start];
    if (!first) return;
    sets.splice(l.start, l.count, { ...first, weight: l.load });
  }
}

/** A line that is only one "N x R" group with no load, nothing numbered after it: maybe a load. */
export function blockLine(
  groups: SetGroup[],
  nextText: string | undefined,
  start: number,
  count: number,
): Ambiguous | null {
  const only = groups.length === 1 ? groups[0] : undefined;
  if (/\d/.test(nextText ?? '') || only?.maybeLoad === undefined || only.weight !== null) return null;
  return { start, count, load: only.maybeLoad, reps: only.reps[0] ?? 0 };
}

/** "205lbs: 3", "100 lbs – 10 reps each": numbers after a load that are counts, not another load. */
export function onlyCounts(after: ChunkNumbers): boolean {
  if (after.timedSets !== null) return true;
  if (after.groups.length) return after.groups.every((g) => g.weight === null);
  return after.bare !== null && after.bare <= 30;
}
