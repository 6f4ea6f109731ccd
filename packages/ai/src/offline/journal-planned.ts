/**
 * A plan told beside what came of it, in one sentence of today's work: the count achieved is the set,
 * the count planned none (journal-achieved calls `plannedAchieved` before the records are read).
 */
import { DISTANCE_UNIT } from './journal-cardio.ts';
import { COUNT, countDigits } from './journal-counts.ts';
import { LOAD_UNIT } from './journal-words.ts';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const UNIT = LOAD_UNIT;

// "went for 10x 205 pounds, but only managed 7": the planned reps give way to the count achieved.
// "Tried 315 for 5 but only got 4", "went for 5 at 225 on bench but got 4": the load first, or the lift
// named after it, the same.
const PLANNED = new RegExp(
  String.raw`\b(?:(?:went|going|aimed|aiming|tried|trying|shooting|shot|hoping)\s+for|tried|attempted)\s+(?:${NUMBER}\s*(?:reps?\s*)?(?:x|×|@|at|with)\s*(${NUMBER}\s*${UNIT}?)|(${NUMBER}\s*${UNIT}?)\s*(?:for|x|×)\s*${NUMBER}(?:\s*reps?)?)((?:\s+(?!but\b|and\b|only\b|i\b)[a-z-]+){0,3}?)\s*,?\s*(?:(?:but|and)\s+)?(?:i\s+)?(?:only\s+)?(?:managed|got|did|hit|made)\s+(${COUNT})\b(?!\s*[,/-]\s*\d)(?:\s*reps?)?`,
  'gi',
);
// "aimed for 5x5, got 5,5,4,3,3": a scheme planned, then the reps of each set achieved. "Planned 5x5 at
// 200, got …", "wanted to bench 5x5 at 200 but only got …": the lift the plan's verb names stays.
const PLANNED_SCHEME = new RegExp(
  String.raw`\b(?:(?:went|aimed|aiming|tried|going|shooting|hoping)\s+for|planned|planning|(?:wanted|planned|meant|intended|hoped)\s+to\s+(\p{L}+))\s+(?:a\s+)?\d{1,2}\s*[x×]\s*\d{1,2}(?:\s*(?:@|at|with)\s*(${NUMBER}\s*${UNIT}?))?\s*,?\s*(?:but\s+)?(?:i\s+)?(?:only\s+)?(?:managed|got|did|hit|made)\s+(\d{1,2}(?:\s*[,/-]\s*\d{1,2})+)\b`,
  'giu',
);
// "max reps @ 120#. I did 7.", "AMRAP at 95 lbs: got 11": a set to the limit, then its count.
const TO_LIMIT = new RegExp(
  String.raw`\b(?:max(?:imum)?\s+reps|amrap|as\s+many\s+(?:reps\s+)?as\s+possible)\s*(?:(?:@|at|with)\s*(${NUMBER}\s*${UNIT}?))?\s*[.:,;!-]?\s*(?:(?:and\s+)?(?:i|we)\s+)?(?:did|got|managed|hit)\s+(${COUNT})\b(?:\s*reps?)?`,
  'gi',
);

// "aiming to do fifteen reps which I just about managed to do": the reps aimed at, then told made.
const AIMED_MADE = new RegExp(
  String.raw`\b(?:aim(?:ed|ing)|hop(?:ed|ing)|tr(?:ied|ying)|want(?:ed|ing))\s+to\s+(?:do|get|hit|make)\s+(${COUNT})\s+reps\s*,?\s*(?:which|and|that)\s+i\s+(?:(?:just(?:\s+about)?|barely|only\s+just|finally)\s+)?(?:managed|did|got|made|hit)(?:\s+to\s+do)?\b`,
  'gi',
);

// "I had 9 miles planned and ran 9.1", "planned 6k but only ran 4", "had 3 miles on the schedule and
// ran 3.5": a distance planned, then the distance done, its unit the plan's unless written. The plan is
// no bout; the distance done is the one (journal-session reads "ran 9.1 miles").
const DONE_VERB = '(?:ran|jogged|swam|rode|biked|cycled|walked|rowed|hiked|did|covered|managed|finished)';
const PLANNED_DISTANCE = new RegExp(
  String.raw`\b(?:(?:i|we)\s+)?(?:(?:had|['’]d)\s+(?:a\s+)?(${NUMBER})\s*(${DISTANCE_UNIT})\s+(?:[a-z]+\s+)?(?:planned|scheduled|on\s+(?:the|my)\s+(?:schedule|plan|program(?:me)?))|(?:planned|scheduled)\s+(?:for\s+|on\s+)?(?:a\s+)?(${NUMBER})\s*(${DISTANCE_UNIT})(?:\s+[a-z]+)?)\s*,?\s*(?:(?:and|but)\s+)?(?:(?:i|we)\s+)?(?:(?:only|actually|ended\s+up|instead)\s+)?${DONE_VERB}\s+(${NUMBER})(?!\s*(?:[\d.:]|${DISTANCE_UNIT}\b|min|hours?))`,
  'gi',
);

// "Did the 2 miles I had scheduled", "finished the 5x5 that we'd planned": a plan told done, in a clause on
// what was done, is that work, not a plan; the clause goes (journal-remarks reads "scheduled" as a plan).
const PLAN_DONE =
  /\b((?:did|ran|jogged|walked|rode|swam|rowed|finished|completed|got\s+in|knocked\s+out)\s+(?:(?:the|my|all(?:\s+the)?)\s+)?[^.!?;,\n]{0,40}?\d[^.!?;,\n]{0,40}?)\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+had|\s*['’]d)?\s+(?:planned|scheduled|programmed)\b/gi;

/** The entry with each plan told done put as the work done (an entry rewrite, before the remarks are read). */
export function planDoneWritten(text: string): string {
  return /\b(?:planned|scheduled|programmed)\b/i.test(text) ? text.replace(PLAN_DONE, '$1') : text;
}

/** The sentence with each plan and what came of it put as the set achieved. */
export function plannedAchieved(sentence: string): string {
  return sentence
    .replace(
      PLANNED_DISTANCE,
      (whole, _p1, u1: string | undefined, _p2, u2: string | undefined, done: string) =>
        `${/\b(?:ran|jogged|swam|rode|biked|cycled|walked|rowed|hiked)\b/i.exec(whole)?.[0] ?? 'did'} ${done} ${u1 ?? u2}`,
    )
    .replace(
      PLANNED_SCHEME,
      (_, verb: string | undefined, load: string | undefined, list: string) =>
        `${verb && !/^(?:do|get|hit|make)$/i.test(verb) ? verb : 'did'} ${list.replace(/\s*[,/-]\s*/g, '/')}${load ? ` @ ${load.trim()}` : ''}`,
    )
    .replace(
      PLANNED,
      (_, l1: string | undefined, l2: string | undefined, words: string, n: string) =>
        `did ${countDigits(n)} reps at ${(l1 ?? l2 ?? '').trim()}${words}`,
    )
    .replace(TO_LIMIT, (_, load: string | undefined, n: string) =>
      load ? `${countDigits(n)} reps @ ${load.trim()}` : `${countDigits(n)} reps`,
    )
    .replace(AIMED_MADE, (_, n: string) => `and did ${countDigits(n)} reps`);
}

// "I've always wanted to deadlift 315 (…), and not only did I do it today, but I did it for five reps":
// a wish for a load, then told done ("did it", "hit it", "got it"), is that load lifted, for the count
// the telling gives, else a single. Not a wish alone ("I've always wanted to bench 225"), which stays a goal.
const WISH = new RegExp(
  String.raw`\b(?:i['’]ve\s+|i\s+have\s+|i\s+)?(?:always\s+|long\s+)?(?:wanted|hoped|dreamed\s+of|been\s+(?:wanting|hoping|dying))\s+to\s+(\p{L}+(?:\s+a)?\s+)(${NUMBER}\s*(?:${UNIT}(?![a-z]))?)(?!\s*[x×*/]\s*\d|\s*(?:reps?|sets?)\b)`,
  'iu',
);
const TOLD_DONE = new RegExp(
  String.raw`\b(?:did|done|do|hit|got|made|nailed|pulled|lifted|managed)\s+(?:it|that)\b(?:[^.!?]*?(\s*,?\s*for\s+(${COUNT})\s+reps?|\s*,?\s*(${COUNT})\s+(?:reps|times))\b)?`,
  'giu',
);

/** A wish for a load told met later on the line, put as the set lifted with the count told. */
export function wishMet(line: string): string {
  const wish = WISH.exec(line);
  if (!wish) return line;
  const after = line.slice(wish.index + wish[0].length);
  const told = [...after.matchAll(TOLD_DONE)];
  if (!told.length) return line;
  const counted = told.find((m) => m[1]);
  const count = counted ? countDigits(counted[2] ?? counted[3] ?? '') : null;
  const tail = counted?.[1] ? after.replace(counted[1], '') : after;
  // Told done with no count, the load was made once: a single.
  return `${line.slice(0, wish.index)}${wish[1]}${wish[2]} for ${count ?? 1} ${count === '1' || !count ? 'rep' : 'reps'}${tail}`;
}
