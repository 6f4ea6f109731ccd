/**
 * Ladders told by their count and their top rung (round 36): "kb c&p 53# - 3 ladders x 3 rungs", "2
 * ladders of 4 rungs", "3 ladders up to 5 reps in the 1-Arm-Kettlebell Military Press with a 32 kg 'Bell".
 * A ladder climbs one rep a rung from a single (1, 2, 3, …), each rung a set, and the ladder is done as
 * many times as told; "3 ladders x 3 rungs" is 1, 2, 3 three times, nine sets. Read as written, the
 * rungs were the reps of three sets (three sets of three) and "up to 5 reps" one set of five. The phrase
 * is written out as its rungs, one slashed list ("1/2/3/1/2/3/1/2/3"), which every reader takes as
 * one set a count at the line's load.
 * Only a count of ladders with its rungs or its top rung, both small (up to ten ladders, ten rungs):
 * "ladders of 1-2-3" (the rungs told) and "3 x 1,2,3" are read by journal-compact already, and "a
 * ladder up to 5" with no count of ladders is one ladder: "1 ladder" is written out too, but a bare
 * "ladder" keeps its reading.
 */

import { wordCount } from './journal-counts.ts';

const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;
// "3 ladders x 3 rungs", "2 ladders of 4 rungs", "5 ladders, 3 rungs each", "3 ladders up to 5 reps",
// "3 ladders to 5".
const LADDERS = new RegExp(
  String.raw`(?<![\p{L}\d.])${COUNT}[ \t]+ladders?[ \t]*(?:(?:[x×*]|of|with|,)[ \t]*${COUNT}[ \t]+rungs?(?:[ \t]+each)?|(?:,[ \t]*)?(?:(?:going|climbing)[ \t]+)?(?:up[ \t]+)?to[ \t]+${COUNT}(?:[ \t]+reps?)?)(?![\p{L}\d])`,
  'giu',
);

const count = (n: string | undefined) => (n ? (wordCount(n) ?? 0) : 0);

/** The entry with each ladder told by its count and top rung written out rung by rung. */
export function ladderRungsWritten(text: string): string {
  if (!/ladder/i.test(text)) return text;
  return text.replace(LADDERS, (whole, n: string, rungs?: string, top?: string) => {
    const ladders = count(n);
    const height = count(rungs ?? top);
    if (ladders < 1 || ladders > 10 || height < 2 || height > 10) return whole;
    const ladder = Array.from({ length: height }, (_, i) => i + 1).join(', ');
    return Array(ladders).fill(ladder).join(', ');
  });
}
