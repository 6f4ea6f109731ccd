/**
 * A journal line cleaned before it is split: prefixes lifters put in front of a line (bullets,
 * numbering, dates, day labels) and rewrites that make each number say one thing (a second unit, the
 * lifter's bodyweight, AMRAP marks, clusters, per-side notes, named fields, decimal commas).
 */
import { asides } from './journal-asides.ts';
import { withoutCalendar } from './journal-calendar.ts';
import { effortWords } from './journal-effort-words.ts';
import { effortLists } from './journal-efforts.ts';
import { memoByText } from './journal-memo.ts';
import { storyNumbers } from './journal-story.ts';
import { LOAD_UNIT } from './journal-words.ts';

const NUMBER = String.raw`\d+(?:\.\d+)?`;

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const LINE_PREFIX =
  /^\s*(?:[-–—•·*>]+|\+(?!\s*\d)|\d{1,2}[a-z]?[.)](?=\s)|[a-z]\d?\)|[a-z]\d[.:]|[a-h][1-9](?=\s+\p{L}{2})|[a-z]\.(?=\s+\p{L})|\[[ x]?\]|set\s*(?:\d+|w\d*)\s*[.:)-]?|w?\d{1,2}\s*:(?=\s+\d))\s*/iu;

/** Bullets, numbering, check boxes, "Set1.", dates and day labels in front of a line. */
export function stripPrefixes(line: string): string {
  let out = line;
  for (let i = 0; i < 4; i++) {
    const before = out;
    out = withoutCalendar(out)
      .replace(LINE_PREFIX, '')
      .replace(/^(?:(?:week|wk|w)\s*\d+\s*[,/-]?\s*)?(?:day|d)\s*\d+\b\s*[:.-]?\s*/i, '')
      .replace(/^(?:push|pull|legs?|upper|lower|full body)\s*-\s*\d+\b\s*[:.-]?\s*/i, '');
    if (out === before) break;
  }
  return out;
}

// "= 15 reps", "= 660 pounds": a total after its sets; with a word before and a move after ("test = 23
// push ups"), the count of the move (group 1).
const TOTAL_AFTER_EQUALS =
  /(?<=\b(?!(?:reps?|sets?|total|kgs?|lbs?|pounds)\b)\p{L}{2,}\s*)(=\s*\d{1,3}(?=\s+(?!(?:reps?|sets?|total|kgs?|lbs?|pounds)\b)\p{L}{3,}))|=\s*\d+(?:\.\d+)?\s*(?:reps?|total|kgs?|lbs?|pounds)?\b/giu;

/** Rewrites that make the numbers say one thing each; pure, so run once per distinct text (journal-memo). */
export const normalizeNumbers = memoByText(numbersPlain);

// Built once (see above).
const BODYWEIGHT_TOLD = new RegExp(
  String.raw`\b(bw|bodyweight|body\s+weight)\s*(?:[=:]|\(\s*(?:bw\s*)?[=:]?)\s*${NUMBER}\s*${LOAD_UNIT}?\s*\)?`,
  'gi',
);
const TRAINING_MAX = new RegExp(
  String.raw`\(?\b(?:working|training)\s+max\b\s*:?\s*${NUMBER}\s*${LOAD_UNIT}?\)?`,
  'gi',
);
const COUNTED_KIND =
  /\b(\d+)\s+(?:warm[\s-]*up|back[\s-]*off|(?!(?:first|second|third|fourth|fifth|sixth|last|final|reps?|kgs?|lbs?|pounds?|kilos?|min(?:ute)?s?|sec(?:ond)?s?|of|x|more|by|per|to|and|or|for|at|with|in|on|doing|across)\b)\p{L}[\p{L}'’-]+)\s+(sets?)\b/giu;

// "1x5 @ 60, 1x5 @ 80, 3x5 @ 110 (kg)": the unit closing the line looked for first (a lookahead, tried
// once), as trying the loads before it at every "@" of a long line is quadratic when it is not there.
const LOADS_THEN_UNIT = /^(?=.*\(\s*(?:kgs?|lbs?)\s*\)\s*$)(.*@\s*\d.*?)\s*\(\s*(kgs?|lbs?)\s*\)\s*$/i;

// "75% resistance", "5x5 @ 75%": a percentage is no load we can log. Nor is a load added to one
// ("6×6 @ 70% + 5kg": 5 kg over 70% of a max the entry never tells): what was lifted is unstated.
const PERCENT =
  /@?\s*\d+(?:\.\d+)?\s*%(?:\s*(?:\+|\bplus\b)\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#|pounds?|kilos?)(?![\p{L}]))?/gu;

/** The text with its percentages (and a load added to one) taken out: no load to log. */
export function withoutPercents(text: string): string {
  return text.includes('%') ? text.replace(PERCENT, ' ') : text;
}

function numbersPlain(text: string): string {
  return (
    // Efforts first: "rpe 8 on the last set" is no count of reps, "RPE 7, 8, 9" no more sets, and
    // "2 left in the tank" an effort in words (journal-effort-words).
    asides(storyNumbers(effortLists(effortWords(text))))
      // "I used 245 for all three", "for each set": the load is every set's; not "for each leg", a side.
      .replace(
        /\bfor\s+(?:all|each|every)(?!\s+(?:legs?|arms?|sides?|hands?)\b)(?:\s+(?:of\s+)?(?:the\s+|my\s+)?(?:\d+|one|two|three|four|five|six|them|sets?|reps?|of them))*\b/gi,
        ' ',
      )
      // "second and third 8 reps at 320": two ordinal sets with the same numbers.
      .replace(
        /\b(?:the\s+)?(?:first|second|third|fourth|fifth|last)\s+(?:and|&)\s+(?:the\s+)?(?:second|third|fourth|fifth|sixth|last|final)(?:\s+sets?)?\b/gi,
        '2 sets ',
      )
      // "10 minutes, 10 on the minute", "5 reps every minute for 12 min", "EMOM 10 min: 5": a set each minute.
      .replace(
        /\b(\d{1,2})\s*min(?:ute)?s?\s*[,:-]?\s*(\d{1,3})\s*(?:reps?\s*)?(?:on the minute|every minute|each minute|emom|otm)\b(?:\s*[,(=]?\s*\d+\s*(?:total\s*)?reps?(?:\s*total)?\s*\)?)?/gi,
        '$1 sets of $2 reps',
      )
      .replace(
        /\b(\d{1,3})\s*(?:reps?\s*)?(?:on the minute|every minute|each minute|emom|otm)\s*(?:for\s*)?(\d{1,2})\s*min(?:ute)?s?\b(?:\s*[,(=]?\s*\d+\s*(?:total\s*)?reps?(?:\s*total)?\s*\)?)?/gi,
        '$2 sets of $1 reps',
      )
      .replace(/\bemom\s*(?:for\s*)?(\d{1,2})\s*(?:min(?:ute)?s?)?\s*[,:x-]\s*(\d{1,3})\b/gi, '$1 sets of $2')
      // "I had to make 3x5 into 5x3": the scheme changed to is the one done.
      .replace(
        /\b(?:make|made|turn(?:ed)?|change(?:d)?|switch(?:ed)?|cut)\s+\d+\s*[x×]\s*\d+\s+(?:into|to)\s+(?=\d+\s*[x×]\s*\d+)/gi,
        '',
      )
      // "Squats at 115 (115! not 120)": an aside correcting a number says nothing new.
      .replace(/\(\s*(?:\d+(?:\.\d+)?\s*[!,.]*\s*)?not\s+\d+(?:\.\d+)?\s*[!.]*\s*\)/gi, ' ')
      // "then 3 at the same weight": the load before, so the count repeats it.
      .replace(/\b(?:at|with|@|using)\s+(?:the\s+)?same\s+(?:weight|load)\b/gi, ' ')
      // "Pull ups BWx5,5,8": bodyweight times reps.
      .replace(/\b(bw|bodyweight)\s*[x×]\s*(?=\d)/gi, '$1 x ')
      .replace(/(\d)\s*\*\s*(?=\d)/g, '$1x')
      .replace(/[*`_~]+/g, ' ')
      // "Set 1: 225 lbs. 10 times": the period of an abbreviated unit, before the set's reps, ends no sentence.
      .replace(/(\d\s*(?:kgs?|lbs?))\.\s+(?=\d{1,2}\s*(?:times|reps?)\b)/gi, '$1 ')
      // "60 kilograms": the unit as the patterns know it.
      .replace(/(\d)\s*kilo-?grams?\b/gi, '$1 kg')
      // "12; 10; 8", "(4; 1)", "4 sets; 12 reps": a semicolon before a plain number lists like a comma.
      .replace(/(?<![/.\d])(\d+|\bsets?|\(\s*\d+)\s*;\s*(?=(?:pr\s*)?\d+(?:\.\d+)?(?![\d.]|\s*\/))/gi, '$1, ')
      // "1 leg press", "1-arm row": a side, not a count.
      .replace(/\b1\s*-?\s*(legs?|arms?|hands?)\b/gi, 'single-$1')
      // "Squat set 1 135x5 set 2 185x5": a set's number inside a line only separates.
      .replace(/(?<=\S\s+)\bset\s*#?\s*\d{1,2}\s*[:.)-]?\s+(?=\d)/gi, '; ')
      // "reps 10, weight 135", "sets: 3": fields named before their numbers. Not the first of a list
      // ("made up of sets: 11, 13, 9"): one count per set, read as a list.
      .replace(/(?<!\bbody\s*)\b(?:weight|load)\s*[:=]?\s*(?=\d)/gi, '@ ')
      .replace(
        /(?<!\d\s*)\b(?:(reps?|sets?)\s*[:=]\s*|(?<!\b(?:first|second|third|fourth|fifth|sixth|last|final|next|\d(?:st|nd|rd|th))\s+)(reps?|sets?)\s+(?=\d{1,2}\s*(?:[,;]|$)))(\d+)\b(?!\s*(?:kgs?|lbs?|x|×|@|[.\d/]|,\s*\d{1,3}\s*,\s*\d))/gi,
        (_, named: string | undefined, spaced: string | undefined, n: string) => `${n} ${named ?? spaced}`,
      )
      // "felt heavy on sets 4 and 5": which sets a remark is about, not counts.
      .replace(
        /\b(?:on|in|during)\s+(?:the\s+)?(?:last\s+)?sets?\s+#?\d{1,2}(?:\s*(?:,|and|&|-|to)\s*\d{1,2})*\b(?!\s*(?:reps?|x|×|@|at)\b)/gi,
        ' ',
      )
      // "50 push-ups in sets of 10", "100 swings with a 16kg bell in sets of 20": that many sets of that many.
      .replace(
        /\b(\d+)(\s+[a-z][a-z0-9' .@-]{0,40}?\s+)in\s+sets\s+of\s+(\d+)\b/gi,
        (whole, total: string, name: string, per: string) =>
          Number(per) > 0 && Number(total) % Number(per) === 0
            ? `${Number(total) / Number(per)} sets of ${per}${name}`
            : whole,
      )
      // "Assisted pull-up machine -50lbs", "Pull-ups (assisted, 40 lbs)": help, not an added load.
      .replace(
        /(\bassist(?:ed|ance)?\b[^\d]{0,30}?)[-–]?\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?)\b|(?<=\s)[-–]\d+(?:\.\d+)?\s*(?:kgs?|lbs?)\b/gi,
        '$1 ',
      )
      // "Squat 5@225x3": reps at a load, that many sets.
      .replace(
        /\b(\d{1,2})\s*@\s*(\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?)\s*[x×]\s*(\d)\b(?![\d.]|\s*[x×])/gi,
        '$3 sets of $1 reps @ $2',
      )
      // "OHP 3x5/95", "Squat 3x5-225": a load after the sets, too heavy to be reps or a range.
      .replace(
        /\b(\d+\s*[x×]\s*\d+)\s*[/–-]\s*(\d+(?:\.\d+)?)\b(?![\d.]|\s*[x×/])/gi,
        (whole, set: string, load: string) => (Number(load) > 30 ? `${set} @ ${load}` : whole),
      )
      // "20 steps": reps of a walking move; "45 steps/min" is a cadence, not reps; "10000 steps" a walk's
      // count (journal-cardio reads it).
      .replace(/\b(\d{1,3})\s*steps\b(?!\s*(?:\/|per\b))/gi, '$1 reps')
      // "Shrugs 3x15 @ 2x40kg": a pair of dumbbells after the sets.
      .replace(/@\s*2\s*[x×]\s*(\d+(?:\.\d+)?\s*(?:kgs?|lbs?)\b)/gi, '@ $1')
      // "1x5 @ 60, 1x5 @ 80, 3x5 @ 110 (kg)": a unit at the end of the line is every load's.
      .replace(LOADS_THEN_UNIT, (_, body: string, unit: string) =>
        body.replace(/(@\s*\d+(?:\.\d+)?)(?![\d.])(?!\s*(?:kgs?|lbs?|kilos?|pounds?)\b)/gi, `$1 ${unit}`),
      )
      // "200 x 15, 250 x 12, 300 x 10 (lbs)": the line's unit (journal-lines), not the last reps'.
      .replace(/(\d\s*[x×]\s*\d+)\s*\(\s*(?:kgs?|lbs?)\s*\)\s*$/i, '$1')
      // "5 x 5 @ 100 (kg)": the unit in parentheses.
      .replace(/(\d)\s*\(\s*(kgs?|lbs?)\s*\)/gi, '$1 $2')
      // "Bodyweight 180.", "bw 82kg": a lifter's own weight, too heavy to be reps.
      .replace(
        /\b(bw|bodyweight|body\s+weight)\s+(?:(?:9\d|[1-3]\d\d)(?:\.\d+)?\s*(?:kgs?|lbs?)?|[4-8]\d(?:\.\d+)?\s*(?:kgs?|kilos?))(?!\s*(?:x|×|reps?\b|\d))/gi,
        '$1',
      )
      // "@ 2 plates": plates per side say no load we can log without the bar or machine.
      .replace(/@?\s*\b\d+\s*plates?\b(?:\s*(?:a|per|each)\s+side)?/gi, ' ')
      // "BW=159 lbs", "bodyweight: 190", "Bodyweight (189lbs)": the lifter's own weight, not a load.
      .replace(BODYWEIGHT_TOLD, '$1')
      .replace(TRAINING_MAX, ' ')
      // '12" box', '45 degree back raises', '2nd set': numbers that are not sets or loads.
      .replace(/\d+(?:\.\d+)?\s*(?:["”″]|''|°|degrees?\b|deg\b|inch(?:es)?\b)/gi, ' ')
      // "3 working sets of 100 lbs", "3 warm up sets", "3 shitty sets": a word for the kind of set says
      // nothing about the numbers (a unit or "rep" does: "20 rep sets").
      .replace(COUNTED_KIND, '$1 $2')
      // "then 2 more sets of 5 at 205": more sets told with their reps are sets; "five more sets at 50%"
      // (no reps) stays out, as COUNTED_KIND leaves "more" out: it is a plan's as often as a log's.
      .replace(/\b(\d{1,2})\s+more\s+(sets?\s+of\s+\d)/gi, '$1 $2')
      // "(1st set 135, 2nd 145, 3rd 155)": an ordinal before a number names its set.
      .replace(/\b([1-6](?:st|nd|rd|th))\s+(?=\d)/gi, '$1 set ')
      // "2nd set" is read as which set the numbers are for (journal-sets.ts).
      .replace(/\b\d+(?:st|nd|rd|th)\b(?!\s+sets?\b)/gi, ' ')
      // "3+x250": an AMRAP set written reps first is "250x3+", read on below.
      .replace(/(?<![\d.])(\d{1,2})\+\s*[x×]\s*(\d{2,4}(?:\.\d+)?)(?![\d.]|\s*[x×]\s*\d)/gi, '$2x$1+')
      // AMRAP marks: "1+: 4" is 4 reps, "225x1+: 6", "115x5+ -> 8" too; "(5+)" only repeats the target.
      .replace(/(?<![\d.])\d+\+\s*(?::|-+>|=>|→)\s*(\d+)/g, '$1')
      // "225x3+ (got 6)", "5+ (8 reps)": the reps the AMRAP set got.
      .replace(/(?<![\d.])\d+\+\s*\(\s*(?:got\s+|did\s+|hit\s+)?(\d+)(?:\s*reps?)?\s*\)/gi, '$1')
      // "240x5+ got 8", "5+, did 7": the same, told with no brackets; not "3 sets of 5+, got 7 on the
      // last", whose count is the last set's alone.
      .replace(/(?<![\d.]|\bof\s+)\d+\+(?:\s*,\s*|\s+)(?:got|did|hit)\s+(\d+)(?:\s*reps?\b)?/gi, '$1')
      .replace(/\(\s*\d+\+\s*\)/g, ' ')
      // "- 12 (x3)": a count on its own, that many times.
      .replace(
        /(?<![x×@]\s*|[\d.]|\d\s*)(?<=^|\s)(\d{1,3})\s*(?:reps?)?\s*\(\s*[x×]\s*(\d{1,2})\s*\)/gi,
        '$2 sets of $1 reps',
      )
      // "I managed 12 on the first set": a count on an ordinal set is that set's reps.
      .replace(
        /\b(\d{1,3})\s+(?:reps?\s+)?(?:on|in|for|during)\s+(?:the|my)\s+(first|second|third|fourth|fifth|sixth|last|final)\s+set\b/gi,
        '$1 reps $2 set',
      )
      // "21 reps the first set, 17 the second, and 14 the third": an ordinal after a count names its set.
      .replace(
        /\b(\d{1,3})\s+(?:reps?\s+)?(?:on\s+|in\s+)?the\s+(second|third|fourth|fifth|sixth|last|final)\b(?!\s+(?:sets?|time|times|week|day|session|rep)\b)/gi,
        '$1 reps $2 set',
      )
      // "21 x 10 (x 3)", "(125lb x3) 5x", "(225x5) x3": the set that many times.
      .replace(/\(\s*[x×]\s*(\d+)\s*\)/gi, ' againx$1 ')
      .replace(
        /\(\s*(\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?\s*[x×]\s*\d{1,3})\s*\)\s*[x×]\s*(\d{1,2})\b(?![\d.]|\s*(?:[x×]|kgs?\b|lbs?\b|#|reps?\b))/gi,
        '$1 againx$2 ',
      )
      .replace(/\(([^()]*\d[^()]*[x×]\s*\d+[^()]*)\)\s*(\d+)\s*[x×](?![\d])/gi, '$1 againx$2 ')
      // "Chin-Ups: 10x, 8x, 7x": a count marked with x is reps.
      .replace(/(?<![\d.x×]\s*)\b(\d{1,3})\s*x(?=\s*(?:[,;.]|$))/gim, '$1 reps')
      // "5 sets of 5 at 60% = 135": the load a percentage works out to.
      .replace(/(\d\s*%)\s*(?:=|->|→|~)\s*(?=\d)/g, '$1 @ ')
      // "1x AMRAP @ 90kg (12)", "AMRAP at 95: 11": the load told between the mark and its count is the set's.
      .replace(
        /(?:\b|(?<=\dx))(?:amrap|max|failure)\s*((?:@|at)\s*\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?)\s*(?:[(:=]\s*)(\d{1,3})\s*(?:reps?)?\s*\)?/gi,
        '$2 reps $1',
      )
      // "1 x AMRAP (8)", "1xAMRAP (8)", "AMRAP: 12": the reps the set to failure got.
      .replace(/(?:\b|(?<=\dx))(?:amrap|max|failure)\s*(?:[(:=]\s*)(\d{1,3})\s*(?:reps?)?\s*\)?/gi, '$1 reps')
      // "3 x 5 = 15 reps, 660 pounds": totals, not sets. Not a count after a word, before the move it
      // counts ("My initial test = 23 push ups"): that is the set itself.
      .replace(TOTAL_AFTER_EQUALS, (all: string, word?: string) => (word ? all : ' '))
      // "- TM 150", "(training max: 140kg)": the scale a 5/3/1 lifter's percentages are of, not a set.
      .replace(
        /\(?\s*\b(?:tm|training\s+max)\b\s*(?:[:=~-]|of|is|at)?\s*\d{2,4}(?:\.\d+)?(?![\d.]|\s*[x×*])\s*(?:kgs?|lbs?)?\s*\)?/gi,
        ' ',
      )
      // "60% my 1 rep max", "a new 1RM": a max named, not a set.
      .replace(
        /\(?\s*\b(?:e|est(?:imated)?\s*)1\s*rm\b\s*[:=~]?\s*(?:\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?)?\s*\)?/gi,
        ' ',
      )
      // "Front squat 3RM 100kg", "140kg 5RM": reps at a load, a set done today.
      .replace(
        /(?<![e.])\b(\d{1,2})\s*rm\b\s*(?:[:=-]|of|at|@)?\s*(?=\d+(?:\.\d+)?\s*(?:kgs?|lbs?|kilos?|pounds?|#)?(?![\d.%]))/gi,
        '$1 reps @ ',
      )
      .replace(
        /(\d(?:\.\d+)?\s*(?:kgs?|lbs?|kilos?|pounds?|#))\s*(?:x\s*)?(\d{1,2})\s*rm\b/gi,
        '$2 reps @ $1',
      )
      // Any other "1RM" is a max named: "my bench 1RM is 225" keeps "max", so the record stays a record.
      .replace(/\b(?:\d+\s*)?(?:rep\s*max|rm)\b/gi, 'max')
      // "4 sets, 12 reps": one scheme, not two chunks.
      .replace(
        /\b((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*sets?)\s*,\s*(?=\d+\s*reps?\b)/gi,
        '$1 of ',
      )
      // "4 x 12, 10, 8, 6": that many sets, one rep count each.
      .replace(
        /\b(\d+)\s*[x×]\s*(\d+(?:\s*,\s*\d+)+)\b(?!\s*(?:[x×.]|kgs?\b|lbs?\b|pounds?\b|kilos?\b|#))/gi,
        (whole, n: string, list: string) => {
          const reps = list.split(/\s*,\s*/);
          return reps.length === Number(n) && Number(n) <= 10 ? reps.join('/') : whole;
        },
      )
      // "5@127kg (4,1)", "225x5 (3+2)": how a set's reps were split (a cluster), not more sets.
      .replace(
        /\b(\d+)(\s*(?:@|x|×|at\b)\s*\d+(?:\.\d+)?\s*[a-z#]*)\s*\(\s*(\d+(?:\s*[,+]\s*\d+)+)\s*\)/gi,
        (whole, reps: string, rest: string, parts: string) => {
          const sum = parts.split(/[,+]/).reduce((t, p) => t + Number(p), 0);
          return sum === Number(reps) ? `${reps}${rest}` : whole;
        },
      )
      // "two sets of 50 walking lunges (25 reps per leg)": how the reps split, not another set.
      .replace(/\(\s*\d+\s*(?:reps?\s*)?(?:per|each|a|\/)\s*(?:leg|side|arm|hand)\s*\)/gi, ' ')
      // "15 lbs (each hand) 6×8": per hand, side or arm; the load is still the one to log.
      .replace(/\(\s*(?:each|per|a)\s+(?:hand|arm|side|leg|dumbbell|db)\s*\)/gi, ' ')
      // "Deadlift 5 singles @ 180": that many sets of one.
      .replace(
        /\b(\d{1,2})\s+(singles|doubles|triples)\b/gi,
        (_, n: string, kind: string) =>
          `${n} sets of ${{ s: 1, d: 2, t: 3 }[kind.charAt(0).toLowerCase() as 's' | 'd' | 't']} reps`,
      )
      // "Push-up challenge 17 - 10 - 3", "Dips 12–10–8": three or more small counts joined by spaced
      // hyphens or by dashes are a reps list, like "17/10/3" (not "Bench 100 - 5 - 5", "5 - 10 - 15 min":
      // a load or a time; not a tempo, whose "3-1-1" keeps its hyphens).
      .replace(
        /(?<![\d.\-–—/]\s*|\btempo\b\s*:?\s*)\b(\d{1,2}(?:(?:\s+-\s+|\s*[–—]\s*)\d{1,2}){2,11})(?![\d.]|\s*(?:[-–—x×%:/]|kgs?\b|lbs?\b|kilos?\b|pounds?\b|#|min|mins|minutes?\b|secs?\b|seconds?\b|s\b|m\b|km\b|k\b))/gi,
        (_, list: string) => list.split(/\s*[-–—]\s*/).join('/'),
      )
      // "Lat pulldown 50kg 12 10 8": counts after a load, spaced, are a reps list.
      .replace(
        /(\d\s*(?:kgs?|lbs?|kilos?|pounds?|#)\s+)(\d{1,2}(?:\s+\d{1,2}){1,9})(?=\s*(?:$|[,;(]))/gi,
        (_, load: string, list: string) => `${load}${list.trim().split(/\s+/).join('/')}`,
      )
      // "a couple sets of 8": two.
      .replace(/\b(?:a\s+)?couple(?:\s+of)?\s+(?=sets?\b)/gi, '2 ')
      // "120(60s) x 8", "120 (60/side) x 10": a pair's total, then the load per dumbbell or side, the
      // lighter; "3 x 5 (225)" is reps, then their load.
      .replace(
        /\b(\d+(?:\.\d+)?)\s*\(\s*(\d+(?:\.\d+)?)s?\s*(?:\/\s*side|each|ea\.?|per\s+(?:side|hand|arm))?\s*\)/gi,
        (whole, total: string, part: string) => (Number(part) < Number(total) ? part : whole),
      )
      // "10/side", "12/arm": per side, not a list.
      .replace(/(\d)\s*\/\s*(?:side|arm|leg|hand)\b/gi, '$1')
      // "4 sets x 12, 12, 10, 8", "5 sets (15/12/10/10/10)", "3 rounds (13, 12, 10)", "3 sets of 8, 7,
      // and 5 reps each": the count, then each set's reps; the list alone says both.
      .replace(
        /\b(\d+)\s*(?:sets?|rounds?)\s*(?:[x×:–-]|of)?\s*\(?\s*(\d{1,3}(?:\s*(?:[,/]|,?\s*and\b)\s*\d{1,3}){1,11})(?:\s*reps?(?:\s+each)?\b)?\s*\)?(?![\d.]*\s*(?:[x×]|sets?\b|kgs?\b|lbs?\b|#|pounds?\b|kilos?\b))/gi,
        (whole, n: string, list: string) => {
          const reps = list.split(/\s*(?:,?\s*and\b|[,/])\s*/);
          return reps.length === Number(n) ? ` ${reps.join('/')} ` : whole;
        },
      )
      // "55s x8": dumbbells named by their weight.
      .replace(/\b(\d+)s(?=\s*[x×]\s*\d)/gi, '$1')
      // "Curls 3x12 25s", "DB press 4x8 70s", "3x10 (50s)", "3x12 - 30s", "3x10 each leg 20s": a pair of dumbbells right after a scheme of reps (three or
      // more a set, so not "Dead hang 3x1 45s"), unless the time is told as one ("60s rest", "10s hold").
      .replace(
        /(?<=\d\s*[x×]\s*(?:[3-9]|\d{2})(?:\s+(?:each(?:\s+(?:leg|side|arm|hand))?\s+)?|\s*\(\s*|\s*[-–—]\s*))(\d{2,3})s\b(?!\s*(?:rest|break|between|hold|pause|iso|on\b|off\b|each|per\b|sec|of\b|rounds?|intervals?))/gi,
        '@ $1',
      )
      // "Hammer curls 25s 3x12", "curled 30s for 12": with sets written, "60s" is the dumbbells.
      .replace(
        /(?<![x×]\s*|rest\s*|\d\s*)\b(\d{2,3})s\b(?=.*(?:\d\s*[x×]\s*\d|\bsets?\b|\breps?\b)|\s+for\s+\d)/gi,
        '@ $1',
      )
      .replace(PERCENT, ' ')
  );
}
