/**
 * One load, however it is written. Before anything reads a line's numbers, every way lifters write a
 * single load is put as one number with its unit (or "@ N" when the unit is the line's), so no later
 * reader takes half of it for reps, sets or a second set:
 * - a load and its conversion into the other unit ("25Kg/55 lbs", "100 kg (220 lbs)", "60kg = 132lb", "100kg aka 220lb",
 *   "6 x 24/52.9") is the first load, in the first unit;
 * - a load named by its implement ("50's", "the 45s", "a pair of 40's", "two 8 kg's", "45DB") is the
 *   load of each bell: "two" and "pair" count the bells, not the sets ("30# DB" is a load already);
 * - reps at a list of loads in prose ("8 reps with 45lbs, 50lbs, and 55lbs", "10 at 135, 155 and 175")
 *   is one set per load; a count in the plural before a load ("5s @ 185, 205": fives at) is those reps;
 * - a load written, then the lifter's correction of it in brackets ("(35lbs) [I did 25lbs]", "@ 24kg
 *   (actually 20kg)") is the load they lifted: the written one was the plan (a WOD's Rx);
 * - a pair of bells on a line naming them, "DB bench 2x30kg x 8", is one bell's load (journal-bell-pair);
 * - a barbell load told in plates ("2 plates", "plate and a quarter") is its load in the member's unit
 *   (journal-plates); the bar itself, "2×5 empty bar", "1×3 bar + 30 lbs", is its weight (journal-bar-load).
 */
import { barAsLoad } from './journal-bar-load.ts';
import { bellPairs } from './journal-bell-pair.ts';
import { bracketRepsAsSets } from './journal-bracket-reps.ts';
import { platesAsLoads } from './journal-plates.ts';
import { stoneAsPounds, withoutStone } from './journal-stone.ts';
import { LOAD_UNIT } from './journal-words.ts';
import { LB_PER_KG } from './units.ts';

const N = String.raw`\d+(?:\.\d+)?`;
// Spaces within a line only: a load and its conversion never straddle a line break.
const S = '[ \\t]*';
const UNIT = `(?:${LOAD_UNIT}|kilograms?)(?![a-z])`;

const isKilo = (unit: string) => /k/i.test(unit);

/** The unit the second number converts the first from, if it is the first in the other unit (±2%). */
function converted(first: number, second: number): 'kg' | 'lb' | null {
  if (first <= 0 || second <= 0) return null;
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.02 * b;
  if (near(second, first * LB_PER_KG)) return 'kg';
  if (near(second, first / LB_PER_KG)) return 'lb';
  return null;
}

// "25Kg/55 lbs", "95lbs/43.0913kg", "100 kg (220 lbs)", "60kg = 132lb", "[45 kg]", "100kg aka 220lb",
// "100kg ≈ 220lb": a load, then a second number, with or without its unit, in parentheses or after
// "/", "=", "≈" or "aka" (a conversion still has to add up, below).
const PAIR = new RegExp(
  String.raw`(?<![\d./])(${N})${S}(${UNIT})?${S}(?:\/+${S}|[=≈]${S}|\ba\.?k\.?a\.?${S}|[([]${S})(${N})${S}(${UNIT})?${S}[)\]]?(?![\d/]|${S}\/${S}\d)`,
  'gi',
);
// A unitless pair stands for one load only where a load stands: after "x", "@", "at" or "with", or
// before "x"; so a date ("10/22") or a reps list ("5/11") keeps its meaning.
const LOAD_PLACE = /(?:(?<![a-z])[x×@]|\bat|\bwith|\bw\/)[ \t]*$/i;

function dualUnits(text: string): string {
  return text.replace(
    PAIR,
    (whole, a: string, unitA = '', b: string, unitB = '', at: number, all: string) => {
      const opened = /[([]/.test(whole) && !/[)\]]\s*$/.test(whole);
      if (opened) return whole;
      // Two units written: the same system twice is a list of loads ("100# / 115#"), not a conversion.
      if (unitA && unitB) return isKilo(unitA) === isKilo(unitB) ? whole : `${a} ${unitA} `;
      const from = converted(Number(a), Number(b));
      if (!from) return whole;
      if (unitA) return isKilo(unitA) === (from === 'kg') ? `${a} ${unitA} ` : whole;
      if (unitB) return isKilo(unitB) !== (from === 'kg') ? `${a} ${from} ` : whole;
      const after = all.slice(at + whole.length);
      const placed = LOAD_PLACE.test(all.slice(0, at)) || /^[ \t]*[x×]/i.test(after);
      // "15/33" with both numbers plain: a load only at a load's place, never a rep count's size, and
      // only after "/" ("3 x 10 (22)" may be a total).
      return placed && whole.includes('/') && Number(b) >= 10 ? `${a} ${from} ` : whole;
    },
  );
}

const COUNT = String.raw`(?:a\s+pair\s+of|pair\s+of|both|two|2)`;
// "two 8 kg's", "(two 24s)", "a pair of 40's", "the 45s", "50's": bells named by their weight.
const BELLS = new RegExp(
  String.raw`(?:\b(?:w\/|with|using)${S})?(?:\b(${COUNT}|the)${S})?(?<![\d.])(\d{1,3}(?:\.\d+)?)${S}(${UNIT})?${S}(?:['’]s\b|s\b(?!${S}(?:[x×]${S}\d|${S}\d)))`,
  'gi',
);
// "45DB", "@ 16KB": a number glued to the implement is its load. Spaced and without a unit ("10 DB
// curls") it counts reps; with a unit ("25# dumbbells") it is a load already.
const ON_IMPLEMENT = /(?:@[ \t]*)?(?<![\d.])(\d{1,3}(?:\.\d+)?)(?:dbs?|kbs?)\b/gi;

// A mark, then bells named before this one: "@ 25's, 30's, " before "35's".
const MARKED_LIST = /(?:@|\bat|\bwith)[ \t]*(?:\d{1,3}(?:\.\d+)?[ \t]*(?:['’]?s)?[ \t]*,[ \t]*)*$/i;

function implementLoads(text: string): string {
  // "@ 50" where nothing says which number is the load; "15's x 22" says it already, and so does a
  // mark before a list of them ("3x12 @ 25's, 30's, 35's").
  const load = (n: string, unit: string | undefined, after: string, before = '') =>
    `${/^[ \t]*[x×][ \t]*\d/i.test(after) || MARKED_LIST.test(before) ? '' : '@ '}${n}${unit ?? ''}`;
  return text
    .replace(
      ON_IMPLEMENT,
      (_, n: string, at: number, all: string) => ` ${load(n, '', all.slice(at + _.length))} `,
    )
    .replace(
      BELLS,
      (whole, count: string | undefined, n: string, unit: string | undefined, at: number, all: string) => {
        // "50's", "8 kg's", "the 45s", "a pair of 40s" name the bells. "two 24s" only where bells are
        // told ("(two 24s)", "with two 24s"): "two 20s" may be two sets of 20, and a bare "60s" seconds.
        const told = /^(?:w\/|with|using)/i.test(whole) || /\([ \t]*$/.test(all.slice(0, at));
        const named = /['’]s$/i.test(whole) || unit || /^(?:the|(?:a\s+)?pair\s+of)$/i.test(count ?? '');
        if (!named && !(count && told)) return whole;
        return ` ${load(n, unit, all.slice(at + whole.length), all.slice(0, at))} `;
      },
    );
}

// "8 reps with 45lbs, 50lbs, and 55lbs", "10 at 135, 155 and 175": reps at each load of a list. Not a
// list of percentages, its mark on the last ("5 reps @ 60, 65, and 70% of 1RM"): journal-ladder's.
const ITEM = String.raw`\d{2,4}(?:\.\d+)?(?:${S}${UNIT})?`;
const LOAD_LIST = new RegExp(
  String.raw`(?<![\d.x×/@]${S}|\bof${S})\b(\d{1,2})(?:${S}reps?)?${S}(?:@|\bat\b|\bwith\b)${S}(${ITEM}(?:${S},${S}${ITEM})*(?:${S},?${S}(?:and|&)${S}${ITEM}))(?![\d.%]|${S}(?:[x×/%]|reps?\b|sets?\b))`,
  'gi',
);

function loadLists(text: string): string {
  return text.replace(LOAD_LIST, (whole, reps: string, list: string) => {
    const loads = list.split(/\s*(?:,\s*(?:and|&)?|\band\b|&)\s*/i).filter(Boolean);
    const heavy = loads.every((w) => Number.parseFloat(w) >= 20 && Number.parseFloat(w) > Number(reps));
    if (!heavy || loads.length < 2) return whole;
    // A unit written only after the last load is every load's.
    const unit = /[a-z#]+$/i.exec(loads.at(-1) ?? '')?.[0];
    return loads.map((w) => `1x${reps} @ ${w}${unit && !/[a-z#]/i.test(w) ? ` ${unit}` : ''}`).join('; ');
  });
}

// "5s @ 185, 205, 225", "Squat 8 x 3s @ 275": a count in the plural before "@" or "at" a load is sets of
// that many reps ("fives at"), when the load is no count's size (over 20 and the reps). Read for the
// whole entry before the sentences are judged, so "Next month I want 5s @ 225" is a goal as "5 @ 225"
// is. Not on a line timing its reps ("pause 3s @ 225", "tempo", "hold"), where "3s" is seconds.
const FIVES = /(?<![\d.@][ \t]*)\b(\d{1,2})s(?=[ \t]*(?:@|at\b)[ \t]*(\d{2,4})(?![\d.]*[ \t]*%))/gi;
const TIMED = /\b(?:paused?|tempo|holds?|iso(?:metric)?|secs?|seconds?|eccentric|negatives?|plank)\b/i;

function countsInPlural(text: string): string {
  if (!/\ds[ \t]*(?:@|at\b)/i.test(text)) return text;
  return text.replace(FIVES, (whole, reps: string, load: string, at: number, all: string) => {
    const line = all.slice(all.lastIndexOf('\n', at) + 1, (all.indexOf('\n', at) + 1 || all.length + 1) - 1);
    return Number(load) > Math.max(20, Number(reps)) && !TIMED.test(line) ? reps : whole;
  });
}

// A written load, then in brackets what the lifter says they lifted instead: "(35lbs) [I did 25lbs]",
// "24kg (actually did 20kg)", "@ 100 [used 90]". The correction carries a unit or replaces a load
// that has one; a bare count ("[I did 4]") may be reps, so it must be near the load's size.
const CORRECTED = new RegExp(
  String.raw`(?<![\d.])(${N})${S}(${UNIT})?(${S}\)?)${S}[[(]${S}(?:but${S})?(?:i${S}(?:only${S}|actually${S}|really${S})?(?:did|used|went${S}with|lifted|scaled${S}(?:to|down${S}to))|actually(?:${S}(?:did|used|was|went${S}with))?|really${S}(?:did|used|was)|used|was${S}really)${S}(${N})${S}(${UNIT})?${S}[)\]]`,
  'gi',
);

// "I have been thinking I did a 47.5kg bench press but it was 47", "thought it was 100kg, but it was
// actually 97.5": a load the lifter corrects in the same sentence. The correction is near the load
// (within 15%), so "a 100kg squat but it was 5 reps" or a body weight is never taken for one.
const SAID_WRONG = new RegExp(
  String.raw`(?<![\d.])(${N})${S}(${UNIT})?([^.!?;\d\n]{0,40}?),?${S}but${S}it${S}was${S}(?:actually${S}|really${S}|only${S}|just${S})?(${N})(?![\d.]|${S}(?:reps?|sets?|times|x|%|${UNIT}))`,
  'gi',
);

// "the weight was in fact 30kg, not 25kg", "used 60 kg, not 70 kg": a load, then the one it was not
// (round 34). The load named is lifted; the one denied is no load of any set. Only near its size, and with a
// unit on one of them, so "100kg, not 5 reps" or "135, not 3" keeps its count.
const NOT_THAT = new RegExp(
  String.raw`(?<![\d.])(${N})${S}(${UNIT})?${S},?${S}(?:and${S})?not${S}(?:the${S})?(${N})(?![\d.])${S}(${UNIT})?(?!\d|\.\d|${S}(?:reps?|sets?|times|x|×|%)(?![a-z]))`,
  'gi',
);

/** The text without the loads the lifter says were not lifted ("30kg, not 25kg" → "30kg"). */
export function loadsDenied(text: string): string {
  if (!/\bnot\b/i.test(text)) return text;
  return text.replace(
    NOT_THAT,
    (whole, load: string, unit: string | undefined, denied: string, deniedUnit?: string) => {
      const near = Number(denied) >= Number(load) * 0.4 && Number(denied) <= Number(load) * 2.5;
      return near && (unit || deniedUnit) && Number(denied) !== Number(load)
        ? `${load}${unit ?? deniedUnit ?? ''}`
        : whole;
    },
  );
}

function corrected(written: string): string {
  let text = loadsDenied(written);
  if (/\bbut\s+it\s+was\b/i.test(text))
    text = text.replace(SAID_WRONG, (whole, said: string, unit = '', words: string, was: string) =>
      Math.abs(Number(was) - Number(said)) <= 0.15 * Number(said) && Number(was) !== Number(said)
        ? `${was}${unit}${words}`
        : whole,
    );
  return text.replace(
    CORRECTED,
    (whole, written: string, unit: string | undefined, close: string, done: string, doneUnit?: string) => {
      const near = Number(done) >= Number(written) * 0.4 && Number(done) <= Number(written) * 2.5;
      if (!doneUnit && !(unit && near)) return whole;
      return `${done}${doneUnit ?? unit ?? ''}${close}`;
    },
  );
}

/** Every load of the text written once, as one number and its unit, one set per load of a list. */
export function oneLoad(text: string, unit?: 'kg' | 'lb'): string {
  return loadLists(
    bracketRepsAsSets(
      implementLoads(
        countsInPlural(
          dualUnits(
            corrected(
              bellPairs(
                stoneAsPounds(withoutStone(unit ? barAsLoad(platesAsLoads(text, unit), unit) : text)),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}
