/**
 * Marks of a bodybuilder's logbook line: last session's numbers written beside today's ("LT: 160 x 14 /
 * TT: 160 x 16"), and a pair of dumbbells ("2 x 14kg", "(8kg weights)") that says which variant the lift was.
 */

import type { LoggedSet } from '../schemas.ts';
import { NUMBER_WORD, SIDE_WORD } from './journal-counts.ts';
import { mentionIn, type Resolved, resolveLabel, resolveName } from './journal-names.ts';
import type { ChunkNumbers } from './journal-sets.ts';
import { FAILED, isSentence, talksAbout } from './journal-words.ts';

// "LT: 170 x 8 / TT: 185 x 6", "Prev 30x10", "Last time: …" then "This time: …", "Today: …": a logbook
// line that sets last session's numbers beside today's. Only a short mark before the numbers counts.
const PAST_MARK = /^(?:lt|prev(?:ious)?|last\s+(?:time|session|week|workout)|lw)\s*[:=-]?\s*(?=\d|bw\b)/i;
const NOW_MARK = /^(?:tt|this\s+(?:time|session|week|workout)|today|now)\s*[:=-]?\s*(?=\d|bw\b)/i;

/** A line marked as last time's (a note) or this time's (the mark dropped, the sets kept). */
export function sessionMark(segment: string): { past: boolean; segment: string } {
  if (PAST_MARK.test(segment)) return { past: true, segment };
  const now = NOW_MARK.exec(segment);
  return { past: false, segment: now ? segment.slice(now[0].length) : segment };
}

// "2 x 14kg", "2x20lb", "(8kg weights)", "20 lb dumbbells": one hand's load of a pair. A pair is light:
// "(75kg weights)" on a pulldown is the stack.
const PAIR =
  /(?<![\d.])(?:2\s*[x×]\s*(\d+(?:\.\d+)?)\s*(kg|lb)s?\b(?!\s*[x×])|(\d+(?:\.\d+)?)\s*(kg|lb)s?\s+(?:weights|dumbbells|dbs)\b)/i;

// "4x10 with 25s", "using the 30's", "3x12 25s", "3x12 (25s)": gym talk for the pair of dumbbells of that weight, after the sets.
// Not a time ("with 60s rest", "30s between sets") nor a hold.
const PLURAL_PAIR =
  /\d\s*[x×]\s*\d+.*?(?:\b(?:with|using)\s+(?:the\s+)?|(?<=\d\s*[x×]\s*(?:[3-9]|\d{2})(?:\s+|\s*\(\s*)))(\d{1,3}(?:\.5)?)['’]?s\b(?![ \t]*(?:rest|break|between|hold|pause|of\b|on\b|off\b|each|per\b|sec|rounds?|intervals?))/i;

/** The lift in scope as its dumbbell variant when a chunk's sets name no lift but a pair by its weight. */
export function pairVariant(chunk: string, current: Resolved | undefined): Resolved | undefined {
  const m = PLURAL_PAIR.exec(chunk);
  if (!m || !current?.exercise || Number(m[1]) > 110) return undefined;
  const variant = resolveLabel(`${current.name} (dumbbell)`);
  return variant?.exercise && variant.exercise !== current.exercise ? variant : undefined;
}

function pairOfDumbbells(segment: string): boolean {
  const plural = PLURAL_PAIR.exec(segment);
  if (plural) return Number(plural[1]) <= 110;
  const m = PAIR.exec(segment);
  if (!m) return false;
  const load = Number(m[1] ?? m[3]);
  const unit = (m[2] ?? m[4] ?? '').toLowerCase();
  // "Lunges 2x20kg" alone may be two sets; a pair needs the sets written elsewhere on the line.
  const others = segment.slice(0, m.index) + segment.slice(m.index + m[0].length);
  if (m[1] && !/\d\s*[x×]\s*\d|\bsets?\b|\breps?\b/i.test(others)) return false;
  return load > 0 && load <= (unit === 'kg' ? 50 : 110);
}

// The name leading a line, up to its first parenthesis, comma, or count in digits or words: "rounded off
// with fifteen Walking Lunges with 8lb weights" leads with no name, the count's move named after it. A
// side told by "one" ("one arm row") is the name's.
const LEAD = new RegExp(
  String.raw`^(?!(?:${NUMBER_WORD})\b(?![\s-]*${SIDE_WORD}))\p{L}[\p{L}\s'’-]*?(?=\s*[(,]|\s+\d|\s+(?:${NUMBER_WORD})\b(?![\s-]*${SIDE_WORD}))`,
  'iu',
);

/** The name leading a line before its first parenthesis or number ("Bicep curls (8kg weights), …"). */
function parts0(segment: string): string | undefined {
  const lead = LEAD.exec(segment)?.[0];
  return lead && lead.trim().length >= 3 ? lead : undefined;
}

// A clause break: "flat bench 4x10 at 135, incline dumbbell press 3x10 with 45s", "…; then …".
const CLAUSE_BREAK = /\s*[,;]\s*|\s+then\s+/i;

/** The line up to the first clause naming a lift of its own: a pair of dumbbells there is not the lead's. */
function ownClauses(raw: string): string {
  const clauses = raw.split(CLAUSE_BREAK);
  const other = clauses.findIndex((c, i) => i > 0 && resolveName(c, false)?.exercise);
  return other < 0 ? raw : clauses.slice(0, other).join(', ');
}

/**
 * The line's label, with "(dumbbell)" added when a pair of dumbbells is on the line and the lift has a
 * dumbbell variant ("Bent Over Row: 3 x 8, 2 x 12kg" is a dumbbell row); a name leading an unlabelled
 * line becomes its label then. `raw` is the line before its pair was read as one load.
 */
export function dumbbellLabel(raw: string, label: string | null, rest: string): [string | null, string] {
  const lead = pairOfDumbbells(ownClauses(raw)) ? (label ?? parts0(rest)) : undefined;
  const variant = lead && !/[()]/.test(lead) ? resolveLabel(`${lead} (dumbbell)`) : undefined;
  if (!lead || !variant?.exercise || variant.name === resolveName(lead, false)?.name) return [label, rest];
  return [`${lead} (dumbbell)`, label === null ? rest.slice(lead.length) : rest];
}

/** "I think it's 60 lbs": the one load, written with its unit, of a sentence that holds no set. */
export function sentenceLoad(text: string, numbers: ChunkNumbers): number | null {
  const [only] = numbers.groups;
  if (numbers.groups.length !== 1 || !only || only.sets !== 1 || only.reps.some((r) => r !== null))
    return null;
  if (FAILED.test(text) || !/\d\s*(?:kgs?|lbs?|pounds?|kilos?)\b/i.test(text)) return null;
  return only.weight;
}

type Group = ChunkNumbers['groups'][number];

/** "5 sets of 5 reps" with no load: a scheme. */
export function schemeOf(numbers: ChunkNumbers): { sets: number; reps: number } | null {
  const [only] = numbers.groups;
  const reps = only?.reps[0];
  if (numbers.groups.length !== 1 || !only || only.weight !== null || only.sets < 2) return null;
  return reps != null && only.reps.length === 1 ? { sets: only.sets, reps } : null;
}

/** "50Kg for bench press" after that scheme: a load alone is the scheme's sets at that load. */
export function withScheme(g: Group, scheme: { sets: number; reps: number } | null): Group {
  if (!scheme || g.weight === null || g.sets !== 1 || g.reps.some((r) => r !== null)) return g;
  return { ...g, sets: scheme.sets, reps: [scheme.reps] };
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const LETTER_RUNS = /\p{L}+/gu;

/**
 * A label that is a sentence ("This morning we did weights") and names no lift. A remark in brackets
 * ("Seated calf-raise machine (I have called this the ankle machine in the past.)") is the name's, not
 * the label's sentence.
 */
export function proseLabel(label: string): boolean {
  const name = label.replace(/\([^()]*\)/g, ' ');
  const words = name.match(LETTER_RUNS) ?? [];
  return words.length > 3 && isSentence(name) && !resolveLabel(label)?.exercise && !mentionIn(label);
}

// Built once (see above).
const LABEL_THEN_PROSE = /^(.*?\p{L}.*?)\s*(?:[.!?]\s+|\s[-–—]+\s+)([^.!?]*\p{L}[^.!?]*)$/u;

/**
 * "Woke up and trained. Deadlift", "Trained - squat", "Heavy day - bench": words before a sentence's
 * end or a spaced dash that name no lift, then a lift named on its own. The remark before, and the
 * label that is the lift; null when the whole names the lift ("Squat - low bar") or the words before do.
 */
export function liftAfterRemark(label: string): [remark: string, lift: string] | null {
  const m = LABEL_THEN_PROSE.exec(label.trim());
  if (!m?.[1] || !m[2] || /\d/.test(m[1]) || resolveLabel(label)?.exercise) return null;
  const lift = (text: string) => resolveName(text, false)?.exercise;
  return lift(m[2]) && !lift(m[1]) && !mentionIn(m[1]) ? [m[1], m[2]] : null;
}

/** A whole line kept as a remark: last time's numbers, a sentence before a colon. */
export function remarkLine(text: string) {
  return { text, label: false, lineStart: true, plan: false, topSet: false, remark: true };
}

// "…but I was able to pull 330 pounds for 5 sets of 2": sets and reps said as such, in a story, are
// the sets of the lift the story is about; so are "my final two sets with 185", "two sets with no weight",
// and "We did 3 sets in total" (round 34: the count of the sets told just before, all of them).
export const TOLD_SETS =
  /\b(?:\d{1,2}|two|three|four|five)\s*sets?\s+(?:of\s+\d{1,3}\b|(?:with|at|using)\s+(?:an?\s+)?(?:\d|no\s+(?:added\s+)?weight)|(?:in\s+total|in\s+all|altogether|all\s+told)\b)|\b\d{1,2}\s*sets?\b[^.!?]{0,30}?\b\d{1,3}\s*reps\b/i;

// "1x8 @ 35 the bar …", "185x5 felt …": a set written as one, load and reps, before the words.
const WHOLE_SET_FIRST =
  /^\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?\s*[x×*]\s*\d+(?:\s*(?:@|at)\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?)?\s+\p{L}/iu;

// "Yesterday I still got a wicked burn doing 180 x 10": a whole set right after the verb of doing it is
// the story's set, however many words lead up to it (round 34). Not "(given that I was doing 105x5)":
// what the lifter was doing then.
const DOING_WHOLE_SET =
  /\b(?:(?<!\b(?:was|were|been|be|am|is|are|i['’]m|we['’]re)\s+)doing|did)\s+\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?\s*[x×*]\s*\d+(?![\d.])/i;

/**
 * Whether a sentence only talks about sets: not sets told in a sentence ("…able to pull 330 pounds for 5
 * sets of 2"), nor reps for the sets told just before without them ("I did my last 2 sets with 45. I was
 * able to get 6 reps each time"): those are the story's sets.
 */
export function storyTalk(
  text: string,
  numbers: ChunkNumbers,
  countsOnly: boolean,
  lastSets: LoggedSet[],
): boolean {
  const reps = numbers.groups.every((g) => g.weight === null && g.reps.every((r) => r !== null));
  const forTold =
    reps && numbers.groups.length > 0 && lastSets.length > 0 && lastSets.every((s) => s.reps === null);
  // "35×8 the bar felt heavier than yesterday": a whole set (reps at a load) opening the chunk is logged,
  // and the words after it are its remark, however much they talk.
  const wholeSetFirst =
    WHOLE_SET_FIRST.test(text) &&
    numbers.groups.some((g) => g.weight !== null && g.reps.every((r) => r !== null));
  const doneWhole = DOING_WHOLE_SET.test(text) && numbers.groups.some((g) => g.weight !== null);
  return talksAbout(numbers, countsOnly) && !TOLD_SETS.test(text) && !forTold && !wholeSetFirst && !doneWhole;
}
