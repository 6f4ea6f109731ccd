import { findExercise } from '../catalogue/index.ts';
import type { WeightUnit } from '../schemas.ts';
import { cardioName } from './journal-cardio.ts';
import { LOAD_UNIT } from './journal-words.ts';
import { parseUnit, toPounds } from './units.ts';

/**
 * Numbers in a lifter's story of the day that are no set, made plain before the line is read: a change
 * of load on the way to the load written ("took off 10 pounds for a single at 335"), plates put on the
 * bar ("added two 10s and two 5s"), the lifter's bodyweight said about a lift ("a PR of 405 at a
 * bodyweight of 180"); and, for the line before it is split, names in quotes and "about that many".
 */
const NUMBER = String.raw`\d+(?:\.\d+)?`;

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const OWN_BODYWEIGHT = new RegExp(
  String.raw`\b(?:at\s+(?:a\s+)?)?(?:bw|bodyweight|body\s+weight)\s+(?:of|was|is)\s+(?:about\s+|around\s+|~\s*)?${NUMBER}\s*${LOAD_UNIT}?`,
  'gi',
);

/** Loads changed on the way, plates and the lifter's bodyweight, gone from the chunk's numbers. */
export function storyNumbers(text: string): string {
  return (
    text
      // "took off 10 pounds for a single at 335", "20 pounds more for a single at 315": a change of load,
      // when the load it came to is written too.
      .replace(
        /\b(?:(?:took|take|taking|dropped|drop|added|add|adding|stripped|put on)\s+(?:off\s+)?\d+(?:\.\d+)?\s*(?:pounds|lbs?|kgs?|kilos?)(?:\s+(?:more|less|off))?|\d+(?:\.\d+)?\s*(?:pounds|lbs?|kgs?|kilos?)\s+(?:more|less|lighter|heavier))(?=\s+for\s+[^,.;!?]*?\b(?:at|@)\s*\d)/gi,
        ' ',
      )
      // "super hard by rep 11", "form broke on rep 8": which rep of the set, as "on sets 4 and 5" says which
      // sets, not a count.
      .replace(
        /\b(?:by|on|at|after|until|till|around|from|near|past)\s+(?:the\s+)?rep\s+#?\d{1,2}\b(?![\d/x×@]|\.\d)/gi,
        ' ',
      )
      // "100 situps in one set", "nine push-ups in a row": how the one set went, not another set.
      .replace(/\b(?:in\s+(?:one|1|a\s+single)\s+(?:set|go)|in\s+a\s+row|unbroken)\b/gi, ' ')
      // "So I added two 10s and two 5s": plates put on the bar, not a set.
      .replace(
        /\b(?:added|add|adding|put on|threw on|loaded)\s+(?:(?:a|one|two|three|four|\d)\s+)?\d+(?:\.\d+)?['’]?s\b(?:\s*(?:,|and)\s*(?:(?:a|one|two|three|four|\d)\s+)?\d+(?:\.\d+)?['’]?s\b)*/gi,
        ' added plates ',
      )
      // "a PR of 405 at a bodyweight of 180", "body weight was 82 kg": the lifter's own weight, said
      // about the lift, not a bodyweight set.
      .replace(OWN_BODYWEIGHT, ' ')
  );
}

// "50 singles (jump rope)", "100 reps (skipping)": a count's own word names no move; the move in the
// brackets after it is what was counted ("50 singles" alone would be fifty sets of one).
const COUNTED_IN_BRACKETS =
  /\b(\d{1,3})\s+(?:singles|doubles|reps|skips|turns|unders|times)\s*\(\s*(\p{L}[\p{L}\s-]{2,30}?)\s*\)/giu;
const namesMove = (words: string) => Boolean(findExercise(words) ?? cardioName(words));

// Built once (see above).
const GOAL_ASIDE_LOAD = new RegExp(
  String.raw`(\b(?:goal|target|aim)s?\b[^.!?()\d]{0,40})\(\s*(?:about\s+|~\s*)?${NUMBER}\s*${LOAD_UNIT}?\s*\)`,
  'gi',
);

/**
 * '2.5 mi "Woods, Fields & Campus" walk', "a slow 2ish mile run", "my goal (400 pounds)": one name in
 * quotes, about that many, a goal's load.
 */
export function quotedAndApprox(line: string): string {
  return (
    line
      .replace(COUNTED_IN_BRACKETS, (all: string, n: string, move: string) =>
        namesMove(move) ? `${n} ${move}` : all,
      )
      // '7 "miles" pool-running': a unit in quotes is a distance counted as its equal, still a distance.
      .replace(
        /(\d)\s*["“]\s*(miles?|km|kilomet(?:er|re)s?|k|meters?|metres?|yards?|laps?|minutes?|mins?)\s*["”]/gi,
        '$1 $2',
      )
      // A name in quotes is one thing, not clauses.
      .replace(
        /(["“])([^"“”\d]{1,60})(["”])/g,
        // "“In and Out Shoulder Flys”": its "and" joins no clauses either.
        (_, a: string, q: string, b: string) =>
          `${a}${q.replace(/[,;.!?:]/g, ' ').replace(/\s+and\s+/gi, ' & ')}${b}`,
      )
      // "10-ish reps": about that many.
      .replace(/(\d)\s*-?ish\b/gi, '$1')
      // "made it 3/4 of the way up": how far a rep that failed went, no count of anything.
      .replace(/(?<![\d./])\d\s*\/\s*\d\s+(?:of\s+)?(?:the\s+)?way\b/gi, 'part of the way')
      // "a pretty specific goal in mind (400 pounds)": the load in an aside about a goal is no set.
      .replace(GOAL_ASIDE_LOAD, '$1')
  );
}

// "We slap on 185", "I put on 205", "increased the weight to 185", "set the pin at 120", "moved up to
// 155": a sentence that ends on a load it put on the bar (or stack) and counts nothing. "I got to 205
// pretty easily and did 3 reps", "moved up to 155 easily": reached, then how (round 34).
const HOW = String.raw`(?:\s+(?:(?:pretty|very|really|quite|fairly|so)\s+)?[a-z]{2,}ly)?`;
const LOAD_TOLD = new RegExp(
  String.raw`\b(?:(?:slap(?:ped)?|put|threw|throw|load(?:ed)?|stuck)\s+on|(?:weight|pin|bar|stack|it)\s+(?:up\s+|down\s+)?(?:to|at)|(?:up|jumped|bumped|increased|dropped|down)\s+to)\s+(?:a\s+pair\s+of\s+)?(${NUMBER})\s*(?:['’]?s|(${LOAD_UNIT}))?${HOW}\s*$`,
  'i',
);
// "I got to 205", "made it to 100kg": a load reached, under a lift that takes one (of pull-ups, "got to
// 12" is a count of reps).
const LOAD_REACHED = new RegExp(
  String.raw`\b(?:got|made\s+it)\s+(?:up\s+)?to\s+(${NUMBER})\s*(${LOAD_UNIT})?${HOW}\s*$`,
  'i',
);

/**
 * A load told in a story, for the counts told after it ("We slap on 185 and bang out 10 reps"): the
 * load the sentence put on when its only number is that load, else null.
 */
export function toldLoad(
  text: string,
  numbers: {
    groups: { sets: number; reps: (number | null)[]; weight: number | null }[];
    bare: number | null;
  },
  unit: WeightUnit,
  loaded = false,
): number | null {
  const [only, ...more] = numbers.groups;
  // "increased the weight to 140 lbs": with its unit the load was read as a set's load already.
  const load =
    only && !more.length && only.sets === 1 && only.reps.every((r) => r === null) ? only.weight : null;
  if ((numbers.groups.length || numbers.bare === null) && load === null) return null;
  const m = LOAD_TOLD.exec(text.trim()) ?? (loaded ? LOAD_REACHED.exec(text.trim()) : null);
  if (!m) return null;
  return load ?? (Number(m[1]) === numbers.bare ? toPounds(Number(m[1]), parseUnit(m[2]) ?? unit) : null);
}

/** Holds a load told in a story (see toldLoad) for the counts after it; true when the chunk was one. */
export function holdToldLoad(
  st: { carryWeight: number | null; current?: { exercise?: { isBodyweight: boolean } | undefined } },
  text: string,
  numbers: Parameters<typeof toldLoad>[1] & { ordinal?: unknown },
  unit: WeightUnit,
): boolean {
  // "(3rd set dropped to 20lbs)": a set named by its number is that set's load, not one held for later.
  if (numbers.ordinal != null) return false;
  // A lift in scope that takes a load (not one done with the body alone) reads "got to 205" as its load.
  const loaded = st.current?.exercise ? !st.current.exercise.isBodyweight : false;
  const told = toldLoad(text, numbers, unit, loaded);
  if (told !== null) st.carryWeight = told;
  return told !== null;
}
