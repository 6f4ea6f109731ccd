/**
 * CrossFit's benchmark workouts logged by name and score: "Fran 4:32 (95 lb)", "Cindy: 14 rounds + 3",
 * "Helen 11:20 Rx", "DT - 12:41 @ 135". Athletes write the name, never the moves, so the line named no lift
 * and logged nothing ("Cindy 18+5" was even read as 18 reps of "Cindy" at 5 lb). Each name here is a
 * published workout, fixed since it was named, so its moves and reps are known: the line is written out as
 * them, in the plain forms the readers after this one take (a ladder of reps over two moves, "N rounds of
 * …", one move a line), and the line as the athlete wrote it follows in brackets, which the parser keeps as
 * the note.
 *
 * - A score must follow the name (a time, rounds, "rx", "scaled", "for time"), so "Grace and I squatted"
 *   or "Helen said hi" is no workout.
 * - Loads are the athlete's: the first load written on the line goes to the moves done with a barbell,
 *   bell or ball. The prescribed ("Rx") load is not assumed, because a scaled athlete writes "Rx" less often
 *   than a missing load costs a wrong one.
 * - An AMRAP (Cindy, Mary) logs its whole rounds and the reps of the round it ended in, move by move;
 *   without its rounds it is left as written.
 */

/** A move of a benchmark: its reps (none for a run, a row, or a ladder's move), its name in the catalogue's words, whether it takes the load. */
type Move = readonly [reps: number | null, name: string, loaded?: boolean];

type Benchmark =
  | { kind: 'ladder'; reps: readonly number[]; moves: readonly Move[] }
  | { kind: 'rounds'; rounds: number; moves: readonly Move[] }
  | { kind: 'amrap'; moves: readonly Move[] };

const L = true;
const CINDY: Move[] = [
  [5, 'pull-ups'],
  [10, 'push-ups'],
  [15, 'air squats'],
];

// The Girls and the best-known hero workouts, as CrossFit published them.
const BENCHMARKS: Record<string, Benchmark> = {
  fran: {
    kind: 'ladder',
    reps: [21, 15, 9],
    moves: [
      [null, 'barbell thrusters', L],
      [null, 'pull-ups'],
    ],
  },
  diane: {
    kind: 'ladder',
    reps: [21, 15, 9],
    moves: [
      [null, 'deadlifts', L],
      [null, 'handstand push-ups'],
    ],
  },
  elizabeth: {
    kind: 'ladder',
    reps: [21, 15, 9],
    moves: [
      [null, 'cleans', L],
      [null, 'dips'],
    ],
  },
  annie: {
    kind: 'ladder',
    reps: [50, 40, 30, 20, 10],
    moves: [
      [null, 'double-unders'],
      [null, 'sit-ups'],
    ],
  },
  grace: { kind: 'rounds', rounds: 1, moves: [[30, 'clean and jerks', L]] },
  isabel: { kind: 'rounds', rounds: 1, moves: [[30, 'snatches', L]] },
  karen: { kind: 'rounds', rounds: 1, moves: [[150, 'wall ball shots', L]] },
  angie: {
    kind: 'rounds',
    rounds: 1,
    moves: [
      [100, 'pull-ups'],
      [100, 'push-ups'],
      [100, 'sit-ups'],
      [100, 'air squats'],
    ],
  },
  murph: {
    kind: 'rounds',
    rounds: 1,
    moves: [
      [null, '1 mile run'],
      [100, 'pull-ups'],
      [200, 'push-ups'],
      [300, 'air squats'],
      [null, '1 mile run'],
    ],
  },
  jackie: {
    kind: 'rounds',
    rounds: 1,
    moves: [
      [null, '1000m row'],
      [50, 'barbell thrusters', L],
      [30, 'pull-ups'],
    ],
  },
  helen: {
    kind: 'rounds',
    rounds: 3,
    moves: [
      [null, '400m run'],
      [21, 'kettlebell swings', L],
      [12, 'pull-ups'],
    ],
  },
  nancy: {
    kind: 'rounds',
    rounds: 5,
    moves: [
      [null, '400m run'],
      [15, 'overhead squats', L],
    ],
  },
  kelly: {
    kind: 'rounds',
    rounds: 5,
    moves: [
      [null, '400m run'],
      [30, 'box jumps'],
      [30, 'wall ball shots', L],
    ],
  },
  barbara: {
    kind: 'rounds',
    rounds: 5,
    moves: [
      [20, 'pull-ups'],
      [30, 'push-ups'],
      [40, 'sit-ups'],
      [50, 'air squats'],
    ],
  },
  dt: {
    kind: 'rounds',
    rounds: 5,
    moves: [
      [12, 'deadlifts', L],
      [9, 'hang power cleans', L],
      [6, 'push jerks', L],
    ],
  },
  cindy: { kind: 'amrap', moves: CINDY },
  mary: {
    kind: 'amrap',
    moves: [
      [5, 'handstand push-ups'],
      [10, 'pistols'],
      [15, 'pull-ups'],
    ],
  },
};

const NAMES = Object.keys(BENCHMARKS).join('|');
// Any benchmark's name in the entry: the cheap test before the line reader runs.
const NAMED = new RegExp(String.raw`\b(?:${NAMES})\b`, 'i');
// The name opening its line (after a bullet, "WOD:" or "did"), then its score: a time, rounds ("14 rounds",
// "18+5", "14 rds + 3"), or a word of how it was done. Bounded gaps keep it linear.
const LINE = new RegExp(
  String.raw`^[ \t]*(?:[-*•][ \t]*)?(?:wod[ \t]*[:–—-][ \t]*)?(?:did[ \t]+)?(${NAMES})\b[ \t]*[:–—-]?[ \t]*(?:(?:rx'?d?|scaled|for[ \t]+time|in|\(|,)[ \t]*[:,]?[ \t]*){0,3}(\d{1,2}:\d{2}(?::\d{2})?|\d{1,3}[ \t]*(?:\+[ \t]*\d{1,3}|rounds?\b|rds?\b)|rx\b|scaled\b|for[ \t]+time\b)([^\n]{0,120})$`,
  'gim',
);
const ROUNDS =
  /^(\d{1,3})\s*(?:\+\s*(\d{1,3})|rounds?|rds?)(?:\s*(?:\+|and|plus)\s*(\d{1,3})(?:\s*reps?)?)?/i;
const LOAD =
  /(\d{1,3}(?:\.\d)?)\s*(kgs?|kilos?|lbs?|pounds?|#)(?![a-z])|@\s*(\d{1,3}(?:\.\d)?)(?!\s*(?:reps?|min|sec|%))/i;

function loadOf(text: string): string | null {
  const m = LOAD.exec(text);
  if (!m) return null;
  return m[1] ? `${m[1]} ${m[2]?.startsWith('k') ? 'kg' : 'lb'}` : `${m[3]}`;
}

const moveText = ([reps, name, loaded]: Move, load: string | null, count = reps) =>
  `${count === null ? '' : `${count} `}${name}${loaded && load ? ` @ ${load}` : ''}`;

/** A whole round and the round it ended in: "14 rounds + 12" of 5/10/15 is 14 rounds, then 5 and 7. */
function amrapLines(moves: readonly Move[], score: string, load: string | null): string[] | null {
  const m = ROUNDS.exec(score);
  if (!m) return null;
  const rounds = Number(m[1]);
  let left = Number(m[2] ?? m[3] ?? 0);
  const lines = rounds > 0 ? [`${rounds} rounds of ${moves.map((mv) => moveText(mv, load)).join(', ')}`] : [];
  const partial: string[] = [];
  for (const mv of moves) {
    if (left <= 0) break;
    const done = Math.min(left, mv[0] ?? 0);
    partial.push(moveText(mv, load, done));
    left -= done;
  }
  if (partial.length) lines.push(`1 round of ${partial.join(', ')}`);
  return lines;
}

function writtenOut(name: string, score: string, rest: string): string[] | null {
  const workout = BENCHMARKS[name.toLowerCase()];
  if (!workout) return null;
  const load = loadOf(`${score} ${rest}`);
  if (workout.kind === 'amrap') return amrapLines(workout.moves, `${score}${rest}`, load);
  if (workout.kind === 'ladder') {
    const moves = workout.moves.map(([, move]) => move).join(' and ');
    const loaded = workout.moves.some(([, , l]) => l);
    return [`${moves} ${workout.reps.join('-')}${loaded && load ? `, ${load}` : ''}`];
  }
  if (workout.rounds > 1)
    return [`${workout.rounds} rounds of ${workout.moves.map((mv) => moveText(mv, load)).join(', ')}`];
  return workout.moves.map((mv) => moveText(mv, load));
}

// A day holds one benchmark or two; the cap keeps a pasted wall of them from growing the entry fivefold.
const MOST_PER_ENTRY = 4;

/** The entry with each benchmark line written out as its moves, the line itself kept in brackets. */
export function benchmarksWrittenOut(text: string): string {
  if (!NAMED.test(text)) return text;
  let left = MOST_PER_ENTRY;
  return text.replace(LINE, (line: string, name: string, score: string, rest: string) => {
    const lines = left-- > 0 ? writtenOut(name, score, rest) : null;
    // The name and the time it took stay as the note; its rounds and loads are in the sets now.
    const time = /\d{1,2}:\d{2}(?::\d{2})?/.exec(`${score}${rest}`)?.[0];
    const title =
      name.length <= 2 ? name.toUpperCase() : `${name.charAt(0).toUpperCase()}${name.slice(1).toLowerCase()}`;
    return lines ? [...lines, `(${title}${time ? ` ${time}` : ''})`].join('\n') : line;
  });
}
