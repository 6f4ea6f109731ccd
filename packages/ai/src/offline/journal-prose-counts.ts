/**
 * Counts told in prose (round 31). Lifters narrate a bodyweight count as a sentence, and tell beside it
 * what they aimed for, could once do, or were stuck at. What they did today is a set; the rest is not.
 * - `proseCountsWritten` (an entry rewrite, journal-entry-rewrites) writes a count told in words as reps:
 *   "I did 5 reps, took a rest, did 5 more, took a rest and did 3" (each count after a doing verb, with no
 *   word of its own after it, is that many reps), "I managed 58, not getting …", "today I got 7", "doing
 *   the full 50", "After doing 30 I …", "Chin Ups: as many as I could do = 13" (the count an all-out set
 *   came to), "gave myself a goal of 71 consecutive which I found was easier than I had expected" (a goal
 *   told as found easy, done); "70 squats (… tight at 60)": a count passed on the way, in an aside after the count, is a rep
 *   of that set, not its load; "The last time I maxed out on deadlift (4/13/10) I pulled 485lb": a date
 *   bracketed in a clause of another time is the clause's day, not reps; "Mondays are going to be Spin
 *   Mondays - no Running - just the 1 hour spin class": a plan for a weekday, its dashes kept in its sentence.
 * - Round 35: "from 7 wide fronts in week 3, to 15 today" is now's count only; "15 today, both sets" two
 *   sets of 15; "I am up to 60 squats done" the count so far; "did 10 on my toes" the body's set-up an aside.
 * - `otherTime` (a hook of journal-achieved's sentenceKind) says a sentence tells another time: "For weeks I
 *   was stuck at 6 reps", "Before my injuries, …", "Around 2012 I could do around ten …", "I could once do
 *   20" are history ("I could do 6 pull ups" alone is today's); "my aim was 75 dips", "The aim was to get as close to 50 as possible", "I'd be happy
 *   if I got 10 reps" are goals.
 */

import { resolveName } from './journal-names.ts';

// A doing verb of the lifter's, then a count with no word of its own after it (not "did 3 sets", "got 7
// hours", "got 30 and 35 kg", "did 9, 8, 8 and 7"): the count is reps, an aside with no number after it
// too ("got down and did 50 (barely)"). "did 5 more" is five more reps;
// "the full 50", "all 20" the count as a whole (not "I got the 15, the 12": counts of a plan told before). The verb opens its clause or follows the lifter or a
// linking word, never another's name ("Jimmy did 5"), in any case; not a list number after it ("Did 3. Dips: …"). Only up to 60, in an entry that tells
// no load (`TELLS_LOAD`): "Did 95, tying my old max", "Then I did 225" are loads.
const BARE_COUNT =
  /(?<=(?:^|[,;:.!?()–-])\s*|\b(?:i|we|then|and|also|finally|so|just|but|now|after|before|today|tonight|only|eventually|even|still|actually|somehow|barely|with|by|up|had|have|i['’]ve)\s+)\b(did|doing|managed|got|getting|completed|finished):?\s+(?:(?:the\s+)?full\s+|all\s+|another\s+)?([1-9]\d?)(?![.,]?\d|\.\s+\p{L}[\p{L}\s-]{0,30}:)(?:\s+more)?(?!\s*(?:[,;]|and|or|to|[-–/])\s*\d)(?=\s*(?:[.,;!?)]|\((?![^()\n]*\d)|$)|\s+(?:and|but|before|after|i|not|so|until|in\s+a\s+row|straight)\b)/giu;
const TELLS_LOAD = /\d\s*(?:lbs?|kgs?|kilos?|pounds?|#)(?![\p{L}])|\d\s*[x×*@]\s*\d/iu;

// "as many as I could do = 13", "as many reps as I could: 13": the count an all-out set came to.
const ALL_OUT =
  /\bas\s+many(?:\s+reps)?\s+as\s+(?:i|you)\s+could(?:\s+(?:do|get|manage))?\s*(?:[=:–-]|was\b|were\b)\s*(\d{1,3})\b(?!\s*(?:reps?\b|[x×*/]))/gi;

// "70 squats (my legs were a little tight at 60)": in an aside right after a count, a smaller bare count
// "at" or "by" it is a rep on the way.
const ON_THE_WAY =
  /\b(\d{1,3})(\s+\p{L}[\p{L}-]*\s*\([^()\d]{0,80}?\b(?:at|by|around|after)\s+)(\d{1,3})(?=\s*\))/giu;

// "The last time I max'd out on deadlift (4/13/10) I pulled 485lb": a date in brackets inside a clause of
// another time ("the last time", "back when", "the first time") is that clause's day.
const TIME_CLAUSE_DATE =
  /(?<=\b(?:(?:the\s+)?(?:last|first|only)\s+time|back\s+when|when\s+i\s+last)\b[^.!?()\n]{0,60})\s*\(\s*\d{1,2}\/\d{1,2}\/(?:\d{2}|\d{4})\s*\)/gi;

// "So Mondays are going to be Spin/Stretch Mondays - no Running - just the 1 hour spin class": a plan for a
// weekday; its dashes are the plan's own asides, so the line stays one sentence.
const WEEKDAY_PLAN =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\s+(?:are\s+(?:going\s+to\s+be|gonna\s+be)|will\s+be)\b/i;
const DASH = /\s+[–—-]\s+/g;

// "I certainly didn't think I'd get close but I completely surprised myself with doing the full 50": the
// doubt before "but" is a sentence of its own, what came of it another.
const DOUBT_BUT =
  /(\b(?:didn['’]?t|did\s+not|never|wouldn['’]?t)\s+(?:think|expect|believe|imagine)\b[^.!?\d\n]{0,60}?)\s+but\s+(?=i\b)/gi;

// "I gave myself a random goal of 71 consecutive which I found was easier than I had expected", "set myself a
// target of 30 in a row, and it was easy": a goal told as found easy was done; written as the reps done.
const GOAL_FOUND_EASY =
  /\b(?:set|gave)\s+(?:myself\s+)?(?:a|an|the|my)\s+(?:[\p{L}-]+\s+)?(?:goal|target)\s+of\s+(\d{1,3})(?:\s+(?:consecutive|straight|in\s+a\s+row|reps?))?(?=,?\s+(?:which|that|and)\s+(?:(?:i|it)\s+)?(?:found\s+(?:it\s+)?)?(?:was\s+|to\s+be\s+)?(?:(?:much|way|far|a\s+lot)\s+)?(?:easier|easy|no\s+problem)\b)/giu;

// "Today, I did 10 on my toes", "12 reps on my knees" (round 35): how the body was set for a count is an
// aside on it, bracketed so that no word of it names a move ("Knees") and the count stays bare.
const ON_BODY =
  /\b(\d{1,3}(?:\s+reps?)?)\s+(on\s+(?:my|the|his|her|our|their)\s+(?:knees|toes|tip[\s-]?toes|fists|knuckles|finger\s?tips|fingers))\b(?!\s*\))/gi;

// "from 7 wide fronts in week 3, to 15 today", "from 20 squats on day one to 45 now" (round 35): then and
// now told in one breath; only now's count is today's. The move the then-part names stays with the count
// when the catalogue knows it ("from 5 pull-ups in week 1 to 9 today": 9 pull-ups today).
const THEN_TO_NOW =
  /\bfrom\s+\d{1,3}((?:\s+[\p{L}-]{1,20}){0,3}?)\s+(?:back\s+)?(?:in|on|during|at)\s+(?:the\s+)?(?:week|day|month|session|workout)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*[,;]?\s+(?:up\s+)?to\s+(\d{1,3})(?=\s+(?:today|tonight|now|this\s+(?:week|time|session|morning|evening))\b)/giu;
// "15 today, both sets", "12 reps, on both sets": a count told for both sets is two sets of it.
const BOTH_SETS = /\b(\d{1,3})((?:\s+[\p{L}-]{1,20}){0,3}?)\s*[,;]\s*(?:on\s+|in\s+|for\s+)?both\s+sets\b/giu;

// "I am up to 60 squats done", "we're up to 40 burpees so far" (round 35): the count done so far that day.
const UP_TO_DONE =
  /\b(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:now\s+|currently\s+)?up\s+to\s+(\d{1,3})((?:\s+[\p{L}-]{1,20}){1,3}?)\s+(?:done|completed|finished|so\s+far)\b/giu;

/** The entry with counts told in prose written as reps, and the dates and dashes of other times kept out. */
export function proseCountsWritten(text: string): string {
  if (!/\d/.test(text)) return text;
  const loaded = TELLS_LOAD.test(text);
  return text
    .split('\n')
    .map((line) => {
      if (!/\d/.test(line)) return line;
      const plan = WEEKDAY_PLAN.test(line) ? line.replace(DASH, ', ') : line;
      return plan
        .replace(TIME_CLAUSE_DATE, '')
        .replace(ON_BODY, '$1 ($2)')
        .replace(THEN_TO_NOW, (_, words: string, now: string) =>
          words.trim() && resolveName(words.trim(), false)?.exercise ? `${now}${words}` : `${now} reps`,
        )
        .replace(BOTH_SETS, '2 sets of $1$2')
        .replace(UP_TO_DONE, 'I did $1$2')
        .replace(DOUBT_BUT, '$1. ')
        .replace(ALL_OUT, '$1 reps (as many as I could)')
        .replace(GOAL_FOUND_EASY, 'did $1 reps')
        .replace(ON_THE_WAY, (all, count: string, mid: string, passed: string) =>
          Number(passed) < Number(count) ? `${count}${mid}rep ${passed}` : all,
        )
        .replace(BARE_COUNT, (all, verb: string, count: string) =>
          loaded || Number(count) > 60 ? all : `${verb} ${count} reps`,
        );
    })
    .join('\n');
}

// "For weeks I was stuck at 6 reps", "Before my injuries", "Around 2012", "I could once do 20": another time.
const HISTORY =
  /\b(?:(?:was|were|been|got)\s+stuck\b|before\s+(?:my|the|our)\s+(?:injur(?:y|ies)|surgery|operation|accident|pregnancy|baby|kids?)|(?:around|in|back\s+in|circa|since|during):?\s+(?:19|20)\d{2}(?![\d.,]?\d|[a-z]|\s*(?:k?m|mi|miles?|meters?|metres?|yards?|yds?|lbs?|kgs?|pounds?|kilos?|reps?|cals?|calories|secs?|seconds?|mins?|minutes?)\b)|(?:^|[.!?:]\s*)(?:19|20)\d{2},?\s+(?:i|we)\s|(?:i|we)\s+(?:once\s+could|could\s+once)\s+(?:easily\s+)?(?:do|bench|squat|deadlift|press|pull|lift|curl|manage|rep)\b)/iu;
// "my aim was 75 dips", "The aim was to get to 50", "I'd be happy if I got 10 reps": what was aimed for.
// "Mondays are going to be Spin Mondays, … the 1 hour spin class": a plan for a weekday.
const GOAL =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days\s+(?:are\s+(?:going\s+to\s+be|gonna\s+be)|will\s+be)\b|(?:my|the|our)\s+(?:aim|hope|intention)\s+(?:was|is|being)|(?:i['’]d|i\s+would|i['’]ll|i\s+will)\s+be\s+(?:happy|glad|pleased|thrilled|content|satisfied)\s+(?:if|with)\b)/i;

/** Whether a sentence tells another time than today's work: 'history', 'goal', or undefined. */
export function otherTime(sentence: string): 'history' | 'goal' | undefined {
  if (HISTORY.test(sentence)) return 'history';
  if (GOAL.test(sentence)) return 'goal';
  return undefined;
}
