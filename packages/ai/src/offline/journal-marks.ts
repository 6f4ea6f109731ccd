/**
 * Marks around a set's numbers that say what a number is, rewritten before the numbers are read: a
 * "#" glued to a load ("200#x3"), dates and estimated maxes that are no sets, a machine's pin setting
 * beside the load it stands for, "@" before reps with no load, and the point of an abbreviated time
 * ("10 mins. warmup") that ends no sentence; cardio said in words.
 */

import { withoutSettings } from './journal-bouts.ts';
import { cardioName } from './journal-cardio.ts';
import { wordCount } from './journal-counts.ts';

const NUM = String.raw`\d+(?:\.\d+)?`;
// A cardio machine ridden or climbed for minutes; never rows, walks or skips, whose bare count is reps.
// Not "treadmill: 2.5 miles", a count whose decimals and unit follow.
const MACHINE_MINUTES =
  /(\b(?:stair ?climber|stair ?master|stair ?stepper|step ?mill|stepper|step ?machine|elliptical|cross[- ]?trainer|treadmill|(?:exercise |stationary |spin |recumbent )?bike)\s*(?:for\s+|[-–:]\s*)?\d{1,3})(?=\s*(?:[,;!)]|\.(?!\d)|$))/gi;

// "1 x 500 on the rowing machine", "2000 on the erg": an erg's monitor counts metres, so a bare count in
// whole pieces of 50 on a line naming the machine (not a row with a bar) is the distance, never reps.
const ERG = /\b(?:rowing\s+machine|rower|rowed|ergs?|ergometer|concept ?(?:2|ii|two)|ski[- ]?ergs?)\b/i;
const ERG_COUNT =
  /(?<![\d.:])(\d{3,5})(?![\d.:]|\s*(?:[x×*%#]|kgs?|lbs?|kilos?|pounds?|reps?|m|meters?|metres?|k|km|cals?|calories|mins?|minutes?|secs?|seconds?|watts?)\b)/gi;

// An estimated or calculated max: "e1RM", "C1RM", "est. 1RM", "calculated 1RM", "est max".
const ESTIMATE = String.raw`(?:(?:e|c|est\.?\s*|estimated\s+|calc(?:ulated|\.)?\s*|projected\s+|predicted\s+)1\s*rm|(?:est\.?|estimated|calc(?:ulated|\.)?|projected|predicted)\s+max)\b`;
const EST_LOAD = String.raw`[~≈]?\s*${NUM}\s*(?:kgs?|lbs?|#)?`;
// Each starts where a gap or a bracket does, never inside a run of spaces: a start at every space of a
// long run would scan the rest of it again.
const ESTIMATED_MAX = new RegExp(
  [
    String.raw`(?<![\s(])(?:\s*\()?\s*(?:~|≈|approx\.?|about|est\.?|estimated)\s*${NUM}\s*(?:kgs?|lbs?)?\s*e?1\s*rm\b\s*\)?`,
    String.raw`(?<![\s(])(?:\s*\()?\s*${EST_LOAD}\s*${ESTIMATE}\s*\)?`,
    String.raw`(?<![\s(])(?:\s*\()?\s*${ESTIMATE}\s*(?:of\s+|[:=]\s*|is\s+)?${EST_LOAD}(?![\d.]|\s*[x×])\s*\)?`,
  ].join('|'),
  'gi',
);
const ESTIMATE_AFTER_REPS = new RegExp(
  String.raw`(\d\s*(?:kgs?|lbs?|#)?\s*[x×]\s*(?:[2-9]|\d{2})(?!\d)|(?<![\d.])(?:[2-9]|\d{2})\s*[x×]\s*${NUM})\s*\(\s*(?:1\s*rm\s*[:=]?\s*${EST_LOAD}|${EST_LOAD}\s*1\s*rm)\s*\)`,
  'gi',
);

const PACE_ASIDE =
  /\s*\(\s*(?:i\s+(?:was\s+able\s+to|managed\s+to|could)\s+|i\s+)?(?:complete[ds]?|did|do|got|hit|managed)?\s*\d{2,4}\s+(?:[\p{L}-]+\s+){1,4}?in\s+(?:under\s+|less\s+than\s+|about\s+)?\d{1,2}(?::\d{2})?\s*(?:minutes?|mins?|m|seconds?|secs?|s)?\s*\)/giu;

/**
 * Cardio written in words: "a mile", "a full half hour", "in 9.58" (minutes and seconds after a
 * distance); its machine settings are gone already (journal-bouts).
 */
function cardioWords(text: string): string {
  if (!cardioName(text)) return text;
  return (
    text
      .replace(/\b(?:a\s+)?(?:full\s+|good\s+)?half(?:\s+an)?[\s-]+hour\b/gi, '30 min')
      .replace(/\b(?:a\s+full|an|one)\s+hour\b/gi, '60 min')
      .replace(/\b(?:a|one)\s+(miles?|kilomet(?:er|re)s?|km|laps?)\b/gi, '1 $1')
      // "1:2 walk:run": a ratio of paces, not a label before a colon.
      .replace(/\b(walk|run|jog|sprint)\s*:\s*(walk|run|jog|sprint)\b/gi, '$1/$2')
      // "Stair Climber for 5", "elliptical 20": a machine's bare count is its minutes.
      .replace(MACHINE_MINUTES, '$1 min')
      .replace(
        /(\b(?:miles?|mi|km|k|kilomet(?:er|re)s?|m|meters?|metres?)\s+in\s+)(\d{1,2})\.([0-5]\d)\b(?![.\d]|\s*(?:min|sec|hours?|hrs?)\b)/gi,
        '$1$2:$3',
      )
  );
}

function ergMetres(text: string): string {
  if (!ERG.test(text)) return text;
  return text.replace(ERG_COUNT, (whole, n: string) =>
    Number(n) >= 100 && Number(n) % 50 === 0 ? `${n}m` : whole,
  );
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const PUT_ON_THEN_REPS = new RegExp(
  String.raw`\b(?:put|loaded|threw|slapped|stuck)\s+(?:up\s+)?(${NUM}\s*(?:kgs?|lbs?|pounds?|kilos?)?)\s+(?:on|onto)\s+(?:there|it|the\s+bar)\s*[.,;]?\s*(?:and\s+|then\s+)?(?:i\s+)?(?:did|got|hit|managed)\s+(\d{1,2}|one|two|three|four|five|six|eight|ten)\s+(reps?|singles?|times)\b`,
  'gi',
);

/** "I put 245 on there. Did two reps.", "loaded 100kg on the bar and got 3": the load, then its reps. */
function loadThenReps(text: string): string {
  return text.replace(
    PUT_ON_THEN_REPS,
    (_, load: string, n: string, what: string) =>
      `${load} x ${wordCount(n) ?? n}${/^s/i.test(what) ? ' singles' : ' reps'}`,
  );
}

// Built once (see above).
const ARE_BEFORE_NUMBERS =
  /(\p{L}{3,})\s+(?:thing(?:ie)?s\s+)?(?:are|were)\s+(?=\d{1,3}\b(?!\s*(?:%|years?|days?|weeks?|months?|times?)))/giu;
const POUND_MARK_AFTER = new RegExp(
  String.raw`(?<![#\d.])(${NUM})\s*#(?!\s*\d)(?!(?![xX×]\s*\d|s\b|[dDkK][bB]s?\b)\p{L})\s*`,
  'gu',
);
const POUND_MARK_BEFORE = new RegExp(String.raw`(\bat|@)\s*#\s*(${NUM})(?![\d.])`, 'giu');
const DIFFERENCE_FROM = new RegExp(
  String.raw`\b(?:add(?:ed|ing)?|up|increas(?:ed|ing)|improv(?:ed|ing)|beat(?:ing)?\s+(?:it|that|my\s+\w+))(?:\s+by)?\s+(?:another\s+)?${NUM}\s*(?:kgs?|lbs?|kilos?|pounds?)\s+(?:to|on(?:to)?|over|from|than)\s+(?=(?:my|the|last|previous|old)\b)|\b${NUM}\s*(?:kgs?|lbs?|kilos?|pounds?)\s+(?:more|heavier|up|better)\s+(?:than|from|on|over)\s+(?=(?:my|the|last|previous|old)\b)`,
  'gi',
);
const NEW_MAX = new RegExp(
  String.raw`\bnew\s+((?:[a-z-]+\s+){0,3}?)max\s*(?:(?:now|is|was|of|at|=|:|-)\s*)+(${NUM}\s*(?:kgs?|lbs?|kilos?|pounds?|#)?)(?![\d.%])`,
  'gi',
);
const PIN_SETTING_LOAD = new RegExp(
  String.raw`\b(?:set|pinned)\s+(?:at|on|to)\s+(?:level\s+|pin\s+|notch\s+)?\d{1,2}\s*[([]\s*(${NUM}\s*(?:kgs?|lbs?|#))\s*[)\]]`,
  'gi',
);
const TIME_STOP = /(\d\s*(?:mins?|secs?|hrs?))\.(?=\s+\p{Ll})/gu;

export function marks(text: string): string {
  return (
    loadThenReps(cardioWords(ergMetres(withoutSettings(text))))
      // "365x4 paused, then worked up to 465x3", "135x5, 185x3, worked up to 275x3": after a set written
      // out, "worked up to" is one more set, not the top of warm-ups left unwritten.
      .replace(/(\d[^,;]*[,;]?\s*then\s+(?:i\s+)?)(?:worked|built|ramped)\s+up\s+to\b/gi, '$1up to')
      .replace(
        /(\d\s*[x×]\s*\d+[^,;]*?(?:[,;]\s*(?:and\s+)?|\s+and\s+)(?:i\s+)?)(?:worked|built|ramped)\s+up\s+to\b/gi,
        '$1up to',
      )
      // "465x3 with knee wraps", "w/ belt": gear worn for the set is a tag on it, never a lift.
      .replace(
        /(\d\s*(?:kgs?|lbs?|reps?)?)\s+(?:with|w\/|in|using)\s+(?:a\s+|my\s+)?((?:knee\s+|wrist\s+|elbow\s+)?(?:wraps?|sleeves?|belt|straps?))\b/gi,
        '$1 ($2)',
      )
      // "Heavy blue band Goodmorning", "red band pull-aparts": a band's colour or strength says how hard,
      // not which lift.
      .replace(
        /\b(?:(?:extra[\s-]+)?(?:heavy|light|medium|strong|thick|thin|mini|monster|average|small|big|large)\s+)?(?:red|blue|green|black|purple|orange|yellow|gr[ae]y|pink|white)?\s*(?=\bbands?\b)/gi,
        ' ',
      )
      // "my last set of Week 4 push ups": a program's week or day is a date, not a count.
      .replace(
        /(\b(?:of|in|on|for|from)\s+(?:the\s+)?(?:week|day)\s+)\d{1,2}\b(?!\s*(?:[x×:]|sets?\b|reps?\b))/gi,
        '$1',
      )
      // "My sets were 29, 30, 26, 27 and 33": the reps of each set, in a list.
      .replace(
        /\bsets\s+(?:were|was|went)\s*:?\s+(\d{1,3}(?:\s*,\s*\d{1,3})+(?:\s*,?\s*and\s+\d{1,3})?)\b(?!\s*(?:kgs?|lbs?|#|%|x|×|sets?))/gi,
        (_, list: string) => `${list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).join('/')} reps`,
      )
      // "I can now do 8 push ups in a row": one set of that many.
      .replace(/\b(\d{1,3})\s+([\p{L}][\p{L} -]{1,30}?)\s+in\s+a\s+row\b/giu, '1 set of $1 $2')
      // "knee to chest thingies are 4 of 10", "did 3 of 12": sets of reps, said with "of".
      .replace(
        /\b(are|were|was|did|do|does|:)\s+(\d{1,2})\s+of\s+(\d{1,3})\b(?!\s*(?:kgs?|lbs?|#|%|\d))/gi,
        '$1 $2 sets of $3',
      )
      // "Push ups are 15, 20, 15", "squats were 3 sets of 5": "are" only links a lift to its numbers.
      .replace(ARE_BEFORE_NUMBERS, '$1 ')
      // "200#x3", "44#x5reps", "95# x 25": "#" after a number is pounds, even glued to the "x"; a
      // hashtag ("405x5 #PR") is not.
      .replace(POUND_MARK_AFTER, '$1 lb ')
      // "200 back squats at #83", "5x5 @ #225": "#" before a number after "at" is pounds too (before a
      // number elsewhere, "#2", it is a count's or a set's number, left as it is).
      .replace(POUND_MARK_BEFORE, '$1 $2 lb')
      // "adding 15# to my previous 1RM", "up 5kg from last week", "10 lbs more than last time": a
      // difference from another load, not a load lifted.
      .replace(DIFFERENCE_FROM, ' ')
      .replace(/(\d)(reps?|sets?)\b/gi, '$1 $2')
      // "Monday 8/31/2015", "– 9/1/2015", "2015-08-31": a date with its year is no list of reps.
      .replace(/(?<![\d/])\d{1,2}\/\d{1,2}\/(?:19|20)\d{2}(?![\d/])/g, ' ')
      .replace(/(?<![\d-])(?:19|20)\d{2}-\d{1,2}-\d{1,2}(?![\d-])/g, ' ')
      // "Bench Press – 245×8 – 9/1/15": a short date set off by a dash at the end of a line that already
      // has its set (a reps list "10/10/10" is never after one). The set is looked for in the 120
      // characters before the date: from every set of a long line to its end, the search is quadratic.
      .replace(
        /(\d\s*[x×]\s*\d[^/]{0,120}?\s[–—-]\s*)(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/\d{2}\s*$/,
        '$1',
      )
      // "345×5 ~ 402 1RM", "(est. 310 1RM)", "402 e1RM", "(197 C1RM)", "(e1RM 367)", "(est. 1RM 117)",
      // "(est max 530)": an estimated or calculated max, before or after its number, is a stat, not a
      // set done; so is a bare "1RM" in brackets after a set of several reps ("225x5 (1RM 262)"), the
      // max those reps work out to (a single's "(300 1RM)" is that single: journal-records).
      .replace(ESTIMATED_MAX, ' ')
      .replace(ESTIMATE_AFTER_REPS, '$1 ')
      // ("Current 1RM now stands at 240#": a max told with its load is journal-records' n reps.)
      // "My new back squat max is 175#", "new deadlift max: 405 lbs": a new max told as a load is a
      // single at it; the lift's words stay. ("training max" is a program number, never "new".)
      .replace(NEW_MAX, (m, lift: string, load: string) =>
        /\btraining\b/i.test(lift) ? m : `new ${lift}${load} x 1`,
      )
      // "Seated Row set at 10 (93lbs)": the pin setting is no load; the load in brackets is.
      .replace(PIN_SETTING_LOAD, '@ $1')
      // "Row 5x10 (set at 8, 120 lbs)", "rower set at 10": any other setting says nothing about the sets.
      .replace(
        /\b(?:set|pinned)\s+(?:at|on|to)\s+(?:level\s+|pin\s+|notch\s+|position\s+)?\d{1,2}\b(?!\s*(?:kgs?|lbs?|#|pounds?|kilos?|reps?|sets?|x|×|\.\d|\/))/gi,
        ' ',
      )
      // "4 sets of Wide-grip Lat Pull-Down @ 12 reps": "@" before reps is no load.
      .replace(/@\s*(?=\d{1,3}\s*reps?\b)/gi, 'x ')
      // "Lat pulldown 4 sets @ 12": after a set count, a number too small for a load is the reps.
      .replace(
        /\b(\d{1,2}\s*sets?)\s*@\s*(1?\d)\b(?!\s*(?:kgs?|lbs?|#|%|pounds?|kilos?|\.\d|\d|[x×]))/gi,
        '$1 of $2 reps',
      )
      // "20 reps x 8 sets (I was able to complete 200 one hand swings in 7 minutes)", "20 x 5 (100
      // push-ups in 6 min)": after sets, a count of reps in a time told in brackets is their total or
      // pace, not a set nor a load for them.
      .replace(PACE_ASIDE, (m, at: number, all: string) =>
        /\d\s*(?:[x×]\s*\d+|sets?|reps?)\b/i.test(all.slice(0, at)) ? ' ' : m,
      )
      // "345x5 (~402)", "345x5 ~ 402": an approximate number after a set is an estimate, not a set.
      .replace(
        /(\d\s*[x×]\s*\d{1,3})\s*(?:\(\s*[~≈]\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?\s*\)|[~≈]\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?\s*$)/gi,
        '$1',
      )
      // "10 mins. warmup on the elliptical": a time's abbreviation point before a lower-case word ends
      // no sentence ("50 lb. dumb bells" keeps its point: what follows is no set).
      .replace(TIME_STOP, '$1')
      // "2 sets of 225 lbs. for 6 reps": nor does a load's point before the reps it was lifted for.
      .replace(/(\d\s*(?:lbs?|kgs?))\.(?=\s+(?:for|x)\s*\d)/gi, '$1')
  );
}
