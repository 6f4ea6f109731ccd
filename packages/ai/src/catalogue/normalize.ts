/** Abbreviations lifters use, expanded before lookup so aliases need not list every spelling. */
const ABBREVIATIONS: Record<string, string> = {
  db: 'dumbbell',
  dbs: 'dumbbell',
  bb: 'barbell',
  kb: 'kettlebell',
  kbs: 'kettlebell',
  inc: 'incline',
  dec: 'decline',
  ext: 'extension',
  exts: 'extension',
  bw: 'bodyweight',
  btn: 'behind the neck',
  oh: 'overhead',
  psd: 'paused',
  wg: 'wide grip',
  cg: 'close grip',
  // "Narrow-grip Pull-Down", "narrow grip bench": the same grip as close.
  narrow: 'close',
  tricep: 'triceps',
  ssb: 'safety bar',
  calve: 'calf',
  calves: 'calf',
  // "I squatted 100kg", "benched 185 for 8": the lift as a verb.
  squatted: 'squat',
  squatting: 'squat',
  benched: 'bench',
  benching: 'bench',
  deadlifted: 'deadlift',
  deadlifting: 'deadlift',
  curled: 'curl',
  curling: 'curl',
  pressed: 'press',
  pressing: 'press',
  // "I jerked 135kg from behind the neck", "snatched 80kg", "cleaned 100 for a triple": the olympic
  // lifts as verbs, as the others above.
  jerked: 'jerk',
  jerking: 'jerk',
  snatched: 'snatch',
  snatching: 'snatch',
  cleaned: 'clean',
};

/** 'presses' → 'press', 'flies' → 'fly', 'curls' → 'curl'; short words ('abs') are left alone. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/**
 * Lower-case words in any script: hyphens, underscores and punctuation become spaces, abbreviations
 * expand. Letters of every alphabet are word letters ("스쿼트", "Młotki"), so a name never vanishes here.
 */
export function normalizeWords(text: string): string[] {
  // The parser normalises the same names and chunks many times over; a copy, so callers may mutate it.
  const known = WORDS.get(text);
  if (known) return known.slice();
  if (WORDS.size > 4000) WORDS.clear();
  const words = wordsOf(text);
  WORDS.set(text, words);
  return words.slice();
}
const WORDS = new Map<string, string[]>();

// Words already lower-case and single-spaced ("barbell bench press", a run the parser tries against
// the catalogue): the rewrites below would change nothing, so only the abbreviations are expanded.
const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

function wordsOf(text: string): string[] {
  if (PLAIN.test(text)) return text.split(' ').flatMap((w) => ABBREVIATIONS[w]?.split(' ') ?? [w]);
  return text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{M}0-9]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .flatMap((w) => ABBREVIATIONS[w]?.split(' ') ?? [w]);
}

// Swaps and program checks key the same names over and over; memoised, bounded.
const KEYS = new Map<string, string>();

/** The lookup key: singular words with no spaces, so 'Pull-Ups', 'pullups' and 'pull up' agree. */
export function lookupKey(text: string): string {
  const known = KEYS.get(text);
  if (known !== undefined) return known;
  if (KEYS.size > 4000) KEYS.clear();
  const key = normalizeWords(text).map(singular).join('');
  KEYS.set(text, key);
  return key;
}
