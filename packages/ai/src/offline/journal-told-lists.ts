import { openSetsFilled } from './journal-open-sets.ts';

/**
 * A line's counts told twice are logged once, as what was done (journal-achieved calls this for each
 * line's sentences):
 * - a total, then its breakdown: "did the 200 push-ups in only 7 sets. 5 sets of 30 and 2 sets of 25."
 *   The breakdown is the sets; the total (its set count, its reps, or "25 on the last set" before
 *   "(16/17/14/14/25)") says nothing more, so its numbers go and its words stay for the lift's name.
 * - a plan's list, then what was done: "The program called for 5 sets: 12/10/7/7/9. I managed the 12,
 *   the 10, … only 4/4/4 for the remaining sets" did 12/10/4/4/4; "15, 13, 10, 10, max … For the last
 *   one I managed 27" did 15/13/10/10/27 (its open set filled by journal-open-sets). A plan with
 *   nothing said against it stays as written.
 * - a scheme, then a gloss in brackets or quotes that says it again: "95 3×5 (“three sets of five” for
 *   all you non-initiated)", "5x5 (5 sets of 5)", "3x8 (that's 24 reps)", "4 sets of 6 (4x6)". The
 *   gloss adds no set: its numbers go, its words stay for the note.
 */

// "5 sets of 30", "2 sets of 25 reps": a scheme of the breakdown.
const SCHEME = /\b(\d{1,2})\s+sets?\s+of\s+(\d{1,3})\b/gi;
// "16/17/14/14/25", "12, 10, 8", "9, 8, 8 and 7": a list of one set each, its last maybe joined by "and".
const LIST = /(?<![\d.])\d{1,3}(?:\s*[/,]\s*\d{1,3}){2,}(?:\s*,?\s*(?:and|&)\s*\d{1,3})?(?!\d|\.\d)/;
const ITEM_JOIN = /\s*[/,]\s*(?:and\s*|&\s*)?|\s*(?:\band\b|&)\s*/;
// "… and 7 for a total of 56", "… - 122 total": the list's sum said in the list's own sentence.
const TOTAL_OF = /\b(?:total\s+(?:of\s+)?(\d{1,4})|(\d{1,4})\s+(?:in\s+)?total)\b/i;

interface Breakdown {
  sets: number;
  reps: number;
  last: number | undefined;
}

/** The sets a sentence breaks down, summed; null when it holds no scheme or list. */
function breakdownOf(sentence: string): Breakdown | null {
  const schemes = [...sentence.matchAll(SCHEME)];
  if (schemes.length) {
    const sets = schemes.reduce((t, m) => t + Number(m[1]), 0);
    const reps = schemes.reduce((t, m) => t + Number(m[1]) * Number(m[2]), 0);
    return { sets, reps, last: Number(schemes.at(-1)?.[2]) };
  }
  const list = LIST.exec(sentence)?.[0].split(ITEM_JOIN).map(Number);
  if (!list) return null;
  return { sets: list.length, reps: list.reduce((t, n) => t + n, 0), last: list.at(-1) };
}

const NUMBERS = /(?<![\d.])\d{1,4}(?!\d|\.\d|st|nd|rd|th)/g;
// "50lbs", "20 kg", "70#": a number told as a load.
const LOAD_TOLD = /\d\s*(?:kgs?|lbs?|#|pounds?|kilos?)(?!\p{L})/iu;

/** Whether every number of a sentence restates the breakdown: its set count, reps, or its last set. */
function restates(sentence: string, b: Breakdown, after = false): boolean {
  SCHEME.lastIndex = 0;
  if (SCHEME.test(sentence) || LIST.test(sentence)) return false;
  const numbers = (sentence.match(NUMBERS) ?? []).map(Number);
  if (!numbers.length) return false;
  // After the sets, only their sum in a few words: "That's 100.", "- 122 total". Not a load ("5 sets of
  // 10. 50lbs weight."): a number told with its unit is what the sets were done with.
  if (after)
    return (
      numbers.every((n) => n === b.reps) &&
      (sentence.match(/\p{L}+/gu) ?? []).length <= 4 &&
      b.reps > 0 &&
      !LOAD_TOLD.test(sentence)
    );
  // Before the sets, a sentence of its own ("did the 200 push-ups in only 7 sets."), not a label
  // ("Bench: 3 sets - 10, 8, 6").
  if ((sentence.match(/\p{L}+/gu) ?? []).length < 4) return false;
  const lastSet = /\b(?:last|final)\s+(?:set|one)\b/i.test(sentence);
  return (
    numbers.every((n) => n === b.sets || n === b.reps || (lastSet && n === b.last)) &&
    /\bsets?\b|\btotal\b|\blast\b|\bfinal\b/i.test(sentence)
  );
}

// "The program called for 5 sets: 12/10/7/7/9"; an open item ("max") is filled first by journal-open-sets.
const PLAN =
  /\b(?:called\s+for|(?:program|plan|workout|routine|sets?)\s+(?:for\s+)?(?:today\s+)?(?:was|is|were|said)|supposed\s+to\s+(?:be|do)|prescribed)\b[^.!?\d]{0,12}?(?:\d{1,2}\s+sets?\s*:?\s*)?(\d{1,3}(?:\s*[,/]\s*\d{1,3}){2,})/i;
// "the 12, the 10": planned sets done as planned, named by their reps.
const DONE_AS_PLANNED = /\bthe\s+(\d{1,3})\b(?!\s*(?:sets?|reps?|kg|lb))/gi;
// "only 4/4/4 for the remaining sets": what the sets left got.
const REMAINING =
  /\b(\d{1,3}(?:\s*[/,]\s*\d{1,3})*)\s+(?:reps?\s+)?(?:for|on|in)\s+the\s+(?:remaining|rest\s+of\s+the|other|last\s+\d|last\s+(?:two|three|four))\s*(?:sets?)?/i;
// "For the last one I managed 27", "on the final set I got 31".
const LAST_DONE =
  /\b(?:for|on|in)\s+the\s+(?:last|final)\s+(?:one|set)\b[^.!?\d]{0,30}?\b(?:managed|got|did|hit|made)\s+(\d{1,3})\b/i;

/** What was done against a planned list, from the sentences after it; null if they tell nothing. */
function doneAgainst(plan: string[], after: string[]): number[] | null {
  const text = after.join(' ');
  const last = LAST_DONE.exec(text);
  if (last) {
    const done = plan.map(Number);
    done[done.length - 1] = Number(last[1]);
    return done;
  }
  const rest = REMAINING.exec(text);
  if (!rest?.[1]) return null;
  const kept: number[] = [];
  for (const m of text.slice(0, rest.index).matchAll(DONE_AS_PLANNED)) kept.push(Number(m[1]));
  if (kept.some((n, i) => String(n) !== plan[i])) return null;
  const done = [...kept, ...rest[1].split(/\s*[/,]\s*/).map(Number)];
  return done.length === plan.length ? done : null;
}

// A scheme: "3×5", "3 x 5", "3 sets of 5" (after journal-counts put its words as digits).
const SCHEME_TOLD =
  /\b(\d{1,2})\s*[x×*]\s*(\d{1,3})\b(?!\s*[x×*]\s*\d)|\b(\d{1,2})\s+sets?\s+of\s+(\d{1,3})\b/gi;
// A gloss: words in brackets or quotes ("(five sets of five)", "“three sets of five”").
const GLOSS = /\([^()]*\)|\[[^[\]]*\]|“[^“”]*”|"[^"]*"|‘[^‘’]*’/g;
// Between the scheme and its gloss, nothing but its load: "3×5 @ 95kg (…)", "95 3×5 (…)".
const ONLY_LOAD =
  /^[\s,:;–-]*(?:(?:@|at|with)?\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#|pounds?|kilos?)?)?[\s,:;–-]*$/i;

/** Whether a gloss's numbers say the scheme again: its sets and reps, its reps each set, or its total. */
function restatesScheme(gloss: string, sets: number, reps: number): boolean {
  const numbers = (gloss.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (!numbers.length) return false;
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y).join();
  if (numbers.length === 2 && sorted(numbers) === sorted([sets, reps])) return true;
  if (numbers.length === sets && numbers.every((n) => n === reps)) return true;
  return (
    numbers.length === 1 && numbers[0] === sets * reps && sets > 1 && /\b(?:reps?|total|that)/i.test(gloss)
  );
}

/** A line's sentences with each gloss that says its scheme again left without numbers (see the header). */
function glossesOnce(said: string[]): string[] {
  const out = [...said];
  for (let j = 0; j < out.length; j++) {
    const s = out[j] ?? '';
    if (!/[(["“‘]/.test(s)) continue;
    out[j] = s.replace(GLOSS, (gloss: string, at: number) => {
      const before = `${out.slice(0, j).join(' ')} ${s.slice(0, at)}`;
      const scheme = [...before.matchAll(SCHEME_TOLD)].at(-1);
      if (!scheme || !ONLY_LOAD.test(before.slice(scheme.index + scheme[0].length))) return gloss;
      const sets = Number(scheme[1] ?? scheme[3]);
      const reps = Number(scheme[2] ?? scheme[4]);
      return restatesScheme(gloss, sets, reps) ? gloss.replace(/\d+(?:\.\d+)?/g, ' ') : gloss;
    });
  }
  return out;
}

/** A line's sentences with counts told twice put once, as what was done (see the header). */
export function toldOnce(said: string[]): string[] {
  const out = openSetsFilled(glossesOnce(said));
  for (let j = 0; j < out.length; j++) {
    const s = out[j] ?? '';
    const plan = PLAN.exec(s);
    if (plan?.[1]) {
      // A plan whose open set the story filled was done (journal-open-sets).
      const list = plan[1].split(/\s*[,/]\s*/);
      const done = s !== said[j] ? list.map(Number) : doneAgainst(list, out.slice(j + 1));
      if (!done) continue;
      // The plan's own words ("The program called for") name no lift: the sentence is what was done.
      // A clause before the plan's own ("Dips tonight, the plan said …") may name the lift; it stays.
      const head = s.slice(0, plan.index).replace(/[^,:;]*$/, '');
      out[j] = `${head}I did ${done.join('/')}${s.slice(plan.index + plan[0].length)}`;
      // The counts that told it are said; their words stay for the note.
      const unsaid = (m: string) => m.replace(/\d+(?:\s*[/,]\s*\d+)*/g, ' ');
      for (let k = j + 1; k < out.length; k++)
        out[k] = (out[k] ?? '')
          .replace(LAST_DONE, unsaid)
          .replace(REMAINING, unsaid)
          .replace(DONE_AS_PLANNED, unsaid);
      continue;
    }
    // A sum said beside its own list is said already: its number goes.
    const own = breakdownOf(s);
    const total = TOTAL_OF.exec(s);
    if (own && total && Number(total[1] ?? total[2]) === own.reps)
      out[j] =
        `${s.slice(0, total.index)}${total[0].replace(/\d+/, ' ')}${s.slice(total.index + total[0].length)}`;
    // A total told before its breakdown, or after it ("35, 35, 30. That's 100.", "… - 122 total").
    const next = out.slice(j + 1).find((t) => /\d/.test(t));
    const before = out.slice(0, j).findLast((t) => /\d/.test(t));
    const b = next ? breakdownOf(next) : null;
    const a = before ? breakdownOf(before) : null;
    if ((b && restates(s, b)) || (a && restates(s, a, true))) out[j] = s.replace(NUMBERS, ' ');
  }
  return out;
}
