/** The set patterns extractNumbers reads a chunk with, compiled once: it runs for every chunk. */
import { CARDIO_QUANTITY } from './journal-cardio.ts';

// Never start inside a number, so long digit runs cannot make the patterns backtrack quadratically.
export const NUM = String.raw`(?<![\d.])(\d+(?:\.\d+)?)`;
export const UNIT = `(kgs|kg|kilos|kilo|lbs|lb|pounds|pound|#)?(?![a-z])`;

// Patterns compiled once; extractNumbers runs for every chunk of every entry.
// The middle number may carry a unit too: "6 x 100kg x 3" (reps x load x sets).
export const TRIPLE = new RegExp(
  String.raw`${NUM}\s*${UNIT}\s*x\s*(\d+(?:\.\d+)?)\s*${UNIT}\s*x\s*${NUM}\s*${UNIT}`,
  'g',
);
export const PAIR = new RegExp(String.raw`${NUM}\s*${UNIT}\s*x\s*(\d+)(?:\s*reps?\b)?`, 'g');
// "8x 75lbs", "5 x 95 lb": reps first when only the second number carries a unit.
export const REPS_FIRST = new RegExp(
  String.raw`${NUM}\s*x\s*${NUM}\s*(kgs|kg|kilos|kilo|lbs|lb|pounds|pound|#)(?![a-z])`,
  'g',
);
/**
 * "a 35×5 pound dip", "225x5 lbs": whether the unit written after "A x B" belongs to the whole pair, A
 * the load, rather than to B: B at most 5 with A 30 or more (30 reps of a 5-lb load is rarer than a
 * load written first and the unit put at the end), or B at most 12 with A a plate load (95 or more).
 * "15x5 lb" lateral raises, "12x15 lb" curls, "8x 75lbs" stay reps first (journal-set-groups, and
 * journal-pairs for a list of such pairs).
 */
export const unitAfterPair = (a: number, b: number): boolean =>
  Number.isInteger(b) && b >= 1 && ((b <= 5 && a >= 30) || (b <= 12 && a >= 95));
// "135 for 10/8/6" ("135 for 10, 8 and 6 reps" as the list reader writes it): the same list, told with
// "for"; read as "135 for 10" the first count went, and the rest were a list on their own.
export const LOAD_X_REPS_LIST = new RegExp(
  String.raw`${NUM}\s*${UNIT}\s*(?:x|for)\s*(\d+(?:\s*\/\s*\d+)+)`,
  'g',
);
// "5 reps x 3", "x 10 reps x 3 sets", "15 reps for 3 sets"
export const REPS_BY_SETS = /\b(\d+)\s*reps?\s*(?:x|for)\s*(\d+(?:\.\d+)?)\b(\s*sets?\b)?/g;
// "Plank 3 x 1 min", "3 sets of 50 yards"; "Quick feet x 20 sec": a times sign with no count is one set.
export const TIMED_SETS = new RegExp(
  String.raw`(?:\b(\d{1,2})\s*(?:x|sets?\s+of)|(?<![\d.]\s*)(?<=^|\s)x)\s*(?=${CARDIO_QUANTITY.source})`,
  'gi',
);
export const SETS_OF_LOAD = new RegExp(
  String.raw`\b(\d+)\s*sets?\s*(?:of|at|with|@)?\s*${NUM}\s*(kgs|kg|kilos|kilo|lbs|lb|pounds|pound|#)(?![a-z])`,
  'g',
);
// "5 sets of 3 x 270", "3 sets of 140 x 5", "2 sets 60kg x 10": a count, then its scheme in either order.
export const SETS_OF_SCHEME = new RegExp(
  String.raw`\b(\d{1,2})\s*sets?\s+(?:of\s+)?${NUM}\s*(kgs|kg|kilos|kilo|lbs|lb|pounds|pound|#|reps?)?(?![a-z])\s*x\s*${NUM}\s*(kgs|kg|kilos|kilo|lbs|lb|pounds|pound|#|reps?)?(?![a-z])`,
  'g',
);
export const FOR_REPS = new RegExp(String.raw`${NUM}\s*${UNIT}\s*for\s*(\d+)(?:\s*reps?\b)?`, 'g');
export const ADDED = new RegExp(String.raw`\+\s*${NUM}\s*${UNIT}`, 'g');
// "finished with 13 reps of 115lbs": a count of reps after "with" is no load.
export const AT_WEIGHT = new RegExp(
  String.raw`(?:@|\bat\b|\bwith\b|\bw\/|\bw\b|\busing\b)\s*${NUM}(?!\.?\d)\s*(?:${UNIT}|s\b)(?!\s*reps?\b)`,
  'g',
);
export const WITH_UNIT = new RegExp(
  String.raw`${NUM}\s*(kgs|kg|kilos|kilo|lbs|lb|pounds|pound|#)(?![a-z])`,
  'g',
);
// "rpe 8" / "8 rpe" (and the same for rir), compiled once: this runs for every chunk.
const effortPatterns = (word: string): [RegExp, RegExp] => [
  new RegExp(String.raw`(?:@\s*)?\b${word}\s*(?:of\s*|=\s*|:\s*)?(10|\d(?:\.5)?)(?![\d.])`, 'g'),
  new RegExp(String.raw`(?<!x\s*)(?:@\s*)?(?<![\d.])(10|\d(?:\.5)?)\s*${word}\b`, 'g'),
];
export const EFFORT = { rir: effortPatterns('rir'), rpe: effortPatterns('rpe') };

export const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
};
// "first set 15 reps", "45 lb second set": which set the numbers are for. Not "the last two reps
// of the 3rd set" or "on the 1st set": that is about a set, not numbers for it.
export const ORDINAL_SET =
  /(?<!\b(?:of|on|in|during|for)\s+(?:the\s+|my\s+|that\s+)?)\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last|final)\s+sets?\b/gi;

// "Deadlift PR 405", "a PB for bench - 77.5 kg": a record, a single unless reps are written.
export const RECORD = /\b(?:pr|pb|personal (?:best|record)|new max|max(?:ed)? out|1 ?rm|one rep max)\b/;
// "I benched 225 lbs", "pulled 405": a lift's verb with the load as its object. "I was able to squat
// 315 lbs", "managed to bench 225": the verb told as done, the same (not "wasn't able to": a miss);
// "ended up pulling 400": where the day's lifting ended, done.
// Round 36: "I could finally squat 225lb": a load reached at last is lifted, as "finally squatted 225" is.
export const LIFTED =
  /\b(?:benched|squatted|deadlifted|pulled|pressed|jerked|snatched|cleaned|lifted|repped|(?<!(?:\bnot|n['’]t|\bnever|\bbe|\bbeen)\s+)(?:able|managed)\s+to\s+(?:(?:overhead|strict|push|military|bench|front|back|power|hang)\s+)?(?:bench|squat|deadlift|pull|press|jerk|snatch|clean|lift)|(?<!\b(?:hope|hoping|wish|want|until|till|if|when|before|day)\s+(?:that\s+)?(?:i|we|you|he|she|they)\s+)\b(?:could|can)\s+(?:now\s+)?finally\s+(?:(?:overhead|strict|push|military|bench|front|back|power|hang)\s+)?(?:bench|squat|deadlift|pull|press|jerk|snatch|clean|lift)|\b(?:ended|wound)\s+up\s+(?:bench|squatt|deadlift|pull|press|jerk|snatch|clean|lift)ing)\s+(?:a\s+)?\d/;
// "benchpress 187lbs on my third attempt", "Bench: 100kg on my opener": a meet's attempt is one rep.
// "95 pounds went!", "185 went up easy": a load told as made ("the 185 went up" is a set told before,
// talked about). "a chin up with 100lbs": one rep in words.
export const MADE_ONCE =
  /\b(?:attempts?|openers?)\b|(?<!\b(?:the|that|this|those)\s+\d*)\d\s*(?:kgs?|lbs?|pounds?|kilos?|#)?\s+(?:went|flew|moved)\b(?!\s+(?:for|to|with|by|from|down)\b)|\b(?:a|one)\s+(?:strict\s+|weighted\s+)?(?:chin|pull|muscle)[\s-]?ups?\s+(?:with|@|at)\s*\d/;
// "a 130 kg deadlift", "a 315 squat": a load with an article before it, as a lift's name. Round 36: "my 530
// deadlift (easy peasy)", the lifter's own lift by its load, a single too; only a lift's name in the
// singular after "my" ("my 100 pushups", "my 50 squats" count the reps), never a challenge's name.
export const A_LOAD =
  /\bmy (?:new )?\d+(?:\.\d+)? ?(?:kgs?|lbs?|pounds?|kilos?)? (?!(?:for|x|on|in|of|at|sets?|reps?|kgs?|lbs?|pounds?|kilos?|dumbbells?|dbs?|kettlebells?|kbs?|bells?|plates?|bars?|vests?|bands?|sandbags?|balls?|weights?|sleds?|jump|increase|drop)\b)[a-z]+(?<![^s]s)(?![a-z]| ?(?:-|\w+ )?challenge\b)|\ba (?:new )?\d+(?:\.\d+)? ?(?:kgs?|lbs?|pounds?|kilos?)? (?!(?:for|x|on|in|of|at|sets?|reps?|kgs?|lbs?|pounds?|kilos?|dumbbells?|dbs?|kettlebells?|kbs?|bells?|plates?|bars?|vests?|bands?|sandbags?|balls?|weights?|sleds?|jump|increase|drop)\b)[a-z]/;
