/** Word lists the journal parser reads names with. Lower-case, as normalizeWords returns them. */
import { CATALOGUE, normalizeWords } from '../catalogue/index.ts';
import { singular } from '../catalogue/normalize.ts';
import { cardioName } from './journal-cardio.ts';
import { SET_TALK } from './journal-not-lifts.ts';

/** Words around an exercise name that are not part of it. */
export const FILLER = new Set(
  (
    'did do doing done some set sets rep reps of for at as with w using then and x my the a an i today lb lbs kg kgs ' +
    'kilos pounds on also just got hit went s each after finished started worked working up to plus in total per ' +
    'probably roughly approximately approx maybe ' +
    'more like about around few ish further extra additional plate plates more again another final'
  ).split(' '),
);

/** Commentary that may sit beside a name ("bench 3x8 felt heavy", "SQUAT Monday") without naming anything. */
export const CHATTER = new Set(
  (
    'felt feel feeling easy hard good great strong tough pr prs new nice solid smooth slow fast steady controlled grindy grind form ' +
    'warmup warmups warm work top back off moved well really very pretty bit kind was were is it this that all last ' +
    'first but so way too quick sloppy clean crisp fresh tired killer brutal ok okay fine still session day workout ' +
    'gym morning afternoon evening night tonight joker jokers amrap main lift lifts assistance accessory accessories chains chain ' +
    'singles doubles triples single double triple across pyramid superset supersets ss giant backoff backoffs topset ' +
    'widowmaker widowmakers ramp ramping ladder ladders descending ascending current now previous above below ' +
    'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat su ' +
    // a month heads a month's table ("#### January" over 5/3/1's rows); not "may" or "march" (words in
    // prose, "farmer's march") nor "dec" (decline)
    'january february april june july august september october november december jan feb apr jun jul aug sept oct nov ' +
    'yesterday today ' +
    'legs upper lower body full week wk cycle phase deload volume tonnage intensity arms shoulders core chest ' +
    // kinds of set and of effort: "Max rep pull-ups", "rest-pause set x 50", "main event: 225 x 1"
    // prose around a name: "OHP stalled at 135 again", "Managed 8 pull-ups", "finally hit"
    'stalled again finally managed maybe only went moved struggled nailed crushed tried personal record best ' +
    'banked opened opener max maximal effort failure attempt attempts rest pause drop dropset dropsets cluster myo burnout finisher event round rounds work'
  ).split(' '),
);

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const POSSESSIVE = /\b(\p{L}+)['’]s\b/gu;

/**
 * "Today's workout", "Tonight's session", "Monday's lifts": the possessive of a chatter word is that word,
 * so a heading of them names no lift, as "Session:" does; "Farmer's walk" keeps its own word.
 */
export const chatterOwned = (text: string): string =>
  text.replace(POSSESSIVE, (whole, word: string) => (CHATTER.has(word.toLowerCase()) ? word : whole));

/** Words that leave the movement as it is: "raw deadlifts", "wide chin-ups", "cheating barbell curl". */
export const QUALIFIERS = new Set(
  (
    'weighted standing seated flat heavy light paused pause strict raw wide narrow grip alternating alternate ' +
    'cheating cheat repetition high low bar belted beltless competition comp speed tng touch go safety bodyweight ' +
    'regular normal deep tempo explosive dynamic conventional weight arm armed hand handed neutral rope loaded underhand overhand ' +
    'supinated pronated atg'
  ).split(' '),
);

/**
 * A preposition after a name starts a description of the set, not more of the name; "throughout",
 * "during", "before" and "after" tell when ("push-ups throughout the day", "sit-ups before breakfast"),
 * and are never inside a lift's name.
 */
export const TRAILING = new Set(
  'in on onto with w using at from into inside for throughout during before after'.split(' '),
);

/** Equipment on its own ("20 kg kettlebell", "45 lb bar") is what the set used, not its name. */
export const GEAR = new Set(
  'dumbbell dumbbells kettlebell kettlebells barbell bar bars cable cables band bands medicine ball med plate plates stack'.split(
    ' ',
  ),
);

/** Strongman implements: a lift named for one ("Log press") is that lift as written, no slip for "leg press". */
export const IMPLEMENTS = new Set('log logs axle yoke keg atlas sandbag'.split(' '));

/** Prose in front of a name ("Started with bench", "Finished off with curls"): never part of it. */
export const LEAD_INS = new Set(
  'started start starting began begin finished finish finishing ended end ending next followed by off out up doing then also onto'.split(
    ' ',
  ),
);

/** "started out with", "ended up doing", "kicked off with": how a set was begun or ended, no talk about it. */
// "that's after I've warmed up with 80 pounds x 15": warm-ups told after the set they led to lead in too.
export const LEAD_IN_PHRASE =
  /^\s*(?:(?:that|this|it)(?:['’]?s|\s+(?:is|was|came))\s+)?(?:after\s+)?(?:(?:i|we|then|and|so|i['’]ve|we['’]ve|i['’]d|i\s+had|having|had)\s+)*(?:start(?:ed|ing)?|began|begin|finish(?:ed|ing)?|end(?:ed|ing)?|kick(?:ed)?|wrap(?:ped)?|warm(?:ed|ing)?|work(?:ed)?)(?:[\s-]+(?:out|off|up))?(?:\s+(?:with|doing|by|on|at|to))?\b/i;

/** "to finish off the workout", "to end the session": what a set was for, like a lead-in no talk about it. */
const CLOSING_PHRASE =
  /\b(?:to|for)\s+(?:finish|end|wrap|close|cap)(?:\s+(?:off|up|out))?(?:\s+(?:the|my|this|today['’]?s)\s+(?:workout|session|day|night|training|lifting))?\b/i;

// "I was able to do a total of 21 reps", "we managed to get 12" (round 35): how the count was done, no
// talk about it.
const DONE_PHRASE =
  /\b(?:i|we)\s+(?:was|were)\s+(?:only\s+|finally\s+)?able\s+to\s+(?:do|get|complete|finish|manage)\b|\b(?:i|we)\s+managed\s+to\s+(?:do|get|complete)\b|\ba\s+total\s+of\b/gi;

/** Words of a sentence, never of an exercise's name: "Only two singles this time so maybe…" is prose. */
export const PROSE_MARKERS = new Set(
  (
    'was were is are be been being this that these those so but it its too very really felt feel feeling me we our ' +
    'you time times maybe i did got hit went used made tried dropped backed jumped bumped added moved managed ' +
    'could would should manage am im only had have has having pulled he she they'
  ).split(' '),
);

// Reps failed or missed within a set ("missed 2 on the last"): a remark. A failed attempt at a load is
// journal-attempts' to find; it never reaches the parser as a set.
export const FAILED = /\b(?:fail(?:ed|s)?|miss(?:ed)?|bail(?:ed)?|attempts?|couldn'?t|could not)\b/i;
export const WORD = /[a-z]{2,}/gi;
export const SHORT_OF = /\b(?:short|shy|in the tank|in reserve|to spare|from failure|away from)\b/i;

// A movement's head noun ending a name: "clean pulls", "snatch grip shrugs", "split jerks".
export const MOVEMENT =
  /\b(?:pull|press|row|curl|raise|squat|lunge|deadlift|extension|fly|flye|pulldown|pushdown|shrug|dip|clean|snatch|jerk|swing|thrust|crunch|kickback)(?:e?s)?$/i;

/** Words that make a run of words a sentence about a lift rather than its name. */
export function isSentence(rest: string): boolean {
  return isProse(rest) || /\b(?:was|were|is|are|felt|feels|had|have|did|went|got)\b/i.test(rest);
}

/** A chunk of words after the sets ("may have had a little too far forward lean") is commentary. */
export function isProse(rest: string): boolean {
  return (rest.match(WORD) ?? []).length >= 6;
}

/** Things counted in a day that are not reps: "8 hours of sleep", "2 coffees", "3 meals", "3 grips". */
const NOT_REPS =
  /\b(?:hours?|hrs?|days?|weeks?|months?|years?|times?|people|cups?|coffees?|beers?|meals?|calories|cals?|kcal|grams?|g|steps|percent|pounds?|lbs?|kgs?|kilos?|plates?|sets?|reps?|exercises?|movements?|workouts?|sessions?|eggs?|scoops?|servings?|grips|widths|stances|variations|angles)\b/i;

/** "double unders", "single-unders", "triple under": jump-rope moves named by the rope's turns a jump. */
export const ROPE_MOVE = /\b(?:single|double|triple)[\s-]*unders?\b/gi;

/** "for each arm", "per side", "each leg": a side the reps were counted on, after the move's name. */
export const PER_SIDE = /\s+(?:for\s+)?(?:each|per|a)\s+(?:arm|side|leg|hand)s?\s*$/i;

// "(per leg)", "(slow)": an aside in brackets after the move's name.
const ASIDE = /\s*\([^()]*\)\s*$/;
// "with weight", "w/ dumbbells", "with a band": the kit the move was done with, after its name.
const HELD_KIT =
  /\s+(?:with|w\/)\s*(?:a\s+|some\s+|the\s+|light\s+|heavy\s+)?(?:weights?|dumbbells?|dbs?|kettlebells?|kbs?|bands?|barbell|bar|plates?)\s*$/i;
// "one leg", "single-arm": the move done one side at a time ("one" no count, "single" no single here).
const ONE_SIDE = /\b(?:one|single)[\s-]+(?=(?:leg|arm)(?:ged|ed)?\b)/i;
const HYPHENED = /([a-z])-(?=[a-z])/gi;

/** "froggers", "dumbbell upright rows": words after a count that can name what was counted. */
export function countsName(trail: string): boolean {
  // "25 Double Unders": a jump-rope move (the rope passing under twice a jump), its "double" no set talk.
  // "10 KB presses for each arm": reps counted per side are still the move's reps.
  // "12 one leg kick-back (per leg)", "15 sumo squats with weight": an aside in brackets, the side
  // worked and the kit held say how the move was done; the move's name is the rest.
  const named = trail.replace(ASIDE, '').replace(PER_SIDE, '').replace(HELD_KIT, '').replace(ONE_SIDE, '');
  // "kick-back", "warm-up": a hyphened word is one word ("back", "up" alone would be chatter).
  const words = (named.replace(ROPE_MOVE, 'unders').replace(HYPHENED, '$1').match(WORD) ?? []).map((w) =>
    w.toLowerCase(),
  );
  if (words.length < 1 || words.length > 4 || isSentence(named) || NOT_REPS.test(named)) return false;
  // "3 eggs for breakfast", "4 exercises today": prose words around the count say it counts no reps.
  // "KB bottoms up presses": a word such as "up" inside a name that ends in a movement is the name's.
  const inside = MOVEMENT.test(named)
    ? words.slice(1, -1).filter((w) => FILLER.has(w) || TRAILING.has(w))
    : [];
  return words.every((w) => inside.includes(w) || (!FILLER.has(w) && !TRAILING.has(w) && !CHATTER.has(w)));
}

/**
 * What may open a line before its item, as a regex source: "Did ", "3. ", "6:45am ", then a bullet
 * ("- ", "* ", "• "). Readers of one item a line skip it.
 */
export const LINE_LEAD = String.raw`[ \t]*(?:(?:did|\d{1,2}[.)]|\d{1,2}:\d{2}[ \t]*(?:am|pm)?)[ \t]+)?(?:[-–•*>][ \t]*)?`;

/** A unit written after a load, as a regex source: "kg", "kilos", "lbs", "pounds", "#". */
export const LOAD_UNIT = '(?:kgs?|kilos?|lbs?|pounds?|#)';

// "40lb tricep", "Calves 3x20", "I did biceps and triceps": a muscle said for the movement that works it
// is a name, not a remark.
export const MUSCLE_NAME =
  /^(?:triceps?|biceps?|calf|calves|abs|lats?|traps?|quads?|hamstrings?|glutes?|delts?|forearms?|obliques?|pecs?)$/i;

/**
 * Words of prose that never name a lift on their own, however a lifter writes them ("nothing crazy",
 * "no problems", "anyway", "get"): function words, common adverbs and adjectives, counting words.
 */
const PROSE_ONLY = new Set(
  (
    'nothing no not none any anyway anyways anything something everything every each all both other same usual ' +
    'standard routine crazy straight problem problems issue issues trouble get gets getting got go goes going ' +
    'gone come came make makes take took keep kept want wanted need needed think thought know knew like love ' +
    'hate lot lots little big huge much many less more most least enough awesome amazing terrible horrible ' +
    'bad better worse worst decent whatever stuff thing things there here what which who when where why how ' +
    'because since while until though although if than then now once twice one two three four five six seven ' +
    'eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred down exercise exercises movement ' +
    'movements move moves weights lol haha wow oops yes yeah nah ugh phew sure actually basically also even ' +
    'just only again next last first second third rest every today tomorrow tonight yesterday instead ' +
    // common verbs whose past is not "-ed": "Put more work into my curls", "Gave the rows a go"
    'put puts give gave let lets say said see saw found find brought bring told tell left meant ' +
    // contractions as normalizeWords writes them: "Here’s how I got there: 95×2, …"
    'heres theres whats thats hows wheres whos ' +
    // and the lifter's own: "I've warmed up with 80 pounds x 15", "I'm at 135 x 5 now"
    'ive im ill id weve youve theyve ' +
    // a story's own labels before a colon: "Good news: I can bar squat …", "The bad news…" (round 34); not
    // "negatives", which lifters do ("chin-up negatives 3x5")
    'news update updates positive positives'
  ).split(' '),
);

/** Every word a catalogue name or alias uses, singular: these can always name a lift. */
const NAMING = new Set(
  CATALOGUE.flatMap((e) => [e.name, ...e.aliases].flatMap((n) => normalizeWords(n).map(singular))),
);

/** A word some catalogue or cardio name uses ("jerk" in "Jerk off the Rack"): it may begin a lift's name. */
export function namingWord(word: string): boolean {
  return NAMING.has(singular(word)) || cardioName(word) !== undefined;
}

/**
 * Whether a word is prose, never part of a lift's name, even beside one ("Lovely Wednesday Deadlifts"):
 * listed above ("get" alone is no "get-up"), or an adverb ("easily") no catalogue or cardio name uses.
 * With `verbs`, also a verb's -ing or -ed form ("holding", "sticking"): not a name on its own, though
 * beside a name it may say which variant ("sitting calf raises", "cambered bar").
 */
export function proseWord(word: string, verbs = false): boolean {
  if (PROSE_ONLY.has(word)) return true;
  if (NAMING.has(singular(word)) || cardioName(word)) return false;
  // "a series of 10 sets", "as a starter": words about the sets, not a lift (journal-not-lifts).
  if (SET_TALK.has(word)) return true;
  return /^[a-z]{4,}ly$/.test(word) || (verbs && /^[a-z]{3,}(?:ing|ed)$/.test(word));
}

/** Words that are all prose ("rest every", "anyway"): said about sets, never naming or counting one. */
function proseOnly(text: string): boolean {
  const words = normalizeWords(text).filter((w) => !FILLER.has(w));
  return words.length > 0 && words.every((w) => proseWord(w, true));
}

/**
 * Whether the words around a chunk's numbers talk about sets rather than log them. "Started out with
 * 8x135 as a warmup": the words that begin the set are not talk about it. "(Rest every 2 sets)": counts
 * after words of prose alone are.
 */
export function talksAbout(
  numbers: { rest: string; lead: string; trail: string },
  countsOnly: boolean,
): boolean {
  if (
    isProse(numbers.rest.replace(LEAD_IN_PHRASE, '').replace(CLOSING_PHRASE, ' ').replace(DONE_PHRASE, ' '))
  )
    return true;
  return countsOnly && (isSentence(numbers.rest) || (!numbers.trail && proseOnly(numbers.lead)));
}

/**
 * Words after a count that make it a count of time, distance, reps, sets, rounds or load, never of a
 * move: "10 min", "400 m", "5 rds", "3 sets" ("10 burpees", "21 thrusters" are moves counted).
 */
export const COUNT_UNIT =
  '(?:min(?:ute)?s?|sec(?:ond)?s?|reps?|sets?|rounds?|rds?|rft|kgs?|lbs?|cal(?:orie)?s?|m|km|k|mi(?:les?)?|meters?|metres?|yards?|yds?)';
