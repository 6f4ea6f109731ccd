/**
 * A meet's attempts, told by their labels: "[Squat 1] 137.5 kg: the opener went up smoothly", "Squat
 * attempt 2: 150kg ✅", "Deadlift opener 180 kg", "Bench 3rd attempt - 110 kg", "Bench 1: 100kg good,
 * Bench 2: 105 no lift". An attempt is one rep by the rules of the sport, so its load is a single
 * whatever story follows it; the story ("I had a minor injury two weeks ago") is a sentence of its own,
 * sorted on its own by journal-achieved, so a history told after the load does not take the load with it.
 * An attempt its own words say failed ("no lift", "missed", "red lights") is written as a failed try,
 * which journal-attempts cuts out: no set. (A cross after the load, "❌", is written "(missed)" before
 * this reads it: journal-separators.)
 *
 * A plain "Bench 1: 100kg" is a set numbered 1 as often as an attempt, so that form is an attempt only
 * with a meet's verdict beside its load ("good", "no lift", "white lights", "✅").
 *
 * A load with no count, opening its clause, judged right after by the word a meet judges an attempt with
 * ("Dead Lift: 100 kg successful and 110 kg failure") is an attempt too, made or failed, label or not.
 */

import { attemptLoadsBeside } from './journal-meet-told.ts';

const N = String.raw`\d+(?:\.\d+)?`;
const UNIT = '(?:kgs?|kilos?|kilograms?|lbs?|pounds?|#)(?![a-z])';
// One to three words naming the lift ("Bench", "Close grip bench"), never a number or a mark.
const LIFT = String.raw`\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*){0,2}?`;
const NTH = '(?:[1-3](?:st|nd|rd)|first|second|third|final|last)';
// The load, not followed by reps or a scheme: "Squat attempt 2: 150kg x 1" is a set the usual way.
const LOAD = String.raw`(?<![\d.])(${N}(?:[ \t]*${UNIT})?)(?![\d.]|[ \t]*(?:[x×*]|for\b|reps?\b|sets?\b|%|${UNIT}))`;
const SEP = String.raw`[ \t]*(?:[:=–—-][ \t]*)?(?:@[ \t]*)?`;
const ATTEMPT = new RegExp(
  String.raw`(?<![\p{L}\d])(?:\[[ \t]*(${LIFT})[ \t]+([1-3])[ \t]*\]|(${LIFT})[ \t]+(?:attempt[ \t]*#?[ \t]*[1-3]|${NTH}[ \t]+attempt|opener)|(?:attempt[ \t]*#?[ \t]*[1-3]|${NTH}[ \t]+attempt|opener)|(${LIFT})[ \t]+([1-3])(?=[ \t]*:))${SEP}${LOAD}(?:[ \t]*[:–—-](?![ \t]*\d))?`,
  'giu',
);
// What a meet calls a lift made or failed, said right after its load.
const VERDICT = String.raw`(?:good(?:[ \t]+lift)?|no[ \t-]+lift|white[ \t]+lights?|red[ \t]+lights?|made|missed|failed|[✅❌✔✓✗✘])`;
const FAILED_VERDICT =
  /^[^.!?;,\d]*?(?:\bno[\s-]+lift|\bred\s+lights?|\bmiss(?:ed)?\b|\bfail(?:ed)?\b|\bbomb(?:ed)?\b|[❌✗✘])/iu;
const VERDICT_AFTER = new RegExp(String.raw`^[ \t]*[,(–—-]?[ \t]*${VERDICT}`, 'iu');
// Words before "attempt" that are prose, not the lift ("My 2nd attempt", "The opener"): dropped.
const NOT_LIFT = /^(?:my|the|a|an|his|her|their|our|on|at|for|and|then|with|in|so|but)$/i;
// "Set 1: 100kg good", "Week 2: 105 made": a numbered set or a program's part, not a lift's attempt.
const NOT_ATTEMPT =
  /^(?:sets?|weeks?|days?|rounds?|blocks?|phases?|cycles?|sessions?|workouts?|warm[\s-]?ups?|parts?|steps?|level|rung)$/i;
const HINT = /attempt|opener|\[|:/i;

// "100 kg successful", "110 kg failure", "120 no lift": a load opening its clause, then a meet's verdict.
const JUDGED = new RegExp(
  String.raw`(?<=^|[:;,.][ \t]{0,3}|\b(?:and|then|but)[ \t]{1,3})(?<![\d.])(${N}(?:[ \t]*${UNIT})?)[ \t]+(?:was[ \t]+)?(?:(successful|success|good[ \t]+lift|made)|(?:an?[ \t]+)?(failure|failed|no[ \t-]+lift|missed))(?![\p{L}\d]|[ \t]*(?:[x×*]|for\b|reps?\b|sets?\b|on\b|at\b|attempts?\b|tries\b|lifts?\b))`,
  'giu',
);
const JUDGED_HINT = /\b(?:success|made|good\s+lift|fail|no[\s-]+lift|missed)/i;

/** Loads judged as a meet judges them: "100 kg successful" a single, "110 kg failure" a failed try. */
function judgedLoads(line: string): string {
  if (!JUDGED_HINT.test(line)) return line;
  return line.replace(JUDGED, (whole, load: string, made?: string) => {
    // "then 2 failed": a count, not a load.
    if (!/[a-z#]/i.test(load) && Number.parseFloat(load) < 20) return whole;
    return made ? `1x1 @ ${load.trim()};` : `failed attempt at ${load.trim()}`;
  });
}

/** The line with each meet attempt written as a single ("Squat 1x1 @ 137.5 kg;") or a failed try. */
export function meetAttempts(told: string): string {
  if (!/\d/.test(told)) return told;
  // "My second attempt went up at 82.7 pounds": the load put beside its attempt (journal-meet-told).
  const line = attemptLoadsBeside(told);
  // Labels first ("Bench 2: 245 no lift"), then loads judged without one.
  if (!HINT.test(line)) return judgedLoads(line);
  return judgedLoads(
    line.replace(
      ATTEMPT,
      (whole, b1?: string, _n1?: string, w1?: string, p1?: string, _n2?: string, load = '', ...rest) => {
        const [at, all] = rest as [number, string];
        const after = all.slice(at + whole.length);
        // "Bench 1: 100kg" is an attempt only with a verdict after it; a label's lift is no prose word.
        if (p1 && !VERDICT_AFTER.test(after)) return whole;
        const words = (b1 ?? w1 ?? p1 ?? '').trim().split(/\s+/).filter(Boolean);
        while (words[0] && NOT_LIFT.test(words[0])) words.shift();
        if (p1 && words.some((w) => NOT_ATTEMPT.test(w))) return whole;
        const name = words.length ? `${words.join(' ')} ` : '';
        if (FAILED_VERDICT.test(after)) return `failed ${name}attempt at ${load.trim()}`;
        // The story after the load is a sentence of its own: ";" ends this one in either case.
        return `${name}1x1 @ ${load.trim()};`;
      },
    ),
  );
}
