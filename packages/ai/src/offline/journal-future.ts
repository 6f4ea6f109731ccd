/**
 * What the lifter says they will lift is not a set. "At this rate I'll be benching 240 lbs in no
 * time", "I will be trying for 140 this week", "I'll go for 205 next bench day": a future told with
 * "will" or a projection ("at this rate", "by summer") holds a goal, never today's work. Joined into
 * journal-remarks' HABIT, so the clause is kept whole as a remark.
 * So is a reckoning of what a plan would come to: "My goal was to run for 20:00 minutes, and at a
 * 10:00/mile pace that would be two miles - I ended up running 2.1 miles in 19:30": the distance "that
 * would be" is worked out, not run (the run told after it is the bout). Only a time or distance reckoned
 * so, never a load or a count ("which would be a PR").
 */
import { DISTANCE_UNIT } from './journal-cardio.ts';
import { NUMBER_WORD } from './journal-counts.ts';

const WILL =
  /\b(?:i|we)(?:['’]ll|\s+will|\s+shall)\s+(?:(?:probably|hopefully|definitely|soon|then|finally|easily|surely)\s+)?(?:be\s+\p{L}+ing|try|attempt|go\s+for|aim|hit|get|push|work\s+up|add|move\s+up|bump)\b|\bat\s+this\s+(?:rate|pace)\b/iu;

// "that would be two miles", "which would have been about 5k", "that'd be 30 minutes".
const RECKONED = new RegExp(
  String.raw`\b(?:that|which|it|this)(?:['’]d|\s+would)\s+(?:have\s+been|be|mean|make)\s+(?:(?:about|around|roughly|just|over|under)\s+)?(?:\d+(?:\.\d+)?|${NUMBER_WORD})[\s-]*(?:${DISTANCE_UNIT}|min(?:ute)?s?|hours?|hrs?)\b`,
  'iu',
);

export const FUTURE = new RegExp(`${WILL.source}|${RECKONED.source}`, 'iu');
