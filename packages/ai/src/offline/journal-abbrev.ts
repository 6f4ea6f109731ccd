/**
 * Short labels lifters make up for their own logs ("PD: 3 @ 140", "BS: 141.5#", "OP", "RW"): the
 * initials of a catalogue name or alias ("pull down" → PD, "back squat" → BS, "overhead press" → OP)
 * or a one-word name without its vowels ("row" → RW). Only for a two- or three-letter word that is no
 * catalogue name itself and no common English word, so prose is never read as an abbreviation.
 */
import { CATALOGUE, type CatalogueExercise } from '../catalogue/index.ts';

// Two- and three-letter words a journal line says as words, never as a lift.
const WORDS = new Set(
  (
    'am pm ok so up at on in to do go me my we us it is as or an by if no of oh hi ha be he la ' +
    'rest day set sets rep reps lbs kgs min sec mi km hr hrs bw rpe rir amrap emom wod the and but ' +
    'for got did had was not yes now new old off out top all any one two six ten few bad big low ' +
    'max pr prs pb pbs wu bu ez hit ran run db bb kb sb cg wg lp pu ' +
    // training shorthand that names no lift: Texas Method or training max, rest-pause, personal trainer, …
    'tm pt rp dc gpp wod met hit liss ss cns dup ppl bro mr mrs rd st jk lol omg ' +
    // CrossFit's named workouts: "DT" is the hero WOD of deadlifts, hang cleans and jerks, no thruster.
    'dt'
  ).split(' '),
);

let index: Map<string, CatalogueExercise> | undefined;

/** Initials of a multi-word name, and a one-word name without its inner vowels. */
function shortForms(name: string): string[] {
  const words = name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length > 1) return words.length <= 3 ? [words.map((w) => w[0]).join('')] : [];
  const w = words[0] ?? '';
  const skeleton = w[0] + w.slice(1).replace(/[aeiou]/g, '');
  return skeleton.length >= 2 && skeleton.length <= 3 && skeleton !== w ? [skeleton] : [];
}

/**
 * Each short form to the exercise most of whose names make it: "SP" is "shoulder press", "standing
 * press" and "strict press" (the overhead press) before "seated press"; a tie ("PU": push-up or
 * pull-up, "LP": leg press or lat pulldown) stands for nothing.
 */
function build(): Map<string, CatalogueExercise> {
  const votes = new Map<string, Map<CatalogueExercise, Set<string>>>();
  for (const e of CATALOGUE)
    for (const n of [e.name, ...e.aliases]) {
      // "pec deck"/"pec dec", "pull down"/"pull downs": one name spelt two ways is one vote.
      const plain = n
        .toLowerCase()
        .split(/[\s-]+/)
        .map((w) => w.slice(0, 3))
        .join(' ');
      for (const s of shortForms(n)) {
        const forS = votes.get(s) ?? new Map<CatalogueExercise, Set<string>>();
        votes.set(s, forS);
        const names = forS.get(e) ?? new Set<string>();
        forS.set(e, names.add(plain));
      }
    }
  const map = new Map<string, CatalogueExercise>();
  for (const [s, forS] of votes) {
    // Logs that shorten names shorten the main lifts: a compound lift before an isolation move.
    const rank = ([e, names]: [CatalogueExercise, Set<string>]) =>
      names.size + (/^isolation|^core|^calves/.test(e.pattern) ? 0 : 10);
    const ranked = [...forS].sort((a, b) => rank(b) - rank(a));
    const [best, next] = ranked;
    if (best && (!next || rank(best) > rank(next))) map.set(s, best[0]);
  }
  return map;
}

/** The exercise a made-up two- or three-letter label stands for, if any. */
export function abbreviation(word: string): CatalogueExercise | undefined {
  const w = word.toLowerCase();
  if (!/^[a-z]{2,3}$/.test(w) || WORDS.has(w)) return undefined;
  index ??= build();
  return index.get(w);
}
