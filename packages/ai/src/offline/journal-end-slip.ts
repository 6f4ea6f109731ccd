/**
 * "Curks 3x10", "DB curks", "chims": a short lift word typed with its last letter one key off ("curk"
 * for curl, "chim" for chin). The catalogue's typo reading (findExerciseFuzzy) reads no slip in a word
 * under five letters, since short words one letter apart are often both words (row/bow, dip/hip), and
 * journal-spelling keeps a word's last letters. Here only the last letter of a four-letter name's one
 * word ("curl", "chin", "jerk", "calf", "hack", "sumo", "flye", "dead"), only a key beside it on the
 * keyboard, and never an English word: "dear", "deaf" (dead), "sump" (sumo) and the name "Jeri" are
 * words, found by running every such slip through a 100,000-word American English dictionary (Debian's
 * wamerican). Run again when the catalogue gains a four-letter name.
 */
import { CATALOGUE, type CatalogueExercise } from '../catalogue/index.ts';
import { lookupKey, singular } from '../catalogue/normalize.ts';

const ENGLISH = new Set('deaf dear sump jeri'.split(' '));

// The keys beside each letter on a QWERTY keyboard, on its row and the rows above and below.
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const STEPS = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [-1, 1],
  [1, 0],
  [1, -1],
];
function beside(a: string, b: string): boolean {
  const i = ROWS.findIndex((r) => r.includes(a));
  const j = ROWS[i]?.indexOf(a) ?? -1;
  return STEPS.some(([di = 0, dj = 0]) => ROWS[i + di]?.[j + dj] === b);
}

/** Four-letter names of one word ("curl", "chin"), each to its exercise. */
const SHORT = new Map<string, CatalogueExercise>();
for (const e of CATALOGUE)
  for (const n of [e.name, ...e.aliases]) {
    const key = lookupKey(n);
    if (/^[a-z]{4}$/.test(key) && /^[a-z]+$/i.test(n.trim())) SHORT.set(key, e);
  }

const FOUR = /^[a-z]{4}$/;

/** The four-letter name a word is with its last letter one key off ("curks" → "curls"), if exactly one. */
export function endSlip(word: string): string | undefined {
  const w = word.toLowerCase();
  const stem = singular(w);
  if (!FOUR.test(stem) || SHORT.has(stem) || ENGLISH.has(stem)) return undefined;
  const near = [...SHORT.keys()].filter(
    (k) => k.slice(0, 3) === stem.slice(0, 3) && beside(stem[3] ?? '', k[3] ?? ''),
  );
  if (near.length !== 1) return undefined;
  return (near[0] ?? '') + w.slice(stem.length);
}
