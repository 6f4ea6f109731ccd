/**
 * The exercise catalogue and its lookups. Browser-safe: the web app bundles it for autocomplete and
 * muscle-group badges, and the offline coach resolves what lifters write through it.
 */
import type { BodyGroup, Equipment } from '../schemas.ts';
import { BARBELL } from './barbell.ts';
import { BODYWEIGHT } from './bodyweight.ts';
import { CABLE, MACHINE } from './cable-machine.ts';
import { DUMBBELL } from './dumbbell.ts';
import { closestExercise, fuzzyIndex } from './fuzzy.ts';
import { BANDS, KETTLEBELL } from './kettlebell-bands.ts';
import { lookupKey, normalizeWords, singular } from './normalize.ts';
import type { CatalogueExercise } from './types.ts';

export { lookupKey, normalizeWords } from './normalize.ts';
export { type CatalogueExercise, MOVEMENT_PATTERNS, type MovementPattern } from './types.ts';

export const CATALOGUE: readonly CatalogueExercise[] = [
  ...BARBELL,
  ...DUMBBELL,
  ...CABLE,
  ...MACHINE,
  ...BODYWEIGHT,
  ...KETTLEBELL,
  ...BANDS,
];

const BY_KEY = new Map<string, CatalogueExercise>();
// Canonical names first so an alias can never shadow another exercise's real name.
for (const e of CATALOGUE) BY_KEY.set(lookupKey(e.name), e);
for (const e of CATALOGUE) {
  for (const a of e.aliases) {
    const k = lookupKey(a);
    if (!BY_KEY.has(k)) BY_KEY.set(k, e);
  }
}

// Program design and volume counting look the same few dozen names up thousands of times; the
// normalisation is the cost, so answers are memoised (bounded: cleared past a few thousand names).
const FOUND = new Map<string, CatalogueExercise | undefined>();

/** Case-, whitespace-, hyphen- and plural-insensitive lookup through names and aliases. */
export function findExercise(name: string): CatalogueExercise | undefined {
  if (FOUND.has(name)) return FOUND.get(name);
  if (FOUND.size > 4000) FOUND.clear();
  const found = lookup(name);
  FOUND.set(name, found);
  return found;
}

function lookup(name: string): CatalogueExercise | undefined {
  const key = lookupKey(name);
  if (!key) return undefined;
  const hit = BY_KEY.get(key);
  if (hit) return hit;
  // 'weighted pull-ups', 'seated cable rows', 'barbell squats': drop one leading qualifier.
  const words = normalizeWords(name);
  // 'sitting calf raises', 'sitting leg curl': sitting is the seated posture.
  if (words.length > 1 && words[0] === 'sitting') return lookup(['seated', ...words.slice(1)].join(' '));
  if (words.length > 1 && QUALIFIERS.has(words[0] ?? '')) {
    const rest = lookup(words.slice(1).join(' '));
    return (rest && postureVariant(words[0] ?? '', rest)) ?? rest;
  }
  return undefined;
}

// Postures a lift comes in as variants of its own ("seated calf raise" beside the standing one).
const POSTURES = new Set(['seated', 'standing']);

/**
 * 'seated calf presses': the rest, 'calf press', names the standing calf raise, but the posture written
 * names the seated variant of the same movement, when the catalogue has one.
 */
function postureVariant(posture: string, rest: CatalogueExercise): CatalogueExercise | undefined {
  if (!POSTURES.has(posture) || rest.name.includes(posture)) return undefined;
  const base = rest.name
    .split(' ')
    .filter((w) => !POSTURES.has(w))
    .join(' ');
  const variant = BY_KEY.get(lookupKey(`${posture} ${base}`));
  return variant && variant !== rest && variant.pattern === rest.pattern ? variant : undefined;
}

/**
 * A whole name whose words are a catalogue name's in another order: 'dumbbell incline press',
 * 'incline press dumbbell'. Only for a name as a whole, never a run of words inside a longer one: in
 * "squat press machine" the run "press machine" is no machine press.
 */
export function findExerciseAnyOrder(name: string): CatalogueExercise | undefined {
  const words = normalizeWords(name);
  return findExercise(name) ?? (words.length > 1 ? BY_BAG.get(bagKey(words)) : undefined);
}

/** A name's singular words sorted: the same key whatever order the lifter wrote them in. */
const bagKey = (words: string[]) => words.map(singular).sort().join(' ');

// Names and aliases of two or more words by their bag of words ('press leg' can only be the leg
// press). A bag two exercises share names neither: it is left out.
const BY_BAG = new Map<string, CatalogueExercise>();
const SHARED = new Set<string>();
// Not a band's name: "Squat - bands" is a squat against bands on the bar, no band squat.
for (const e of CATALOGUE)
  for (const n of [e.name, ...e.aliases]) {
    const words = normalizeWords(n);
    if (words.length < 2 || words.some((w) => /^band/.test(w))) continue;
    const k = bagKey(words);
    const other = BY_BAG.get(k);
    if (other && other !== e) SHARED.add(k);
    else BY_BAG.set(k, e);
  }
for (const k of SHARED) BY_BAG.delete(k);
/** The exercise a misspelt name most likely means ("deadlfits", "skullcrushrs"), if only one is that close. */
export function findExerciseFuzzy(name: string): CatalogueExercise | undefined {
  return findExercise(name) ?? closestExercise(name, FUZZY);
}
const FUZZY = fuzzyIndex(BY_KEY);
const QUALIFIERS = new Set([
  'weighted',
  'standing',
  'seated',
  'barbell',
  'flat',
  'heavy',
  'light',
  'paused',
  'strict',
]);

/** The canonical name when known, else the name as written (trimmed). */
export function canonicalName(name: string): string {
  return findExercise(name)?.name ?? name.trim();
}

/** Primary then secondary groups, deduplicated; [] for an unknown exercise. */
export function muscleGroupsFor(name: string): BodyGroup[] {
  const e = findExercise(name);
  if (!e) return [];
  return [...new Set([...e.primary, ...e.secondary])];
}

/** Whether the equipment list lets a member do this exercise (bodyweight is always available). */
export function isDoableWith(e: CatalogueExercise, equipment: readonly Equipment[]): boolean {
  return e.equipment.every((q) => q === 'bodyweight' || equipment.includes(q));
}

interface Entry {
  exercise: CatalogueExercise;
  name: string;
  aliases: string[];
}
const ENTRIES: Entry[] = CATALOGUE.map((exercise) => ({
  exercise,
  name: normalizeWords(exercise.name).map(singular).join(' '),
  aliases: exercise.aliases.map((a) => normalizeWords(a).map(singular).join(' ')),
}));

function score(text: string, q: string, qWords: string[], base: number): number {
  if (text === q) return base + 100;
  if (text.startsWith(q)) return base + 80;
  const words = text.split(' ');
  if (words.some((w) => w.startsWith(q))) return base + 60;
  if (text.includes(q)) return base + 45;
  if (qWords.length > 1 && qWords.every((qw) => words.some((w) => w.startsWith(qw)))) return base + 30;
  return 0;
}

/** Ranked matches for an autocomplete: exact, then prefix, then word prefix, then substring. */
export function searchExercises(query: string, limit = 10): CatalogueExercise[] {
  const qWords = normalizeWords(query).map(singular);
  const q = qWords.join(' ');
  if (!q) return [];
  const ranked: { e: CatalogueExercise; s: number }[] = [];
  for (const entry of ENTRIES) {
    // The canonical name outranks an alias at the same kind of match.
    let s = score(entry.name, q, qWords, 5);
    for (const a of entry.aliases) s = Math.max(s, score(a, q, qWords, 0));
    if (s > 0) ranked.push({ e: entry.exercise, s });
  }
  ranked.sort((a, b) => b.s - a.s || a.e.name.length - b.e.name.length || a.e.name.localeCompare(b.e.name));
  return ranked.slice(0, limit).map((r) => r.e);
}
