/**
 * Keeps weekly hard sets per body group inside the band for the member's level where the days allow
 * (bands and sources: training/set-targets.ts, docs/training-science.md). Greedy and bounded: trim
 * accessory sets (then whole accessories) from groups over the band, add sets (then an accessory)
 * to groups under it, never past a session's set cap, never touching the main lifts.
 */
import { type CatalogueExercise, findExercise } from '../catalogue/index.ts';
import {
  BODY_GROUPS,
  type BodyGroup,
  type Equipment,
  type Experience,
  type ProgramDay,
  type ProgrammedExercise,
} from '../schemas.ts';
import { bandFor, setCredit } from '../training/set-targets.ts';
import { pickForSlot } from './program-design.ts';
import type { Slot } from './program-slots.ts';

/** Working sets a session holds at about 60-75 minutes (≈3 min a set with rest). */
export const SESSION_SET_CAP: Record<Experience, number> = { beginner: 16, intermediate: 22, advanced: 26 };
const MAX_SETS: Record<Experience, number> = { beginner: 4, intermediate: 5, advanced: 5 };
const MIN_SETS = 2;

const GROUP_SLOTS: Record<BodyGroup, Slot[]> = {
  chest: ['chest_iso', 'incline_push'],
  back: ['h_pull_alt', 'v_pull_alt'],
  shoulders: ['lateral', 'rear_delt'],
  arms: ['biceps', 'triceps'],
  legs: ['quad_iso', 'ham_iso'],
  core: ['core', 'core_alt'],
};
const UPPER = new Set<BodyGroup>(['chest', 'back', 'shoulders', 'arms']);

export function dayTrains(day: ProgramDay, group: BodyGroup): boolean {
  if (group === 'core') return true;
  if (UPPER.has(group)) return !/lower|legs/i.test(day.name);
  return !/upper|push|pull/i.test(day.name);
}

/** Main lifts and the day's opener keep their dose: the program is built around them. */
function isFixed(x: ProgrammedExercise, index: number): boolean {
  return index === 0 || x.progression?.kind === 'rpe' || x.progression?.kind === 'linear';
}

function primaryOf(x: ProgrammedExercise): readonly BodyGroup[] {
  return findExercise(x.name)?.primary ?? [];
}

// The balancing loop asks for credits thousands of times per program: one entry list per name.
const CREDITS = new Map<string, [BodyGroup, number][]>();
function credits(name: string): [BodyGroup, number][] {
  let list = CREDITS.get(name);
  if (!list) {
    list = Object.entries(setCredit(name)) as [BodyGroup, number][];
    if (CREDITS.size > 2000) CREDITS.clear();
    CREDITS.set(name, list);
  }
  return list;
}

/** Same sums as weeklySets (training/set-targets.ts), from the cached credits. */
function weekly(days: readonly ProgramDay[]): Record<BodyGroup, number> {
  const totals = Object.fromEntries(BODY_GROUPS.map((g) => [g, 0])) as Record<BodyGroup, number>;
  for (const d of days)
    for (const x of d.exercises) for (const [g, c] of credits(x.name)) totals[g] += c * x.sets;
  return totals;
}

const daySets = (day: ProgramDay) => day.exercises.reduce((a, x) => a + x.sets, 0);

export interface BalanceContext {
  level: Experience;
  equipment: readonly Equipment[];
  /** a programmed exercise for a catalogue exercise added as an accessory */
  make: (e: CatalogueExercise, position: number) => ProgrammedExercise;
  /** fewest exercises a day keeps when trimming */
  minExercises?: number;
}

/** Rebalances the days in place; returns them for chaining. */
export function balanceVolume(days: ProgramDay[], ctx: BalanceContext): ProgramDay[] {
  const cap = SESSION_SET_CAP[ctx.level];
  const minExercises = ctx.minExercises ?? 4;
  const stuck = new Set<string>();
  const fits = (totals: Record<BodyGroup, number>, name: string, sign: 1 | -1, except: BodyGroup) =>
    credits(name).every(([g, c]) => {
      if (g === except) return true;
      const band = bandFor(ctx.level, g as BodyGroup);
      const next = totals[g as BodyGroup] + sign * (c ?? 0);
      return sign > 0 ? next <= band.max : next >= band.min || totals[g as BodyGroup] > band.max;
    });

  for (let step = 0; step < 120; step++) {
    const totals = weekly(days);
    const off = BODY_GROUPS.map((g) => {
      const band = bandFor(ctx.level, g);
      const t = totals[g];
      return { g, over: t - band.max, under: band.min - t };
    });
    const over = off
      .filter((o) => o.over > 0 && !stuck.has(`over:${o.g}`))
      .sort((a, b) => b.over - a.over)[0];
    if (over) {
      if (!trim(over.g, totals)) stuck.add(`over:${over.g}`);
      continue;
    }
    // Core last: trunk work matters less to the band than the prime movers.
    const under = off
      .filter((o) => o.under > 0 && !stuck.has(`under:${o.g}`))
      .sort((a, b) => Number(a.g === 'core') - Number(b.g === 'core') || b.under - a.under)[0];
    if (!under) break;
    if (!grow(under.g, totals)) stuck.add(`under:${under.g}`);
  }
  return days;

  function trim(g: BodyGroup, totals: Record<BodyGroup, number>): boolean {
    // In order: the biggest accessory for the group; a main lift past 3 sets (never a day's opener);
    // an accessory that trains the group indirectly; then a whole accessory from the fullest day.
    const passes: ((x: ProgrammedExercise, i: number) => boolean)[] = [
      (x, i) => !isFixed(x, i) && primaryOf(x).includes(g) && x.sets > MIN_SETS,
      (x, i) => i > 0 && isFixed(x, i) && primaryOf(x).includes(g) && x.sets > 3,
      (x, i) => !isFixed(x, i) && credits(x.name).some(([h]) => h === g) && x.sets > MIN_SETS,
    ];
    for (const pass of passes) {
      let best: { x: ProgrammedExercise; day: ProgramDay } | undefined;
      for (const day of days)
        day.exercises.forEach((x, i) => {
          if (!pass(x, i) || !fits(totals, x.name, -1, g)) return;
          if (!best || x.sets > best.x.sets || (x.sets === best.x.sets && daySets(day) > daySets(best.day)))
            best = { x, day };
        });
      if (best) {
        best.x.sets -= 1;
        return true;
      }
    }
    const fullest = [...days].sort((a, b) => b.exercises.length - a.exercises.length);
    for (const day of fullest) {
      if (day.exercises.length <= minExercises) continue;
      const i = day.exercises.findLastIndex((x, j) => !isFixed(x, j) && primaryOf(x)[0] === g);
      if (i >= 0) {
        day.exercises.splice(i, 1);
        return true;
      }
    }
    return false;
  }

  /** A full session trades a set from a group well inside its band to the group under it. */
  function makeRoom(g: BodyGroup, totals: Record<BodyGroup, number>): boolean {
    const spare = (name: string) =>
      credits(name).every(
        ([h, c]) => totals[h as BodyGroup] - (c ?? 0) >= bandFor(ctx.level, h as BodyGroup).min + 1,
      );
    for (const day of days) {
      if (daySets(day) < cap) continue;
      const taker = day.exercises.find(
        (x, i) =>
          !isFixed(x, i) &&
          primaryOf(x).includes(g) &&
          x.sets < MAX_SETS[ctx.level] &&
          fits(totals, x.name, 1, g),
      );
      const donor = day.exercises.find(
        (x, i) =>
          x !== taker && !isFixed(x, i) && !primaryOf(x).includes(g) && x.sets > MIN_SETS && spare(x.name),
      );
      if (taker && donor) {
        taker.sets += 1;
        donor.sets -= 1;
        return true;
      }
    }
    return false;
  }

  function grow(g: BodyGroup, totals: Record<BodyGroup, number>): boolean {
    let best: { x: ProgrammedExercise; day: ProgramDay } | undefined;
    for (const day of days) {
      if (daySets(day) >= cap) continue;
      day.exercises.forEach((x, i) => {
        if (isFixed(x, i) || !primaryOf(x).includes(g) || x.sets >= MAX_SETS[ctx.level]) return;
        if (!fits(totals, x.name, 1, g)) return;
        if (!best || x.sets < best.x.sets || (x.sets === best.x.sets && daySets(day) < daySets(best.day)))
          best = { x, day };
      });
    }
    if (best) {
      best.x.sets += 1;
      return true;
    }
    if (makeRoom(g, totals)) return true;
    // No room in existing work: add an accessory for the group on the lightest day that trains it,
    // freeing sets from groups well inside their band when the day is full.
    const lightest = days.filter((d) => dayTrains(d, g)).sort((a, b) => daySets(a) - daySets(b));
    for (const day of lightest) {
      const taken = new Set(day.exercises.map((x) => findExercise(x.name)?.name ?? x.name));
      for (const slot of GROUP_SLOTS[g]) {
        const e = pickForSlot(slot, ctx.equipment, taken, day.dayNumber, true);
        if (!e?.primary.includes(g)) continue;
        const cuts = free(day, daySets(day) + MIN_SETS - cap, g, totals);
        if (!cuts) break;
        const after = { ...totals };
        for (const x of cuts) for (const [h, c] of credits(x.name)) after[h] -= c;
        if (!fits(after, e.name, 1, g)) continue;
        for (const x of cuts) x.sets -= 1;
        day.exercises.push({ ...ctx.make(e, day.exercises.length), sets: MIN_SETS });
        return true;
      }
    }
    return false;
  }

  /**
   * Which accessories of the day could give up `need` sets (one each time), taking first from the
   * group furthest above its band's floor and never leaving a group within a set of it. Not applied.
   */
  function free(
    day: ProgramDay,
    need: number,
    g: BodyGroup,
    totals: Record<BodyGroup, number>,
  ): ProgrammedExercise[] | null {
    if (need <= 0) return [];
    const left = { ...totals };
    const cuts: ProgrammedExercise[] = [];
    const surplus = (x: ProgrammedExercise) => {
      const h = primaryOf(x)[0];
      return h ? left[h] - bandFor(ctx.level, h).min : 0;
    };
    for (let n = 0; n < need; n++) {
      const donor = day.exercises
        .filter(
          (x, i) =>
            !isFixed(x, i) &&
            !primaryOf(x).includes(g) &&
            x.sets - cuts.filter((c) => c === x).length > MIN_SETS &&
            credits(x.name).every(
              ([h, c]) => left[h as BodyGroup] - (c ?? 0) >= bandFor(ctx.level, h as BodyGroup).min + 1,
            ),
        )
        .sort((a, b) => surplus(b) - surplus(a))[0];
      if (!donor) return null;
      for (const [h, c] of credits(donor.name)) left[h] -= c;
      cuts.push(donor);
    }
    return cuts;
  }
}
