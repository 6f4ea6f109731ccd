/**
 * The set patterns of extractNumbers that read a whole group of sets at once, sets, reps and a load
 * together ("6 x 215 x 4", "10 reps x 135", "3 sets of 50 lbs", "185x8", "225 for 5"). Run in
 * extractNumbers' order, each taking its match out of the chunk's text.
 */

import { findExercise } from '../catalogue/index.ts';
import { countedScheme } from './journal-counted.ts';
import {
  FOR_REPS,
  PAIR,
  REPS_BY_SETS,
  REPS_FIRST,
  SETS_OF_LOAD,
  SETS_OF_SCHEME,
  TRIPLE,
  unitAfterPair,
} from './journal-patterns.ts';
import { setsFirst } from './journal-triples.ts';
import type { SetGroup } from './journal-types.ts';

/**
 * Replaces each match of `re` in the chunk's text, handing `fn` the match and its groups. A pattern that
 * declines its match (`fn` returns false) leaves the text as it was, for the patterns after it: a number
 * is never consumed without being read.
 */
export type Take = (re: RegExp, fn: (m: (string | undefined)[]) => unknown) => void;
/** A load and its unit, in pounds (the chunk's unit when none is written). */
export type Lb = (v: string | undefined, u: string | undefined) => number;

export function num(s: string | undefined): number {
  return s === undefined ? Number.NaN : Number.parseFloat(s);
}

/** Three numbers chained by x, then reps first: "6 x 215 x 4", "8x 75lbs", "5 reps x 3", "10 reps x 135". */
export function takeChains(take: Take, lb: Lb, groups: SetGroup[]): void {
  // weight x reps x sets, or sets x reps x weight
  take(TRIPLE, (m) => {
    const [a, b, c] = [num(m[1]), num(m[3]), num(m[5])];
    // "6 x 215 x 4", "8 x 60kg x 3": the load in the middle (a unit, or too heavy for reps or sets
    // beside two small counts); which count is the sets is journal-triples' one rule.
    const middle = !m[2] && !m[6] && (Boolean(m[4]) || (b > 30 && a <= 30 && c <= 30));
    if (middle) {
      const repsFirst = !setsFirst(a, c);
      groups.push({ sets: repsFirst ? c : a, reps: [repsFirst ? a : c], weight: lb(m[3], m[4]), rpe: null });
    } else if (m[2] || a > 20) groups.push({ sets: c, reps: [b], weight: lb(m[1], m[2]), rpe: null });
    else groups.push({ sets: a, reps: [b], weight: lb(m[5], m[6]), rpe: null });
  });
  take(REPS_FIRST, (m) => {
    // "a 35×5 pound dip", "225x5 lbs": the unit written after the pair still belongs to the load when
    // the second number is too small for one and the first too many for reps (a unit after a whole
    // "load x reps" pair); "15x5 lb" lateral raises and "8x 75lbs" stay reps first.
    const [a, b] = [num(m[1]), num(m[2])];
    if (unitAfterPair(a, b)) groups.push({ sets: 1, reps: [b], weight: lb(m[1], m[3]), rpe: null });
    else groups.push({ sets: 1, reps: [a], weight: lb(m[2], m[3]), rpe: null });
  });
  take(REPS_BY_SETS, (m) => {
    // "10 reps x 135": too many for sets, so the load.
    if (!m[3] && num(m[2]) > 20)
      groups.push({ sets: 1, reps: [num(m[1])], weight: lb(m[2], undefined), rpe: null });
    else groups.push({ sets: num(m[2]), reps: [num(m[1])], weight: null, rpe: null });
  });
}

const otherLoad = (t: string) => /\d\s*(?:kgs?|kilos?|lbs?|pounds?)\b|\d\s*#/i.test(t);
const schemeFirst = (t: string, pair = '') => {
  const s = t.trimStart();
  return s.startsWith(pair) && /^\s+\p{L}{2}/u.test(s.slice(pair.length));
};

/**
 * Sets of a load or of reps, and load × reps: "3 sets of 50 lbs", "5 sets of 3 x 270", "3x8", "185x8",
 * "225 for 5". `text` is the chunk's text as it stands when a pattern matches.
 */
export function takeSetGroups(take: Take, lb: Lb, groups: SetGroup[], text: () => string): void {
  // "3 sets of 50 lbs", "4 sets at 100 kg": a load for every set, the reps said elsewhere.
  take(SETS_OF_LOAD, (m) => {
    groups.push({ sets: num(m[1]), reps: [null], weight: lb(m[2], m[3]), rpe: null });
  });
  // "5 sets of 3 x 270", "3 sets of 140 x 5", "2 sets of 15 x 10": the count's one scheme, its load
  // and reps told apart by journal-counted.
  take(SETS_OF_SCHEME, (m) => {
    const s = countedScheme(num(m[2]), m[3], num(m[4]), m[5]);
    // Neither can be a load ("2 sets of 300 x 200"): declined, for the patterns after it.
    if (!s) return false;
    const unit = s.loadFirst ? m[3] : m[5];
    groups.push({ sets: num(m[1]), reps: [s.reps], weight: lb(String(s.load), unit), rpe: null });
  });
  take(/\b(\d+)\s*sets?\s*(?:of|x|,)?\s*(\d+)\s*(?:reps?)?/g, (m) => {
    groups.push({ sets: num(m[1]), reps: [num(m[2])], weight: null, rpe: null });
  });
  // "3x8" (sets x reps) or "185x8" (weight x reps): small first numbers without a unit are sets.
  take(PAIR, (m) => {
    const a = num(m[1]);
    const b = num(m[3]);
    // "15x1 @ 225#": a load written after the pair makes its first number the sets, even past ten.
    const rest = text().slice(text().indexOf(m[0] ?? '') + (m[0] ?? '').length);
    const loadAfter = /^\s*(?:@|at\b)\s*(\d+)/i.exec(rest)?.[1];
    const counted = a <= 30 && Number(loadAfter) > Math.max(20, a);
    const isWeight = Boolean(m[2]) || (a > 10 && !counted) || !Number.isInteger(a);
    if (isWeight)
      groups.push({
        sets: 1,
        reps: [b],
        weight: lb(m[1], m[2]),
        rpe: null,
        ...(!m[2] && Number.isInteger(a) && !loadAfter ? { sizedLoad: a } : {}),
      });
    // "4×120": no one does 120 reps of a loaded lift, so the small number is the reps; not when a load
    // is written elsewhere ("3x40 hamstring curl 50#") or the pair is a scheme before the name
    // ("2x35 squat"), the way programs are written: then it is sets × reps.
    else if (
      b > 30 &&
      !/@|\bat\b/.test(text()) &&
      !otherLoad(text()) &&
      !(b <= 50 && schemeFirst(text(), m[0]))
    )
      groups.push({ sets: 1, reps: [a], weight: lb(m[3], undefined), rpe: null, repsFirst: b });
    else groups.push({ sets: a, reps: [b], weight: null, rpe: null, maybeLoad: lb(m[1], undefined) });
  });
  take(FOR_REPS, (m) => {
    groups.push({ sets: 1, reps: [num(m[3])], weight: lb(m[1], m[2]), rpe: null });
  });
}

/**
 * "I started with 40 swings", "finished with 50 burpees": after "with", a bare number right before a
 * lift named in the plural counts that lift, as "did 40 swings" does. A load told so has its unit or a
 * word between it and the lift ("with 135 for squats", "with 60 on the bar"), and a barbell's may go bare
 * ("started with 135 squats").
 */
export function pluralLift(after: string): boolean {
  const words = /^\s*([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})/.exec(after)?.[1]?.split(/\s+/) ?? [];
  for (let len = words.length; len >= 1; len--)
    if (words[len - 1]?.endsWith('s')) {
      const lift = findExercise(words.slice(0, len).join(' '));
      if (lift) return !lift.equipment.includes('barbell');
    }
  return false;
}
