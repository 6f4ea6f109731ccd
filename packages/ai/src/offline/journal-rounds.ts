/**
 * Rounds told one by one: "the first round was 20 pushups and 1 situp. The second round was 19
 * pushups and two situps. … The rounds continued until 1 pushup and 20 situps." Each round is one set
 * of each move; a ladder that "continued until" its last round runs on by the step its rounds showed.
 * Every move becomes its own line of sets, in round order, so each lift is one run of sets. Read for
 * the whole line before it is split, since the rounds are told across sentences.
 */
import { COUNT, wordCount } from './journal-counts.ts';

const ORDINALS = 'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'.split(
  ' ',
);

// "the second round was 19 pushups and two situps", "Round 3: 18 pushups, 3 situps".
const ROUND = new RegExp(
  String.raw`\b(?:(?:the\s+)?(${ORDINALS.join('|')}|\d{1,2}(?:st|nd|rd|th))\s+round|round\s+(\d{1,2}))\s*(?:was|had|[:–—-])\s*(${COUNT}\b[^.!?;]*)`,
  'gi',
);
// "The rounds continued until 1 pushup and 20 situps", "…all the way down to 1 and 20".
const UNTIL = new RegExp(
  String.raw`\b(?:continued|went\s+on|kept\s+going|carried\s+on|worked\s+(?:my\s+way\s+)?(?:up|down))\s+(?:(?:all\s+the\s+way\s+)?(?:until|till|to|down\s+to|up\s+to))\s+(${COUNT}\b[^.!?;]*)`,
  'i',
);

const count = (word: string): number => wordCount(word) ?? 0;
const ordinal = (word: string): number =>
  /^\d/.test(word) ? Number.parseInt(word, 10) : ORDINALS.indexOf(word.toLowerCase()) + 1;

interface Move {
  reps: number;
  name: string;
}

/** "20 pushups and 1 situp": each move a count and a name; null when a part is anything else. */
function movesOf(text: string): Move[] | null {
  const parts = text.split(/\s*(?:,|\band\b|&|\+)\s*/i).filter((p) => p.trim());
  const moves = parts.map((p) => {
    const m = new RegExp(String.raw`^(${COUNT})\s+(\p{L}[\p{L}'’ -]*?)\s*$`, 'iu').exec(p.trim());
    return m?.[1] && m[2] ? { reps: count(m[1]), name: m[2] } : null;
  });
  return moves.length && moves.every(Boolean) ? (moves as Move[]) : null;
}

/** The moves' sets, round by round, once the ladder runs to its last round; null if they disagree. */
function ladder(rounds: Move[][], until: Move[] | null): number[][] | null {
  const first = rounds[0] ?? [];
  if (rounds.some((r) => r.length !== first.length)) return null;
  const sets = first.map((_, k) => rounds.map((r) => r[k]?.reps ?? 0));
  if (!until) return sets;
  if (until.length !== first.length) return null;
  let total = 0;
  for (const [k, reps] of sets.entries()) {
    const step = (reps[1] ?? 0) - (reps[0] ?? 0);
    // Rounds a ladder: a steady step, the last round reached on it, the same number of rounds for all.
    if (!step || reps.some((r, i) => r !== (reps[0] ?? 0) + i * step)) return null;
    const n = ((until[k]?.reps ?? 0) - (reps[0] ?? 0)) / step + 1;
    if (!Number.isInteger(n) || n < reps.length || n > 50 || (total && n !== total)) return null;
    total = n;
  }
  return sets.map((reps) => {
    const step = (reps[1] ?? 0) - (reps[0] ?? 0);
    return Array.from({ length: total }, (_, i) => (reps[0] ?? 0) + i * step);
  });
}

/** A line that tells its rounds one by one, as one line per move (ten sets a line), or unchanged. */
export function roundsOneByOne(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const told = [...line.matchAll(ROUND)];
    // Two rounds or more, told in order: "first", "second", …
    if (told.length < 2 || told.some((m, i) => ordinal(m[1] ?? m[2] ?? '') !== i + 1)) return [line];
    const rounds = told.map((m) => movesOf(m[3] ?? ''));
    const until = UNTIL.exec(line);
    const last = until ? movesOf(until[1] ?? '') : null;
    if (rounds.some((r) => !r) || (until && !last)) return [line];
    const sets = ladder(rounds as Move[][], last);
    if (!sets) return [line];
    const names = (rounds[0] as Move[]).map((m) => m.name);
    const out: string[] = [];
    for (const [k, reps] of sets.entries())
      for (let i = 0; i < reps.length; i += 10) out.push(`${names[k]} ${reps.slice(i, i + 10).join(', ')}`);
    return out;
  });
}

// "you do 1 pull-up and 3 push-ups for as many rounds … as you can": the moves of one round.
const MOVE = String.raw`${COUNT}\s+\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?`;
const PER_ROUND = new RegExp(
  String.raw`\b(${MOVE}(?:\s*(?:,|\band\b|&)\s*${MOVE})+)\s+(?:for|in)\s+(?:as\s+many\s+rounds|each\s+round|every\s+round|rounds)\b`,
  'iu',
);
// "I did 5 total rounds", "finished 6 full rounds": how many rounds were done.
const DONE = new RegExp(
  String.raw`\b(?:did|completed|finished|got(?:\s+through)?|managed)\s+(${COUNT})\s+(?:total\s+|full\s+|complete\s+)?rounds\b`,
  'i',
);

/**
 * "…1 pull-up and 3 push-ups for as many rounds as you can… I did 5 total rounds": a round's moves and,
 * in another sentence, the rounds done: each move that many sets of its count. The sentence of the
 * rounds done, with any tally in it ("which equals 20 total reps"), says nothing more.
 */
export function roundsDone(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const per = PER_ROUND.exec(line);
    const done = per ? DONE.exec(line) : null;
    const moves = per?.[1] ? movesOf(per[1]) : null;
    if (!per || !done?.[1] || !moves || moves.length < 2 || done.index < per.index) return [line];
    const n = count(done[1]);
    if (n < 2 || n > 50) return [line];
    const sentences = line.split(/(?<=[.!?])\s+/);
    const kept = sentences.filter((s) => !s.includes(per[0]) && !s.includes(done[0]));
    const sets = moves.map((m) => `${m.name} ${n}x${m.reps}`);
    return kept.length ? [kept.join(' '), ...sets] : sets;
  });
}
