/**
 * "5 x 10" with small numbers and no unit reads as sets × reps, but light loads are written the same
 * way. On a drop-set line the first number is a load; a list of pairs, on one line or in rows over
 * several, is journal-pairs', read once as a whole.
 */
import type { LoggedSet } from '../schemas.ts';
import type { ChunkNumbers, SetGroup } from './journal-sets.ts';

/**
 * On a drop-set line ("30x10, dropset 20x8, 10x6"), a small "N x R" after load × reps is one set of a
 * lighter load. A plain list of pairs is journal-pairs', read once as a whole.
 */
export function inList(group: SetGroup, before: LoggedSet | undefined, dropping = false): SetGroup {
  const { maybeLoad } = group;
  if (maybeLoad === undefined || group.weight !== null || !before?.weight || !dropping) return group;
  return { sets: 1, reps: group.reps.slice(0, 1), weight: maybeLoad, rpe: group.rpe };
}

/** "205lbs: 3", "100 lbs – 10 reps each": numbers after a load that are counts, not another load. */
/** "Deadlift 110 pounds, five times": a lone count, the only number after a load carried to it, is its reps. */
export function countAfterLoad(numbers: ChunkNumbers, story = false): boolean {
  if (numbers.groups.length || numbers.bare === null) return false;
  return (story ? DONE_COUNT : /^(?:times|reps?)?$/).test(numbers.rest.trim());
}
// "I jumped up to 295 and did 5 more", "put on 185 and banged out 8": after a load a story put on the
// bar, a count told done is that load's reps ("more" counts on from the set before, at this load). "My first
// set was 95lbs, and I got all 12": "all" says every rep of that set was made, still its reps.
const DONE_COUNT =
  /^(?:(?:and|then)\s+)*(?:i\s+)?(?:did|got|hit|managed|banged\s+out|knocked\s+out|pumped\s+out|cranked\s+out|repped(?:\s+(?:it|out))?)?\s*(?:all\b\s*)?(?:more|times|reps?|more\s+reps?|reps?\s+more)?$/i;

/**
 * "I lifted 60 pounds over my head, eight times": a lone count ("times", no reps group: those are
 * journal-repeats') after a load a lift's verb made a single
 * (no reps written: no "1", "x 1" or "single") is that set's reps, not a set of its own.
 */
export function repsForSingle(sets: LoggedSet[], before: string, numbers: ChunkNumbers): boolean {
  const [only] = sets;
  if (sets.length !== 1 || !only || only.reps !== 1 || !countAfterLoad(numbers) || numbers.bare === null)
    return false;
  if (!/\d/.test(before) || /\b1\b|\bsingles?\b|\bone\b/i.test(before)) return false;
  only.reps = numbers.bare;
  return true;
}

/**
 * "Back extensions holding a 10kg plate: 12 x 4": after a load told on its own, an unmarked pair read as
 * load × reps only for its first number's size is two counts: that number (no more than a set's reps) is
 * the reps and the small one after it the sets, as a bodyweight move's are written (journal-logged).
 */
export const countsForLoad = (g: SetGroup) =>
  g.sizedLoad !== undefined && g.sizedLoad <= 30 && g.sets === 1 && (g.reps[0] ?? 99) <= 10;

/** The load carried from before to the sets after it, each pair of counts read as above. */
export function carryLoad(groups: SetGroup[], load: number): void {
  for (const g of groups) {
    if (countsForLoad(g)) Object.assign(g, { sets: g.reps[0], reps: [g.sizedLoad], weight: load });
    g.weight ??= load;
  }
}

export function onlyCounts(after: ChunkNumbers): boolean {
  if (after.timedSets !== null) return true;
  if (after.groups.length) return after.groups.every((g) => g.weight === null || countsForLoad(g));
  return after.bare !== null && after.bare <= 30;
}
