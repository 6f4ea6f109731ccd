/**
 * What a record is told against is no set (round 32). An entry rewrite (journal-entry-rewrites) takes out
 * the numbers that measure a record rather than tell it:
 * - the gain over the record before: "The new record is 142.5 lb, a 3.5-lb improvement over the previous
 *   one", "an increase of 10 kg", "beat my old PR by 5 lbs": the load the record went up by is no set;
 *   the record's own load stays;
 * - the field it ranks in: "tied for fifth in the world out of over 2,200 men age 50-54": how many others
 *   took part, and the age group they were in, is no count of reps or sets.
 * - the gap left to the record: "a set of 4 @8 that is ~15lb off of my PB", "10 lbs short of my max", "5kg
 *   under my PR": how far below the record the set was is no load of it;
 * Not "added a 10 lb plate" (no gain word), "a 10 lb jump to 235 for 5" keeps its 235 for 5.
 */
import { LOAD_UNIT } from './journal-words.ts';

const NUMBER = String.raw`(?<![\d.,])\d+(?:\.\d+)?`;
const GAIN_WORD = '(?:improvement|improvment|increase|jump|gain|bump|progression)';
// "a 3.5-lb improvement", "a 10 lb jump", "an extra 5kg increase", "5 lbs of improvement".
const GAIN_AFTER = new RegExp(
  String.raw`\b(?:an?\s+(?:extra\s+|further\s+|whole\s+)?)?${NUMBER}(?:-|[ \t]*)${LOAD_UNIT}(?![a-z])[ \t]+(?:of[ \t]+)?${GAIN_WORD}\b`,
  'gi',
);
// "an improvement of 3.5 lb", "a gain of 10kg".
const GAIN_BEFORE = new RegExp(
  String.raw`\b(an?\s+)?${GAIN_WORD}\s+of\s+${NUMBER}[ \t]*${LOAD_UNIT}(?![a-z])`,
  'gi',
);
// "beat my old PR by 5 lbs", "improved my record by 10 kg", "broke the previous one by 2.5kg".
const BY_LOAD = new RegExp(
  String.raw`(\b(?:beat(?:en|ing)?|broke|broken|breaking|improved?|improving|bettered|raised|upped|increased|topped|exceeded|surpassed)\s+(?:(?:my|the|it|that|this)\s+)?(?:(?:old|previous|former|prior|last)\s+)?(?:(?:pr|pb|record|max|best|one|mark)\s+)?)by\s+${NUMBER}[ \t]*${LOAD_UNIT}(?![a-z])`,
  'gi',
);
// "~15lb off of my PB", "10 lbs short of my max", "5kg shy of my all-time best", "20 pounds under the PR".
const GAP_TO_RECORD = new RegExp(
  String.raw`${NUMBER}[ \t]*${LOAD_UNIT}(?![a-z])[ \t]+(off(?:[ \t]+of)?|short[ \t]+of|shy[ \t]+of|under|below|away[ \t]+from)[ \t]+((?:my|the|his|her)[ \t]+(?:(?:old|previous|current|all[ \t-]+time)[ \t]+)?(?:pr|pb|record|max|best|1rm)\b)`,
  'gi',
);
// "a 20lb PR landing me at 295lbs", "a 15 lb PR, putting me at 415": the gain, then the record it came to;
// the record is the load (round 34).
const GAIN_LANDING = new RegExp(
  String.raw`\b(an?\s+)?${NUMBER}(?:-|[ \t]*)${LOAD_UNIT}(?![a-z])[ \t]+(?:pr|pb|personal[ \t]+(?:best|record)|record)[ \t]*,?[ \t]+(?:landing|putting|bringing|taking|getting|leaving)[ \t]+me[ \t]+(?:at|to|on)[ \t]+(?=\d)`,
  'gi',
);
// "320lb which was 45lbs more than I could before", "20 pounds heavier than last week": a difference
// between two loads is no load of its own (round 34). Not "225 more than 5 times" (no unit).
const MORE_THAN = new RegExp(
  String.raw`${NUMBER}[ \t]*${LOAD_UNIT}(?![a-z])[ \t]+(more|less|heavier|lighter)[ \t]+than\b`,
  'gi',
);
// "out of over 2,200 men age 50-54", "among 350 lifters", "of 1,200 athletes in the 40-44 age group".
const PEOPLE =
  "(?:men|women|people|lifters|athletes|competitors|participants|entrants|guys|girls|masters|crossfitters|women's|men's)";
const FIELD = new RegExp(
  String.raw`\b(?:out\s+of|among|of)\s+(?:(?:over|about|around|nearly|almost|roughly|more\s+than|some)\s+)?(?:\d{1,3}(?:,\d{3})+|\d{2,6})\+?\s+${PEOPLE}\b(?:\s+(?:aged?|in\s+the)\s+\d{2}\s*[-–]\s*\d{2}(?:\s+age\s+(?:group|bracket|division))?)?`,
  'gi',
);

/** The entry with the gains a record is measured by, and the field it ranks in, taken out. */
export function recordGainsDropped(text: string): string {
  if (!/\d/.test(text)) return text;
  return text
    .replace(GAIN_LANDING, (_, a?: string) => `${a ? 'a ' : ''}PR of `)
    .replace(MORE_THAN, (_, more: string) => (/^(?:more|heavier)$/i.test(more) ? 'more than' : 'less than'))
    .replace(GAIN_AFTER, 'an improvement')
    .replace(GAIN_BEFORE, (_, a?: string) => `${a ?? ''}improvement`)
    .replace(BY_LOAD, (_, verb: string) => verb.trimEnd())
    .replace(GAP_TO_RECORD, (_, gap: string, record: string) => `a little ${gap} ${record}`)
    .replace(FIELD, (m) =>
      m
        .replace(/[\d,+–-]+/g, '')
        .replace(/\s{2,}/g, ' ')
        .trimEnd(),
    );
}
