/** Reads program feedback ("only 3 days", "no barbell", "replace squats with leg press") into edits. */
import { findExercise } from '../catalogue/index.ts';
import type { Equipment, Joint } from '../schemas.ts';

export type Emphasis = 'arms' | 'chest' | 'back' | 'shoulders' | 'legs' | 'glutes' | 'core';
export type Edit =
  | { kind: 'days'; days: number }
  | { kind: 'remove_equipment'; equipment: Equipment[] }
  | { kind: 'only_equipment'; equipment: Equipment[] }
  | { kind: 'add_equipment'; equipment: Equipment[] }
  | { kind: 'replace'; from: string; to: string }
  | { kind: 'remove'; name: string }
  | { kind: 'add'; name: string }
  | { kind: 'fewer' }
  | { kind: 'more'; area: Emphasis }
  | { kind: 'shorter'; minutes: number | null }
  | { kind: 'deload'; on: boolean }
  | { kind: 'injury'; joint: Joint }
  | { kind: 'volume'; direction: 1 | -1 }
  | { kind: 'conditioning' }
  | { kind: 'difficulty'; direction: 1 | -1 }
  | { kind: 'weeks'; weeks: number };

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const EQUIPMENT_WORDS: [RegExp, Equipment][] = [
  [/\b(barbells?|bars?|squat rack|rack)\b/, 'barbell'],
  [/\b(dumbbells?|dbs?)\b/, 'dumbbells'],
  [/\b(pull ?-?up bar|chin ?-?up bar)\b/, 'pullup_bar'],
  [/\bbench(es)?\b(?! press)/, 'bench'],
  [/\b(cables?|cable machine)\b/, 'cables'],
  [/\b(machines?)\b/, 'machines'],
  [/\b(resistance )?bands?\b/, 'resistance_bands'],
  [/\b(kettlebells?|kbs?)\b/, 'kettlebell'],
];
const AREAS: [RegExp, Emphasis][] = [
  [/\b(arms?|biceps?|triceps?|guns)\b/, 'arms'],
  [/\b(chest|pecs?)\b/, 'chest'],
  [/\b(back|lats?)\b/, 'back'],
  [/\b(shoulders?|delts?)\b/, 'shoulders'],
  [/\b(legs?|quads?|hamstrings?|calves)\b/, 'legs'],
  [/\b(glutes?|booty|butt)\b/, 'glutes'],
  [/\b(core|abs?|abdominals?|six pack)\b/, 'core'],
];

export function equipmentIn(text: string): Equipment[] {
  return EQUIPMENT_WORDS.filter(([re]) => re.test(text)).map(([, q]) => q);
}

const PAIN =
  /\b(hurts?|hurting|pain\w*|sore|injur\w*|aches?|achy|bad|tweak\w*|problems?|issues?|bother\w*|niggles?|surgery|tendonitis|acl|meniscus|gives? me trouble)\b/;
const JOINT_WORDS: [RegExp, Joint][] = [
  [/\bknees?\b|\bacl\b|\bmeniscus\b|\bpatella\w*/, 'knee'],
  [/\bshoulders?\b|\brotator cuff\b/, 'shoulder'],
  [/\b(lower |low )?back\b|\bspine\b|\bdiscs?\b|\bsciatica\b/, 'lower_back'],
];
/** Words around an equipment name that still mean "the equipment", not one exercise. */
const EQUIPMENT_FILLER =
  /\b(a|an|the|any|my|i|we|don'?t|do|not|have|has|no|without|lack|can'?t|cannot|use|access|to|got|rid|of|avoid|hate|anymore|please|exercises?|work|movements?|moves|stuff|lifts?|lifting|training|equipment|at|home|gym|only|just|and|or|now|bought|add|some|own|set|pair|sets|pairs)\b/g;

/** "no dumbbell flyes" names an exercise; "no dumbbells" or "no barbell work" names equipment. */
function namesAnExercise(text: string): string | null {
  const m =
    /\b(?:no|without|remove|drop|hate|don'?t like|dislike|can'?t do|skip|cut|get rid of|take out)\s+(?:the\s+|any\s+|doing\s+)?([a-z][a-z -]+)$/.exec(
      text,
    );
  const phrase = m?.[1]?.trim();
  if (!phrase) return null;
  const rest = phrase
    .replace(EQUIPMENT_FILLER, ' ')
    .replace(
      /\b(barbells?|bars?|dumbbells?|dbs?|kettlebells?|kbs?|cables?|machines?|bands?|bench(es)?|pull ?-?up bar|squat rack|rack|resistance)\b/g,
      ' ',
    )
    .trim();
  return rest.length > 0 && findExercise(phrase) ? phrase : null;
}

const SOMETHING_ELSE =
  /^(?:something|anything|an?other|an? alternative|alternatives?|a different|different|else|other|one|exercise|thing|movement|one that|that|\s)+$/;

/** One clause of feedback → edits; [] when it was not understood. */
export function readClause(raw: string): Edit[] {
  const t = raw
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\bplease\b|\bthanks?\b|\bthank you\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Pain first: "my knee hurts on squats" is about the joint, not about doing more legs.
  const joint = JOINT_WORDS.find(([re]) => re.test(t))?.[1];
  if (joint && PAIN.test(t)) return [{ kind: 'injury', joint }];

  let m =
    /\b(?:replace|swap|switch|change|substitute|sub)\s+(?:out\s+)?(?:the\s+|my\s+)?(.+?)\s+(?:with|for|to|into|by)\s+(?:some\s+|a\s+)?(.+)$/.exec(
      t,
    );
  if (m?.[1] && m[2]) {
    const to = m[2].replace(/\binstead\b/, '').trim();
    // "swap lunges for something else": the member wants an alternative, not an exercise called that.
    if (SOMETHING_ELSE.test(to)) return [{ kind: 'remove', name: m[1].trim() }];
    return [{ kind: 'replace', from: m[1].trim(), to }];
  }
  m = /\b(?:use|do)\s+(.+?)\s+instead of\s+(.+)$/.exec(t);
  if (m?.[1] && m[2]) return [{ kind: 'replace', from: m[2].trim(), to: m[1].trim() }];
  m =
    /^(?:can you |could you |i'?d like to |i want to )?(?:swap|replace|switch|change)\s+(?:out\s+)?(?:the\s+|my\s+)?([a-z][a-z -]+?)(?:\s+out)?$/.exec(
      t,
    );
  if (m?.[1] && findExercise(m[1])) return [{ kind: 'remove', name: m[1].trim() }];

  if (/\bdeloads?\b/.test(t))
    return [{ kind: 'deload', on: !/\b(no|remove|drop|without|skip|don'?t (want|need))\b/.test(t) }];

  m =
    /\b(\d|one|two|three|four|five|six|seven)\s*(?:days?|x|times|sessions?)\s*(?:a|per|each|\/)?\s*(?:week|wk)?\b/.exec(
      t,
    );
  if (
    m?.[1] &&
    /\b(days?|week|wk|times|sessions?)\b/.test(t) &&
    !/\bweeks? (long|program)|\d+ weeks\b/.test(t)
  ) {
    const days = NUMBERS[m[1]] ?? Number(m[1]);
    if (days >= 1 && days <= 7) return [{ kind: 'days', days }];
  }
  m = /\b(once|twice|thrice)\s+(?:a|per|each)\s+week\b/.exec(t);
  if (m?.[1]) return [{ kind: 'days', days: { once: 1, twice: 2, thrice: 3 }[m[1]] ?? 3 }];
  m = /\b(\d{1,2})\s*(?:-\s*)?weeks?\b/.exec(t);
  if (m?.[1]) return [{ kind: 'weeks', weeks: Math.min(52, Math.max(1, Number(m[1]))) }];
  m = /\b(\d{1,2}|one|two|three|six)\s*months?\b/.exec(t);
  if (m?.[1] && /\b(make|program|long|last|run|extend|for)\b/.test(t)) {
    const n = NUMBERS[m[1]] ?? Number(m[1]);
    return [{ kind: 'weeks', weeks: Math.min(52, Math.max(1, n * 4)) }];
  }

  // "add dumbbell shrugs" names an exercise, not equipment to add.
  m =
    /\b(?:add|include|put in|want to do|want to add|i'?d like)\s+(?:some\s+|a\s+|an\s+|the\s+)?([a-z][a-z -]+?)(?:\s+(?:too|as well|please))?$/.exec(
      t,
    );
  if (m?.[1] && findExercise(m[1])) return [{ kind: 'add', name: m[1].trim() }];
  const exercise = namesAnExercise(t);
  if (exercise) return [{ kind: 'remove', name: exercise }];
  const eq = equipmentIn(t);
  if (
    eq.length > 0 &&
    /\b(no|without|don'?t have|do not have|dont have|lack|can'?t use|cannot use|not have|got rid|avoid|hate)\b/.test(
      t,
    )
  )
    return [{ kind: 'remove_equipment', equipment: eq }];
  if (eq.length > 0 && /\b(only|just)\b/.test(t)) return [{ kind: 'only_equipment', equipment: eq }];
  if (eq.length > 0 && /\b(i have|got|bought|now have|add|use)\b/.test(t))
    return [{ kind: 'add_equipment', equipment: eq }];
  if (/\b(at home|home workouts?|no gym|no equipment|bodyweight only|only bodyweight|calisthenics)\b/.test(t))
    return [{ kind: 'only_equipment', equipment: /pull ?-?up bar/.test(t) ? ['pullup_bar'] : [] }];

  if (
    /\b(cardio|conditioning|hiit|finishers?|metcon|endurance)\b/.test(t) &&
    !/\b(less|no|fewer|without)\b/.test(t)
  )
    return [{ kind: 'conditioning' }];
  m = /\b(\d{2,3})\s*-?\s*(?:min(?:ute)?s?|mins?)\b/.exec(t);
  if (m?.[1]) return [{ kind: 'shorter', minutes: Math.min(180, Math.max(15, Number(m[1]))) }];
  m = /\b(an|one|half an?) hour\b/.exec(t);
  if (m && /\b(under|less than|max|at most|only have|no more than|within|shorter)\b/.test(t))
    return [{ kind: 'shorter', minutes: m[1]?.startsWith('half') ? 30 : 60 }];
  if (/\b(shorter|less time|quicker|faster sessions?|short on time|busy)\b/.test(t))
    return [{ kind: 'shorter', minutes: null }];
  if (
    /\b(less|lower|reduce|fewer|too much) (volume|sets|work)\b|\btoo (much|long|tiring)\b|\bfewer sets\b/.test(
      t,
    )
  )
    return [{ kind: 'volume', direction: -1 }];
  if (/\b(more|higher|increase) (volume|sets)\b|\bmore work\b(?! on)/.test(t))
    return [{ kind: 'volume', direction: 1 }];
  if (/\b(harder|more challenging|too easy|tougher|more intense|intensity up|push me)\b/.test(t))
    return [{ kind: 'difficulty', direction: 1 }];
  if (/\b(easier|too hard|too difficult|less intense|gentler|beginner friendly|lighter)\b/.test(t))
    return [{ kind: 'difficulty', direction: -1 }];

  if (/\b(too many|fewer|less) exercises\b/.test(t)) return [{ kind: 'fewer' }];
  const area = AREAS.find(([re]) => re.test(t))?.[1];
  if (
    area &&
    /\b(more|add|extra|focus|bigger|emphasi[sz]e|prioriti[sz]e|work on|stronger|improve|include)\b/.test(t)
  )
    return [{ kind: 'more', area }];
  m =
    /\b(?:remove|drop|delete|no more|get rid of|skip|take out|cut|no|without|hate|don'?t like|dislike|can'?t do)\s+(?:the\s+|any\s+|doing\s+)?([a-z][a-z -]+)$/.exec(
      t,
    );
  if (m?.[1]) return [{ kind: 'remove', name: m[1].trim() }];
  return [];
}

/** Sentences and joined requests ("no barbell and only 3 days") become separate clauses. */
export function splitFeedback(feedback: string): string[] {
  return feedback
    .split(
      /[.;!?\n]+|,\s*(?=(?:and\s+)?(?:add|remove|drop|swap|replace|make|more|less|only|no|shorter|i |i'|include|switch|change|use|fewer|cut|put|give|can|my|sessions?|keep|avoid|but)\b)|\b(?:and|but)\s+(?=(?:add|remove|drop|swap|replace|make|more|less|only|no|shorter|i |i'|include|switch|change|use|fewer|cut|put|give|can|also|my|sessions?|keep|avoid)\b)|\balso\b/i,
    )
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}
