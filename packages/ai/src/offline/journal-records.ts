/**
 * A record told as a record: what a PR, a max or its marks say about today's set, put as the set.
 * journal-achieved calls `recordsTold` for each sentence of today's work, before the numbers are read:
 * - "nRM" ("1RM", "3-rep max", "three rep max", "3x max") is n reps: the load it is told with is lifted
 *   n times ("PR (300 1RM)" = 300 x 1, "my new 3RM for squat @ 205" = 205 x 3, "1RM pull-ups -
 *   10-15-20" = singles at 10, 15 and 20, "1RM now stands at 240#" = 240 x 1). A max that is a scale
 *   ("80% of my 1RM", "estimated 1RM", "~402 1RM") is no set and is left alone;
 * - a mark glued to a set is not one of its digits ("415x1PR", "30(PR)", "225(H)"): it is split off;
 *   a set marked failed ("35(f)", "405x1 (missed)") is no set and goes;
 * - "squatted 235 at three reps": the reps a load was done at are its reps;
 * - "able to pull 635x3", "pulled 405 for a double": pulling a load off the floor is the deadlift, as
 *   "squatted 235" is the squat (not a rack, block, clean or snatch pull, nor "pull 50m" of a sled);
 *   "dead lifted 275lbs" is that verb in two words. Right after a pull's own name ("Deadlift pulled
 *   405", "Rack pull pulled 315") the verb is left alone: the name already says the lift.
 * - a record raised "from 135# to 150#" is the new one: the load it was raised from is history;
 * - "I got 247# on the thruster": a load made on a lift, nothing counted, is a max reached, a single;
 * A whole sentence that tells a failed try is journal-achieved's sentenceKind 'failed'.
 */
import { NUMBER_WORD, wordCount } from './journal-counts.ts';
import { LOAD_UNIT } from './journal-words.ts';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const LOAD = String.raw`${NUMBER}\s*(?:${LOAD_UNIT}(?![a-z]))?`;
// The reps a max is for: "1RM", "3 RM", "5-rep max", "three rep max", "3x max", "1 rep max".
const REPS_MAX = String.raw`(?:(?<![\d.])(\d{1,2})|\b(${NUMBER_WORD}))\s*-?\s*(?:rm|reps?[\s-]*max|x\s*max)\b`;
const reps = (digits?: string, word?: string) => (digits ? Number(digits) : (wordCount(word ?? '') ?? 1));

// "(300 1RM)", "205 3RM", "315lbs for a new 1RM": the load before the max.
const LOAD_THEN_MAX = new RegExp(
  String.raw`(?<![\d.x×/~≈=-]\s*)(${LOAD})\s*,?\s*(?:(?:for|as)\s+(?:a|my|the)\s+(?:new\s+)?)?${REPS_MAX}`,
  'gi',
);
// "my NEW 1RM for Back Squat @ 315lbs", "1RM weighted pull ups - 10-15-20", "In my 3x max, I dead
// lifted 275lbs": the load (or the list of loads) told after the max, in its sentence, with no reps of
// its own.
const MAX_THEN_LOAD = new RegExp(
  String.raw`${REPS_MAX}([^\d.!?]{0,60}?)((?<![\d.])${LOAD}(?:\s*[-,/]\s*${LOAD})*)(?!\.?\d|\s*(?:[x×*]|reps?\b|sets?\b|%|times\b|-?\s*rm\b))`,
  'gi',
);
// A max that is a scale, not a set: "80% of my 1RM", "estimated 1RM", "training max", "1RM calculator".
// A max stated with its load ("my 1RM is 315", "1RM now stands at 240#") is a set at it.
const SCALE_BEFORE =
  /(?:%|\bof|\b(?:est(?:imated)?|calc(?:ulated)?|projected|predicted|theoretical|training|e|c))\.?\s*(?:my\s+|your\s+|the\s+)?$/i;
// "225x5 (1RM 262)", "5x225 (262 1RM)": a max in brackets after a set of several reps is what those
// reps work out to, a stat (journal-marks takes it out), not a single.
const AFTER_REPS =
  /(?:\d\s*(?:kgs?|lbs?|#)?\s*[x×]\s*(?:[2-9]|\d{2})|(?<![\d.])(?:[2-9]|\d{2})\s*[x×]\s*\d+(?:\.\d+)?)\s*\(\s*$/i;
const FILLER = /^(?:\s|now|is|was|of|at|stands|sits|to|=|:|@|-|–)*$/i;
const SCALE_AFTER = /^\s*(?:calc|percent)/i;

/** Each load of a list ("10-15-20", "300") written as a set of n reps ("300 for 1 rep"). */
function asSets(list: string, n: number): string {
  return list
    .split(/\s*[-,/]\s*/)
    .map((load) => `${load.trim()} for ${n} ${n === 1 ? 'rep' : 'reps'}`)
    .join(', ');
}

/**
 * "Pullups 3x max: 12, 9, 8", "Push-ups 3 x max (20, 22, 18)": sets to failure, the reps each got told
 * after them; not a 3RM at three loads. Told by the list: bare counts, one a set, that do not climb
 * all the way (a lifter working up to a max climbs: "3x max: 60, 65, 70" keeps its loads).
 */
function setsToFailure(max: string, list: string, after: string): boolean {
  if (!/\d\s*x\s*max\b/i.test(max)) return false;
  // "3x max @ +25: 8, 6, 5": the load each set carried, then the reps.
  const reps = /^\s*[:(–-]?\s*\(?\s*(\d{1,3}(?:\s*[,/]\s*\d{1,3})+)(?![\d.]|\s*(?:kgs?|lbs?|#))/i.exec(
    after,
  )?.[1];
  if (reps) return true;
  // "Dips 1xmax: 15", "Pull-ups 1 x max (12)": one set to failure and the count it got, a rep count
  // (≤ 30, no unit) told right after the mark; "Bench 1x max: 225" stays a single at 225.
  const one = /(?<!\d)1\s*x\s*max\s*[:(–-]\s*\(?\s*(\d{1,2})$/i.exec(max)?.[1];
  if (one && Number(one) <= 30 && !/^\s*[x×*/]\s*\d/.test(after)) return true;
  if (/[a-z#]/i.test(list)) return false;
  const counts = list.split(/\s*[-,/]\s*/).map(Number);
  return counts.length > 1 && !counts.every((c, i) => i === 0 || c > (counts[i - 1] ?? c));
}

// "my bench 1RM is 225", "My current deadlift 3RM is 405": whose max, right before it.
const MY_MAX_BEFORE = /\bmy\s+(?:current\s+)?(?:[\p{L}-]+\s+){0,2}$/iu;
const MAX_IS = /^\s*(?:is|=|:)\s*$/i;
const NEW_MAX = /\b(?:now|new|today|tonight)\b/i;

// "increased my 5 RM from 135# to 150#": the record moved; only the load it came to was lifted.
const RAISED = new RegExp(String.raw`\bfrom\s+(?:${LOAD})\s+(?:up\s+)?to\s+(?=\d)`, 'gi');

function maxTold(sentence: string): string {
  if (!/rm\b|max\b/i.test(sentence)) return sentence;
  return sentence
    .replace(RAISED, 'at ')
    .replace(LOAD_THEN_MAX, (m, load: string, d?: string, w?: string, at?: number, whole?: string) => {
      const after = (whole ?? '').slice((at ?? 0) + m.length);
      const before = (whole ?? '').slice(0, at ?? 0);
      const stat = SCALE_AFTER.test(after) || AFTER_REPS.test(before);
      return stat || setsToFailure(m, 'x', after) ? m : asSets(load, reps(d, w));
    })
    .replace(
      MAX_THEN_LOAD,
      (
        m,
        d: string | undefined,
        w: string | undefined,
        between: string,
        list: string,
        at: number,
        whole: string,
      ) => {
        const before = whole.slice(0, at);
        const scale = SCALE_BEFORE.test(before) || AFTER_REPS.test(before) || SCALE_AFTER.test(between);
        if (scale || setsToFailure(m, list, whole.slice(at + m.length))) return m;
        // "my bench 1RM is 225": the lifter's max as it stands, a record (journal-remarks' HABIT), unless
        // it is told new ("my 1RM is now 240").
        if (MY_MAX_BEFORE.test(before) && MAX_IS.test(between) && !NEW_MAX.test(whole)) return m;
        // "1RM now stands at 240#" is the set "240# for 1 rep"; "my NEW 1RM for Back Squat @ 315" keeps
        // its words about the lift, the max said by its load.
        const sets = asSets(list, reps(d, w));
        return FILLER.test(between) ? sets : `max${between}${sets}`;
      },
    );
}

// A mark glued to a set: "415x1PR", "30(PR)", "225(H)", "185 (pb)". Its number stays whole.
const MARK = /(\d)\s*(?:\(\s*(?:new\s+)?(?:pr|pb|h|l|heavy|light)\s*!*\s*\)|(?=(?:pr|pb)\b))/gi;
// A set marked failed, with the separator before it: "-35(f)", ", 405x1 (missed)", " 200 (fail)", reps
// first ("; 1 x 315 (fail)") as well, or the mark set off by a dash before the next set ("110x1 -
// failed, 100x3").
const FAILED_MARK = new RegExp(
  String.raw`(?:^|\s*[-,/;]\s*|\s+)(?<![\d.])(?:\d{1,2}\s*[x×]\s*)?${LOAD}(?:\s*[x×]\s*\d{1,2})?(?:\s*\(\s*(?:f|x|fail(?:ed)?|miss(?:ed)?|no\s+lift|dnf)\s*\)|\s+[-–—]\s*(?:fail(?:ed)?|miss(?:ed)?)(?=\s*(?:[,;]|$)))`,
  'gi',
);
// "squatted 235 at three reps", "benched 185 at 8 reps": the reps a load was done at.
const AT_REPS = new RegExp(
  String.raw`(?<![\d.x×/-])(${LOAD})\s+at\s+(\d{1,2}|${NUMBER_WORD})\s+reps?\b`,
  'gi',
);

// The verb "pull" with a load as its object (journal-patterns' lift verbs): the deadlift, also once a
// story of attempts has made the load a single ("Today, I pulled 1x1 @ 205", journal-load-story).
const PULL_LOAD =
  /(?<!\b(?:rack|block|clean|snatch|high|face|band|cable|seal|pendlay|sled|chin|pin)[\s-]+)\bpull(?:ed|ing|s)?(?=\s+(?:a\s+|1x1\s*@\s*)?\d{2,}(?:\.\d+)?(?![\d.]|\s*(?:reps?|sets?|times|m|meters?|metres?|sec|min)\b|\s*[%/:-]))/gi;

// "Deadlift pulled 405", "Rack pulls - pulled 315", "DL: pulled 500": right after the lift's own name
// the verb stays the verb (journal-words: prose, never a name's word); made "deadlifted" it would be
// read as part of the name.
const PULL_NAMED = /\b(?:dead[\s-]*lifts?|deads|dls?|rdls?|pulls?)\s*[:–-]?\s*$/i;

// "I got 247# on the thruster", "reached 112.5kg on my bench press": a load (its unit written) made on a
// lift, nothing counted in its sentence, is a max reached: a single.
const MADE_ON = new RegExp(
  String.raw`\b((?:got|hit|reached|made)\s+)(${NUMBER}\s*${LOAD_UNIT}(?![a-z]))(?=\s+on\s+(?:the|my)\s+\p{L})`,
  'giu',
);

/** A sentence of today's work with its records and marks put as the sets they tell (see the header). */
export function recordsTold(sentence: string): string {
  if (!/\d/.test(sentence)) return sentence;
  const made = COUNTED.test(sentence) ? sentence : sentence.replace(MADE_ON, '$1$2 for 1 rep');
  return maxTold(
    made
      .replace(FAILED_MARK, '')
      .replace(MARK, '$1 ')
      .replace(PULL_LOAD, (verb, at: number, whole: string) =>
        PULL_NAMED.test(whole.slice(0, at)) ? verb : `deadlift${verb.slice(4)}`,
      )
      .replace(/\bdead[\s-]+lift(ed|ing)\b/gi, 'deadlift$1')
      .replace(AT_REPS, (_, load: string, n: string) => `${load.trim()} for ${wordCount(n) ?? n} reps`),
  );
}

// "setting a new PB", "to break my record", "a new personal best", "my first time, all time record of":
// a record made on the day told.
const NEW_RECORD =
  /\b(?:(?:new|first(?:\s+time)?,?(?:\s+all[\s-]+time)?)\s+(?:\p{L}+\s+){0,2}?(?:pr|pb|record|personal\s+(?:best|record)|(?:\d\s*)?rm|max)|(?:break|broke|breaking|beat|beating|smash(?:ed|ing)?)\s+(?:my|the)\s+(?:old\s+)?(?:\p{L}+\s+)?(?:record|pr|pb|max))\b/iu;
const ONE_LOAD = new RegExp(String.raw`(?<![\d.])(${NUMBER})\s*(${LOAD_UNIT})(?![a-z\d])`, 'gi');
// What makes a load in a sentence more than a single: its reps, sets or a count beside it.
const COUNTED =
  /\d\s*[x×*]\s*\d|\b(?:reps?|repetitions?|sets?|times|singles?|doubles?|triples?|rm)\b|\bfor\s+\d/i;
// A sentence that is an aside in brackets: "(12 repetitions)", "(213 kg)".
const ASIDE = /^\s*\([^()]*\)[\s.,;]*$/;
// "5 days less than 2 months": a span of time, not a count.
const SPAN = /(?<![\d.])\d+\s+(?:days?|weeks?|months?|years?)\b/gi;

/**
 * A record told made today, then its load alone ("setting a new PB. 365lbs.", "to break my record …
 * before I reached 112.5kg"): the record is a single at that load, and a span of time told with it
 * is no count; not when an aside right after it counts its reps ("470 lbs (12 repetitions)"). Each sentence after the record with one load (unit written) and nothing counted is it.
 */
export function recordSingles(said: string[], today: (s: string) => boolean): string[] {
  let told = false;
  return said.map((s, i) => {
    if (NEW_RECORD.test(s)) told = true;
    if (!told || !today(s) || COUNTED.test(s)) return s;
    // "New record: 470 lbs (12 repetitions) (213 kg)": its count told in the aside after it, and the
    // same load in the other unit in an aside, are the set's own; neither is a single.
    if (ASIDE.test(s) || (ASIDE.test(said[i + 1] ?? '') && COUNTED.test(said[i + 1] ?? ''))) return s;
    const loads = s.match(ONE_LOAD) ?? [];
    if (loads.length !== 1) return s;
    return s.replace(SPAN, ' ').replace(ONE_LOAD, (load) => `${load} for 1 rep`);
  });
}
