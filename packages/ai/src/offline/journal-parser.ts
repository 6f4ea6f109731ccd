/**
 * The offline journal parser: free text as lifters write it → one LoggedSet per performed set.
 * Text that names no exercise is kept as the workout note.
 */
import { type CatalogueExercise, findExercise, muscleGroupsFor, normalizeWords } from '../catalogue/index.ts';
import type { LoggedSet, ParseJournalOutput, WeightUnit } from '../schemas.ts';
import { extractNumbers, type SetGroup } from './journal-sets.ts';

/** Words around an exercise name that are not part of it. */
const FILLER = new Set([
  'did',
  'do',
  'done',
  'some',
  'set',
  'sets',
  'rep',
  'reps',
  'of',
  'for',
  'at',
  'with',
  'w',
  'using',
  'then',
  'and',
  'x',
  'my',
  'the',
  'a',
  'an',
  'i',
  'today',
  'lb',
  'lbs',
  'kg',
  'kgs',
  'kilos',
  'on',
  'also',
  'just',
  'got',
  'hit',
  'went',
  's',
  'each',
  'after',
  'finished',
  'started',
  'worked',
  'up',
  'to',
  'plus',
  'in',
  'total',
  'per',
  'hand',
  'side',
  'more',
  'did',
  'like',
  'about',
  'around',
  'some',
  'few',
  'ish',
  'heavy',
  'light',
]);
/** Words of commentary that may sit beside a name ("bench 3x8 felt heavy") without being part of it. */
const CHATTER = new Set([
  'felt',
  'feel',
  'feeling',
  'easy',
  'hard',
  'good',
  'great',
  'strong',
  'tough',
  'pr',
  'new',
  'nice',
  'solid',
  'smooth',
  'slow',
  'fast',
  'grindy',
  'grind',
  'form',
  'warmup',
  'warm',
  'working',
  'top',
  'back',
  'off',
  'moved',
  'well',
  'really',
  'very',
  'pretty',
  'bit',
  'kind',
  'was',
  'were',
  'is',
  'it',
  'this',
  'that',
  'all',
  'last',
  'first',
  'but',
  'so',
  'way',
  'too',
  'quick',
  'sloppy',
  'clean',
  'crisp',
  'fresh',
  'tired',
  'killer',
  'brutal',
  'ok',
  'okay',
  'fine',
  'again',
  'still',
  'session',
  'day',
  'workout',
  'gym',
  'morning',
  'evening',
  'tonight',
]);
// Words that keep the parser from splitting an exercise name on 'and'.
const PROTECTED = [/\bclean and jerk\b/g, /\bclean and press\b/g];

interface Resolved {
  name: string;
  exercise: CatalogueExercise | undefined;
  notes: string | null;
}

function resolveName(rest: string, hasNumbers: boolean): Resolved | undefined {
  const words = normalizeWords(
    rest
      .replace(/\b(each|per|a)\s+(leg|arm|side|hand)\b/g, ' ')
      .replace(/\bclean n (jerk|press)\b/g, 'clean and $1'),
  ).filter((w) => !FILLER.has(w) && !/^\d/.test(w));
  if (words.length === 0) return undefined;
  // A name sits near the start of a chunk; long sentences only cost time past this point.
  words.length = Math.min(words.length, 24);
  const whole = findExercise(words.join(' '));
  if (whole) return { name: whole.name, exercise: whole, notes: null };
  // Longest run of words that names an exercise, when everything else is commentary.
  for (let len = Math.min(words.length - 1, 6); len >= 1; len--) {
    for (let start = 0; start + len <= words.length; start++) {
      const e = findExercise(words.slice(start, start + len).join(' '));
      if (!e) continue;
      const others = [...words.slice(0, start), ...words.slice(start + len)];
      if (others.every((w) => CHATTER.has(w))) return { name: e.name, exercise: e, notes: others.join(' ') };
    }
  }
  // Numbers make it an exercise even when the catalogue does not know the name.
  if (hasNumbers && words.length <= 6) return { name: words.join(' '), exercise: undefined, notes: null };
  return undefined;
}

/** Lines, then ';', ',', 'then', 'and' and sentence ends within a line. */
export function splitChunks(content: string): string[] {
  const chunks: string[] = [];
  for (const rawLine of content.split(/\r?\n/)) {
    let line = rawLine.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
    for (const re of PROTECTED) line = line.replace(re, (m) => m.replace(' and ', ' n '));
    // "curls 12, 10, 8 @ 30": a run of rep counts is one list, not separate entries. Not after
    // 'x' or 'for', where the first number already belongs to a set ("185x8, 8, 7").
    line = line.replace(/(?<!(?:x|for|,)\s*)\b\d{1,2}(?:\s*,\s*\d{1,2}\b(?![.x]))+/gi, (m) =>
      m.replace(/\s*,\s*/g, '/'),
    );
    // Dashes between name and numbers are decoration; parentheses hold asides, kept as notes.
    line = line.replace(/\s[-–—|]\s/g, ' ').replace(/[()]/g, ',');
    for (const part of line.split(/;|,|[.!?](?=\s|$)|\bthen\b|\band\b|:/i)) {
      const t = part.trim();
      if (t) chunks.push(t);
    }
  }
  return chunks;
}

function toSets(
  group: SetGroup,
  name: string,
  exercise: CatalogueExercise | undefined,
  bwHint: boolean,
  notes: string | null,
): LoggedSet[] {
  const isBodyweight = exercise ? exercise.isBodyweight : bwHint;
  // Bodyweight moves store the added load; 0 means bodyweight only.
  const weight = group.weight ?? (isBodyweight ? 0 : null);
  const muscleGroups = muscleGroupsFor(name);
  const reps =
    group.reps.length === 1
      ? Array.from({ length: Math.max(1, group.sets) }, () => group.reps[0] ?? null)
      : group.reps;
  // Out-of-range numbers are typos ("squat 5000x5"): keep the set, drop the impossible value.
  const safeWeight = weight !== null && weight <= 2000 ? weight : null;
  return reps.slice(0, 50).map((r) => ({
    name: name.slice(0, 120),
    reps: r === null || Number.isNaN(r) || r > 1000 ? null : Math.round(r),
    weight: safeWeight,
    rpe: group.rpe === null || Number.isNaN(group.rpe) ? null : Math.min(10, Math.max(1, group.rpe)),
    isBodyweight,
    muscleGroups,
    notes: notes?.slice(0, 500) ?? null,
  }));
}

export function parseJournal(content: string, unit: WeightUnit): ParseJournalOutput {
  const sets: LoggedSet[] = [];
  const notes: string[] = [];
  let current: Resolved | undefined;
  let last: LoggedSet | undefined;
  let lastChunkSets: LoggedSet[] = [];
  let header: string | undefined;

  for (const chunk of splitChunks(content)) {
    // "185x8, 8, 7": a bare number after a set repeats its load with new reps.
    if (/^\d{1,2}$/.test(chunk) && last) {
      last = { ...last, reps: Number(chunk) };
      sets.push(last);
      continue;
    }
    const numbers = extractNumbers(chunk, unit);
    let named = resolveName(numbers.rest, numbers.hasCounts);
    if (named?.exercise?.isBodyweight && numbers.groups.length === 0 && numbers.bare !== null) {
      numbers.groups.push({ sets: 1, reps: [numbers.bare], weight: null, rpe: numbers.rpe });
    }
    const hasNumbers = numbers.groups.length > 0;
    if (!named && hasNumbers) named = resolveName(numbers.rest, numbers.hasCounts);
    if (named) current = named;
    // "…, rpe 8": effort alone belongs to the sets just logged.
    if (!hasNumbers && !named && numbers.rpe !== null && lastChunkSets.length > 0) {
      // "last set rpe 9" is about one set only
      const targets = /\b(last|final|top) set\b/i.test(chunk) ? lastChunkSets.slice(-1) : lastChunkSets;
      for (const s of targets) s.rpe ??= numbers.rpe;
      continue;
    }
    if (!hasNumbers) {
      if (header) notes.push(header);
      // A name on its own heads the sets below it; if none follow, the words are kept as a note.
      header = named && !named.notes ? chunk : undefined;
      if (!named || named.notes) notes.push(chunk);
      continue;
    }
    header = undefined;
    if (!current) {
      notes.push(chunk);
      continue;
    }
    lastChunkSets = [];
    for (const g of numbers.groups) {
      const made = toSets(g, current.name, current.exercise, numbers.bodyweightHint, named?.notes || null);
      sets.push(...made);
      lastChunkSets.push(...made);
      last = made[made.length - 1] ?? last;
    }
  }
  if (header) notes.push(header);
  return { sets, note: notes.length > 0 ? notes.join('. ') : null };
}
