/**
 * In a story, the sets logged are what was achieved today. Before any set is read, each prose sentence
 * is sorted by what its numbers tell, in this one place (`sentenceKind`):
 * - today's work ("Yesterday I did 12x40"): read as sets; when it tells a plan and what came of it
 *   ("went for 10 at 205 but only managed 7", "max reps @ 120. I did 7"), the count achieved is the reps;
 * - history ("the most I ever did was 10x60", "185 and 190 last week") and goals ("next week I'll try
 *   255", "the calculator predicts 253"): no sets; journal-clauses keeps the sentence whole as a remark;
 * - someone else's numbers ("Tapefactory's weight was 185# for 5 reps", "his best is 300", "she pulled
 *   405", "my buddy benched 225 for 5"): no sets of the lifter's, like history; a capacity ("I can do 20
 *   push-ups in a row") is history too (journal-others);
 * - an example or a hypothetical ("for example a max of 122 would put me in …"): no sets, like a goal;
 * - a sentence is cut where a clause turns to another time ("I did 9 and next week I'm doing 10"), so
 *   each part is sorted on its own;
 * - a total ("one plate and a 25 on each side. In total it's 140"): the total is the load, not the plates;
 * - a reference ("benched 25kg for the same sets and reps"): the lift before's sets and reps;
 * - a body reading ("heart rate went up to 188"): no work at all;
 * - attempts (journal-attempts, journal-attempt-ladder): loads made told as a list ("hit 90, 95kg") or a
 *   ladder are singles; a failed attempt ("failed on 102.5kg") is a sentence of its own, kind 'failed'.
 */

import { attemptsTold, INTENT } from './journal-attempt-ladder.ts';
import {
  attemptsOnce,
  failedAfter,
  failedApart,
  failedTold,
  madeSingles,
  triesTold,
} from './journal-attempts.ts';
import { oneCase, RUNS_ON } from './journal-case.ts';
import { COUNT, countDigits } from './journal-counts.ts';
import { loadStory } from './journal-load-story.ts';
import { meetAttempts } from './journal-meet.ts';
import { memoByText } from './journal-memo.ts';
import { liftedOrder } from './journal-order.ts';
import { CAPACITY, MOVES_ON, OTHERS, othersThenMine } from './journal-others.ts';
import { PAST } from './journal-past.ts';
import { plannedAchieved, wishMet } from './journal-planned.ts';
import { otherTime } from './journal-prose-counts.ts';
import { recordSingles, recordsTold } from './journal-records.ts';
import { unrestated } from './journal-restated.ts';
import { datedByAside, goalsSpelledOut, NAMELY } from './journal-said-around.ts';
import { GOT_ON_SET, gotOnSet, SHORT_SET, shortSet } from './journal-short-set.ts';
import { toldOnce } from './journal-told-lists.ts';
import { LOAD_UNIT } from './journal-words.ts';

export type SentenceKind = 'today' | 'history' | 'goal' | 'example' | 'failed' | 'other';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const UNIT = LOAD_UNIT;

// A day that is today's log: the sentence's numbers were lifted, whatever else it says.
const TODAY = /\b(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening)|just\s+now)\b/i;
// "The most I ever did", "at the age of 27", "years ago", "185 and 190 last week", "my old PR was 315".
// "When I was 167 (pounds, years, in college) a set of 20 was easy", "Since I started powerlifting I've
// added 330 on my total", "As recently as a few months ago I did 15": the lifter then, not today. In a
// meet report, "I had pulled 385 in training" is the gym's days before the meet. "The first day I did
// deadlifts I started off at 65 lbs", "I was deadlifting 105 lbs during my last workout": an earlier day's;
// so is "a heavy single the other week when I did 240#" (weeks back; "the other day" may be the log's);
// so is "I started at 20 pounds, because that was all I had initially" (a program's start; round 35).
// Not "easier than last week", "up from last time": today's told against then (but "down from last
// year's 210" tells then's numbers).
const HISTORY =
  /\b(?:never\s+(?:been\s+able\s+to|managed\s+to|could)|looking\s+back|(?:years?|(?:some|a\s+long)\s+time)\s+ago|when\s+i\s+was\s+(?:\d+|younger|a\s+(?:kid|teen(?:ager)?|child|junior|beginner)|in\s+(?:high\s+school|college|university|(?:my\s+)?\d0s))|since\s+i\s+(?:first\s+)?(?:started|began)|as\s+recently\s+as|the\s+most\s+i(?:['’]ve|\s+have)?\s+ever|(?:i|we)\s+(?:only\s+)?ever\s+(?:did|lifted|pressed|squatted|benched|pulled)|at\s+the\s+age\s+of|(?:during|in|at|on)\s+my\s+last\s+(?:workout|training|gym\s+(?:session|visit|day))|the\s+first\s+(?:day|time|session|workout|week)\s+(?:that\s+)?i\s+(?:ever\s+)?(?:did|tried|lifted|went|started)|last\s+(?:week|month|year|time|session)(?:(?<!\b(?:than|from|vs\.?|versus|compared\s+to|over)\s+last\s+\w+)|(?=['’]s|[^.!?;,]*\d))|back\s+(?:then|in\s+the\s+day)|the\s+other\s+(?:week|month)|(?:my\s+)?(?:old|previous|former)\s+(?:pr|pb|max|best|record)|in\s+training|(?:started|began)\b[^.!?]{0,80}?\b(?:initially|originally|in\s+the\s+beginning)|(?:initially|originally)\b[^.!?]{0,40}?\b(?:started|began))\b/i;
// "Next week I'll try 255", "the calculator predicts 253", "goal: 100 push-ups", "so close to a full 10",
// "my target of 20 chin-ups" (unless told as met: MET, SAID_MET).
// "shouldn't be hard to reach 200", "will hit 235", "I'll get it to 200lb by the end of the year": a goal.
// "3 x 10 from now on until I see the doctor", "5x5 going forward": a prescription for the days ahead.
// "My goals were to get a 300lb DL, 250lb backsquat and 150lb bench", "I would have loved to have pulled 210
// pounds", "by that account I should be squatting over 320lb": a goal told as one, a wish told in the
// conditional past, what the lifter ought to be lifting (round 34).
const GOAL =
  /\b(?:(?:should(?:n['’]?t)?|shall|will|won['’]?t|would(?:n['’]?t)?|i['’]ll)\b[^.!?\d]{0,40}?\b(?:reach|hit|get\s+(?:(?:it|that|this|my\s+\p{L}+(?:\s+\p{L}+)?)\s+)?(?:up\s+)?to|make)\s+(?=\d)|by\s+the\s+end\s+of\s+(?:the|this|next)\s+(?:year|month|summer|winter|spring|cycle|program(?:me)?|block)|next\s+(?:week|time|session|workout)|i['’]ll\s+(?:try|give|go\s+for|attempt|aim)|i\s+will\s+(?:try|attempt)|predict(?:s|ed|ion)?|recommend(?:s|ed|ation)|would\s+have\s+been|so\s+close\s+to|(?:was|am|i['’]m|were)\s+planning\s+(?:on|to)\b|from\s+(?:now|here|today)\s+on\b|going\s+forward\b|until\s+i\s+(?:hit|reach|get\s+to)\s+(?=\d)|(?:is|are)\s+(?:on|in)\s+the\s+(?:horizon|cards)|goals?\s*(?:is|was|of|:|=)?\s*[+-]?\d|target\s*:|targets?\s+(?:is|was|of)\s+\d|(?:goals?|aims?|objectives?|targets?|plans?)\s+(?:is|was|are|were)\s+to\b|(?:would|could|might)(?:\s+not|n['’]?t)?\s+have\s+(?:loved|liked|wanted|preferred|hoped)\s+to\b|i['’]d\s+have\s+(?:loved|liked|wanted|preferred)\s+to\b|\bi\s+should\s+be\s+\p{L}+ing\b)/iu;
// "I hit my benchmark of 20 push-ups": a goal met is work done ("did 20 push-ups").
const MET_VERB = '(?:hit|reached|made|achieved|beat(?:en)?|smashed|met|crushed|nailed|accomplished)';
const MET = new RegExp(
  String.raw`\b${MET_VERB}\s+(?:my\s+|the\s+)?(?:[\p{L}-]+\s+){0,3}?(?:goal|benchmark|target)\s+of\s+`,
  'iu',
);
// "My goal of 305 for 5 has finally been reached!": told as met, so today's work as written.
const SAID_MET = new RegExp(
  String.raw`\b(?:goal|benchmark|target)\b.*\b(?:has|have|was|is|got)\s+(?:finally\s+|now\s+)?(?:been\s+)?(?:finally\s+)?${MET_VERB}\b`,
  'iu',
);

// "Front squatted 225#, only matching my old PR": a set measured against the old record is today's;
// "tied my old PR of 200" names the old record's load, history.
const MEASURED =
  /\b(?:match(?:ed|ing|es)?|tie[ds]?|tying|(?:the\s+)?same\s+as|beat(?:ing|s)?|broke|breaking|over|above|past|than|equal(?:led|ling|s)?)\s+(?:my\s+)?(?:old|previous|former)\s+(?:pr|pb|max|best|record)\b(?!\s*(?:of|was|is|at|from|[:=(])?\s*\d)/gi;

// "For example as a 150 lbs male, a max of 122 would put me in …", "say you squat 300": numbers
// put as a case, not lifted by anyone.
// Round 36: sums worked out ("When you do the math out that's 45 reps per side, 90 total", "(72 pounds
// x 90 reps is 6480 …)"): the numbers of a calculation, no set of their own.
const EXAMPLE =
  /\b(?:for\s+(?:example|instance)|e\.g\.|let['’]s\s+say|say\s+you|suppos(?:e|ing)\b|imagine\b|would\s+(?:put|make|get|place|give|mean|land)\b|(?:do|does|did|doing)\s+(?:the\s+)?(?:math|maths|arithmetic)\b)/i;
// "72 pounds x 90 reps is 6480": a product worked out (the number after "is" is the two multiplied).
const PRODUCT =
  /(?<![\d.])(\d{1,4}(?:\.\d{1,2})?)[ \t]*(?:lbs?|kgs?|pounds?|kilos?)?[ \t]*[x×*][ \t]*(\d{1,4})[ \t]*(?:reps?[ \t]+)?(?:is|equals|=)[ \t]*(\d{1,3}(?:,\d{3})+|\d{2,7})(?![\d.])/i;
const worksOut = (sentence: string) => {
  const m = PRODUCT.exec(sentence);
  const product = Number(m?.[1]) * Number(m?.[2]);
  return Boolean(m) && Math.abs(product - Number((m?.[3] ?? '').replace(/,/g, ''))) <= product * 0.01;
};

const MATH = /\b(?:do|does|did|doing)\s+(?:the\s+)?(?:math|maths|arithmetic)\b/i;
// The clauses after a calculation's, parted from it by semicolons only.
const mathRunsOn = memoByText((line): Set<string> => {
  const on = new Set<string>();
  const said = sentences(line);
  let running = false;
  for (const [i, s] of said.entries()) {
    if (running && /;\s*$/.test(said[i - 1] ?? '')) on.add(s);
    else running = MATH.test(s);
  }
  return on;
});

// "Exactly two weeks ago, I did 3×5 at 135 … and today I'm doing 185": opening on a time weeks back, on a
// line that tells today too (`line`), the sentence is history; alone it is the story's own day told late.
// Round 35: so is "In week three, …" (its number may be gone: journal-marks takes "week 1" out).
const AGO_FIRST =
  /(?:^|[.!?]\s+)\W*(?:(?:(?:exactly|just|only|about|around|roughly)\s+)?(?:\d+|an?|one|two|three|four|five|six|few|couple(?:\s+of)?)\s+(?:days?|weeks?|months?)\s+ago\b|(?:back\s+)?(?:in|during|on)\s+(?:week|day)\s+(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b)?(?!\s*(?:day|week)\b))/i;

/** What a sentence's numbers tell (see the header): today's work, history, a goal, an example or a failed try. */
export function sentenceKind(sentence: string, line = ''): SentenceKind {
  // Each sentence is sorted two or three times per line (every/map/records below), with and without its
  // line: its kind is worked out once, and the line is asked only when an "ago" first makes it count.
  const { kind, agoFirst } = kindAlone(sentence);
  if (agoFirst && TODAY.test(line.replace(sentence, ' '))) return 'history';
  if (kind === 'today' && line && NAMELY.test(sentence) && spelledOut(line).has(sentence)) return 'goal';
  if (kind === 'today' && line.includes('(') && datedAfter(line).has(sentence)) return 'history';
  // "When you do the math out that's 45 reps per side; 90 total and 2,880kgs lifted": a calculation runs
  // on past a semicolon, its clauses after one its sums too.
  if (kind === 'today' && line.includes(';') && MATH.test(line) && mathRunsOn(line).has(sentence))
    return 'example';
  // "I watched a guy bench 315 for 8. Probably 180-190 pounds, mid 20's.": a sentence with no subject
  // of the lifter's, no set counted and no work done, right after another's numbers, still tells of the
  // other. Not "Penny beat her PR. Then did 1000m Row 5:49": work done, the lifter's.
  if (
    kind === 'today' &&
    line &&
    /\d/.test(sentence) &&
    !MINE.test(sentence) &&
    !COUNTED_SET.test(sentence) &&
    !MOVES_ON.test(sentence)
  ) {
    if (afterOthers(line).has(sentence)) return 'other';
  }
  return kind;
}

/**
 * The sentences of a line that come right after one telling another lifter's numbers; worked out once per
 * line (a long line of many sentences stays linear), and only on a line that tells another's at all.
 */
const afterOthers = memoByText((line): Set<string> => {
  const after = new Set<string>();
  if (!OTHERS.test(line)) return after;
  const said = sentences(line);
  for (let i = 1; i < said.length; i++)
    if (kindAlone(said[i - 1] ?? '').kind === 'other') after.add(said[i] ?? '');
  return after;
});

// A sentence whose time the sentence before or an aside after tells (journal-said-around, round 34).
const spelledOut = memoByText((line) =>
  goalsSpelledOut(sentences(line), (s) => MET_WORD.test(s) || TODAY.test(s)),
);
const datedAfter = memoByText((line) => datedByAside(sentences(line)));
const MET_WORD = new RegExp(String.raw`\b${MET_VERB}\b`, 'i');

// The lifter's own words: a sentence with them tells the lifter's work.
const MINE = /\b(?:i|i['’](?:m|ve|d)|me|my|we|our|us)\b/i;

const kindAlone = memoByText((sentence): { kind: SentenceKind; agoFirst: boolean } => {
  const alone = (kind: SentenceKind) => ({ kind, agoFirst: false });
  // A try told as failed ("failed on 102.5kg", "Dumped 235# onto the floor"): journal-attempts decides.
  if (failedTold(sentence)) return alone('failed');
  if (!/\d/.test(sentence)) return alone('today');
  if (EXAMPLE.test(sentence) || worksOut(sentence)) return alone('example');
  if (OTHERS.test(sentence)) return alone('other');
  if (TODAY.test(sentence)) return alone('today');
  // "I can do 20 push-ups in a row": what the lifter can do stands, as a record does (journal-others).
  if (CAPACITY.test(sentence)) return alone('history');
  // "For weeks I was stuck at 6", "my aim was 75 dips": another time told in prose (journal-prose-counts).
  const other = otherTime(sentence);
  if (other) return alone(other);
  // "In November 2018 I …", "in my glory days", "In high school, …": another time of the lifter's life.
  if (PAST.test(sentence)) return alone('history');
  // "… 3 weeks ago": history when the line tells today too (sentenceKind asks the line).
  const agoFirst = AGO_FIRST.test(sentence);
  if (HISTORY.test(sentence.replace(MEASURED, ' '))) return { kind: 'history', agoFirst };
  if ((GOAL.test(sentence) || INTENT.test(sentence)) && !MET.test(sentence) && !SAID_MET.test(sentence))
    return { kind: 'goal', agoFirst };
  return { kind: 'today', agoFirst };
});

// A set counted ("5x5 at 100kg, up from last week") is today's whatever its tail compares it with.
export const COUNTED_SET = /\d\s*[x×*]\s*\d|\b(?:reps?|sets?)\b|\bfor\s+\d/i;
/**
 * "my max was 205#, but that was years ago": a tail telling when a load with no count was lifted.
 * "tried a squat 1RM at 405, failed": a tail telling that the try failed, whatever it counted.
 */
export function toldWhen(before: string, tail: string): boolean {
  const sentence = before.split(/(?<=[.!?])\s+/).at(-1) ?? '';
  const kind = sentenceKind(`${sentence}, ${tail}`);
  return kind === 'failed' || (!COUNTED_SET.test(sentence) && kind !== 'today');
}

/**
 * A paragraph's sentences, their ends kept: "185 lbs. and 190" is one sentence, "7. Then" two; an aside
 * in parentheses or after a dash is one of its own ("315 x 10 (previous record was 9)"). A capital
 * starting prose right after a whole set ("load × reps") starts a sentence though no mark ends the one before
 * ("120×10 I don't think I got this right last week"): the story after the sets is not their sentence.
 */
export function sentences(text: string): string[] {
  // "I watched a guy bench 315 then I benched 225x5": another's numbers, then the lifter's own clause.
  return text.split(oneCase(text) ? ONE_CASE_SENTENCES : MIXED_SENTENCES).flatMap(othersThenMine);
}

// Written in one case, no capital tells a sentence's start, so the words do. A stop ends a sentence;
// after a unit's abbreviation, unless the words run on from the load ("185 lbs. and 190 lbs. last
// week" is one sentence, "205 lbs. all together, …" and "140 lbs. i do this for 4 sets" two). Prose told
// by its subject, or by "the" as a capital "The" would, right after a whole set starts one too
// ("120×10 i don't think i got this right", "35×8 the bar felt heavier than last week").
const SUBJECT = String.raw`(?:the|i|i['’]m|i['’]ve|we|my|it|it['’]s|this|that)\s`;
const ONE_CASE_SENTENCES = new RegExp(
  String.raw`(?<=[.!?])(?<!\b(?:lbs?|kgs?|approx|vs|etc)\.)\s+(?=\S)|(?<=\b(?:lbs?|kgs?)\.)\s+(?!${RUNS_ON})(?=\S)|\s+(?=${SUBJECT})(?<=\d\s*(?:[x×@]|\bat\b)\s*\d+(?:\.\d+)?(?:\s*(?:kgs?|lbs?|#|reps?))?\s+)|(?<=;)\s*|\s+(?=\()|(?<=\))\s*|\s+(?=[–—-]\s)|,?\s+(?=(?:and|but|so)\s+(?:then\s+)?(?:next|last|tomorrow|by\s+next|today|tonight|now)\b)`,
  'iu',
);
const MIXED_SENTENCES =
  /(?<=[.!?])\s+(?=[^a-z\s])|(?<=;)\s*|\s+(?=\()|(?<=\))\s*|\s+(?=[–—-]\s)|\s+(?=\p{Lu}[\p{L}'’]*\s+\p{Ll})(?!(?:Sets?|Reps?|Rounds?)\b)(?<=\d\s*(?:[x×@]|\bat\b)\s*\d+(?:\.\d+)?(?:\s*(?:kgs?|lbs?|#|reps?))?\s+)|,?\s+(?=(?:[Aa]nd|[Bb]ut|[Ss]o)\s+(?:[Tt]hen\s+)?(?:[Nn]ext|[Ll]ast|[Tt]omorrow|[Bb]y\s+[Nn]ext|[Tt]oday|[Tt]onight|[Nn]ow)\b)/u;

/**
 * A plan told beside what came of it, put as the set achieved (kind 'today', planned and achieved);
 * loads made told as a list, put as a single each.
 */
function achieved(sentence: string): string {
  const plain = plannedAchieved(
    triesTold(liftedOrder(sentence)).replace(SHORT_SET, shortSet).replace(GOT_ON_SET, gotOnSet),
  ).replace(MET, 'did ');
  // Marks and maxes first ("415x1PR", "205 3RM"), then a list of loads made is singles ("hit 90, 95kg").
  return madeSingles(recordsTold(plain));
}

// "In total, its 140 lbs", "All together, it is 205 lbs", "which totals 225": the load the plates make.
const TOTAL = new RegExp(
  String.raw`\b(?:in\s+total|all\s+together|altogether|total(?:s|led|ling)?|adds?\s+up\s+to|comes?\s+(?:out\s+)?to)\b[^.!?\d]{0,20}?(${NUMBER})\s*(${UNIT})`,
  'i',
);
// "one plate (45 lbs) and a 25 on each side", "the machine is 25 lbs": the parts of a load.
const PLATES =
  /\b(?:plates?|each\s+side|either\s+side|per\s+side|a\s+side|the\s+(?:bar|machine|sled)\s+(?:is|weighs))\b/i;
const LOAD_NUMBER = new RegExp(String.raw`\(?\s*\b${NUMBER}\s*(?:${UNIT}|['’]?s\b)?(?:\s*each)?\s*\)?`, 'gi');

const COUNTED = /\b(?:reps?|sets?)\b|\d\s*[x×]\s*\d/i;
const LOAD_ASIDE = new RegExp(String.raw`^\(?\s*${NUMBER}\s*${UNIT}?(?:\s*each)?\s*\)?[.,]?$`, 'i');

/** The sentences before a total that name its parts (plates, "(45 lbs)"), none if no plate is named. */
function platesBefore(said: string[], j: number): number[] {
  const parts: number[] = [];
  for (let k = j - 1; k >= 0; k--) {
    const s = said[k] ?? '';
    if (COUNTED.test(s) || !(PLATES.test(s) || LOAD_ASIDE.test(s.trim()))) break;
    parts.push(k);
  }
  return parts.some((k) => PLATES.test(said[k] ?? '')) ? parts : [];
}

// "heart rate went up to 188", "pulse 150 bpm", "avg HR 142": a body reading, no set and no cardio. Not
// the hour of "1 hr 20 min".
const READING = new RegExp(
  String.raw`(?:\b(?:avg\.?|average|max|peak)\s+)?\b(?:heart\s*rate|(?<![\d.]\s*)hr|pulse|blood\s+pressure)\b[^.!?;,\d]{0,30}?${NUMBER}(?:\s*\/\s*\d+)?\s*(?:bpm)?`,
  'gi',
);

// "Weighed in at 182", "I weighed 81.5 kg", "weigh-in: 180": the lifter's own weight, no load. Not "the
// dumbbells weighed 30 lbs", a thing's weight, which may be the set's load.
const WEIGHED_IN = new RegExp(
  String.raw`\b(?:weighed\s+in|weigh[-\s]?in|i\s+weighed)\b\s*(?:was\s+|of\s+|at\s+|@\s*|:\s*)?(?:about\s+|around\s+|~\s*)?${NUMBER}\s*(?:${UNIT})?`,
  'gi',
);

// "benched 25kg for the same sets and reps": the lift before's sets and reps, the load this one's.
const SAME_SCHEME =
  /\b(?:for\s+)?(?:the\s+)?same\s+(?:number\s+of\s+)?(?:sets\s*(?:and|&|\/)\s*reps|reps\s*(?:and|&|\/)\s*sets|scheme)\b/i;
const SCHEME_TOLD = new RegExp(
  String.raw`\b(${COUNT})\s+sets\s+of\s+(${COUNT})\b|\b(\d{1,2})\s*[x×]\s*(\d{1,2})\b(?!\s*(?:${UNIT}|[x×]))`,
  'gi',
);

/** The scheme told last in the text before ("three sets of five", "5x5") as "N sets of R". */
function schemeBefore(text: string): string | undefined {
  const m = [...text.matchAll(SCHEME_TOLD)].at(-1);
  if (!m) return undefined;
  return `${countDigits(m[1] ?? m[3] ?? '')} sets of ${countDigits(m[2] ?? m[4] ?? '')}`;
}

/**
 * An entry with each sentence's numbers put as what they tell: plans beside what came of them as the
 * sets achieved, plates as the total they make, a reference as the sets it refers to, readings gone.
 * History and goals stay as written for journal-clauses to keep as remarks (see sentenceKind).
 */
export function achievedToday(content: string): string {
  if (!/\d/.test(content)) return content;
  // A story of attempts: loads told as changes put as the loads they came to, loads told done as singles.
  // A failed attempt is cut out first, so the load made after it is told on its own ("missed 405, made
  // 395": a single at 395); a meet's attempt labels ("[Squat 1] 137.5 kg:") are read before it.
  // A try's failure may be told after a blank line ("I tried … a 56kg kettlebell today!\n\nI failed."),
  // so the tries are read across the lines.
  // "I've always wanted to deadlift 315 …, and today I did it for five reps": a wish told met is the set.
  const apart = failedAfter(content)
    .split('\n')
    .map((l) => attemptsTold(failedApart(meetAttempts(wishMet(l))), sentenceKind))
    .join('\n');
  return loadStory(apart, (s) => sentenceKind(s) === 'today')
    .split('\n')
    .map((line, i, lines) => {
      // "max reps @ 120#. I did 7.": a plan and what came of it may be two sentences, read together
      // when the line tells nothing but today.
      // A failed attempt is a sentence of its own first, so it is sorted as one.
      const cut = failedApart(line);
      const split = sentences(cut);
      // Counts told twice (a total and its breakdown, a plan and what was done, a load made and said
      // again in the story) are put once first.
      const said = recordSingles(
        attemptsOnce(
          toldOnce(
            split.every((s) => sentenceKind(s, cut) === 'today')
              ? sentences(achieved(cut))
              : split.map((s) => (sentenceKind(s, cut) === 'today' ? achieved(s) : s)),
          ),
        ),
        (s) => sentenceKind(s, cut) === 'today',
      );
      for (let j = 0; j < said.length; j++) {
        const s = said[j] ?? '';
        const total = TOTAL.exec(s);
        const parts = total ? platesBefore(said, j) : [];
        if (total && parts.length) {
          for (const k of parts) said[k] = (said[k] ?? '').replace(LOAD_NUMBER, ' ');
          said[j] = `It is ${total[1]} ${total[2]}.`;
        }
        said[j] = (said[j] ?? '').replace(READING, ' ').replace(WEIGHED_IN, ' ');
        // "185×10,10,8. (23 reps, 3 sets)": a restatement of the sets told just before adds none; the
        // line before counts only for a sentence that opens its line.
        const told = j
          ? said.slice(0, j).findLast((t) => /\d/.test(t))
          : lines.slice(0, i).findLast((t) => /\d/.test(t));
        if (sentenceKind(said[j] ?? '') === 'today') said[j] = unrestated(said[j] ?? '', told);
        const same = SAME_SCHEME.exec(said[j] ?? '');
        // Only with a load of its own: "same weight, same sets and reps" is journal-repeats' sameSetsPhrase.
        if (same && /\d/.test((said[j] ?? '').replace(SAME_SCHEME, ''))) {
          const before = [...lines.slice(0, i), ...said.slice(0, j), said[j]?.slice(0, same.index)].join(
            '\n',
          );
          const scheme = schemeBefore(before);
          if (scheme) said[j] = (said[j] ?? '').replace(SAME_SCHEME, `for ${scheme}`);
        }
      }
      const out = said.join(' ');
      return out === sentences(line).join(' ') ? line : out;
    })
    .join('\n');
}
