/**
 * Generated multi-line conditioning blocks as lifters paste them: rounds ("3 rounds:", "4 Rounds of",
 * "x3" before or after, "5 RFT"), "For time:", an AMRAP with its score, an EMOM, a rep scheme over moves
 * ("21-15-9", a ladder) and intervals on a machine, each with bullets or numbers or none, a day heading
 * or none and a closing time line or none. The sets each block must log come from this table, never
 * from running the parser, by the conventions the earlier rounds' tests hold (journal-round24-circuits,
 * journal-round25-cardio, journal-round25-ladder):
 * - a rounds block logs each move once a round; a cardio bout in it is one set a round, no reps or load;
 * - a rep scheme logs each move once per count of the scheme, a cardio bout once per count;
 * - "EMOM 10: 5 pull-ups" is one set a minute;
 * - "AMRAP …" scored "5 rounds + 3" is five rounds of every move; the 3 reps past the last whole round
 *   are no set (they may run across moves; journal-circuit-marks);
 * - "8 x 500m row" (pieces of a distance) is one session, "4 x 5 min bike" (spells of time) that many;
 * - a move with no load in a circuit is its bodyweight form ("10 lunges": bodyweight lunge; round 14);
 * - a heading, a day's name, a rest or a closing time ("Time: 14:32") logs nothing.
 * Rows are compared as a multiset: "name reps@weight" in lb ("-" none, "bw" bodyweight).
 */

/** A move: the name it is logged as, its load in lb ('bw' bodyweight, '-' none), and how it is written. */
interface Move {
  name: string;
  load: string;
  /** Written with its count: "{n}" is the count. */
  counted: string[];
  /** Written under a rep scheme, without a count. */
  bare: string[];
  cardio?: boolean;
}

const kg = (n: number): string => String(Math.round(n * 2.20462 * 1000) / 1000);

const MOVES: Move[] = [
  {
    name: 'push-up',
    load: 'bw',
    counted: ['{n} push-ups', '{n} pushups', '{n} Push Ups'],
    bare: ['Push-ups'],
  },
  {
    name: 'pull-up',
    load: 'bw',
    counted: ['{n} pull-ups', '{n} Pull ups', '{n} pullups'],
    bare: ['Pull-ups'],
  },
  {
    name: 'bodyweight squat',
    load: 'bw',
    counted: ['{n} air squats', '{n} Air Squats'],
    bare: ['Air squats'],
  },
  {
    name: 'kettlebell swing',
    load: kg(24),
    counted: ['{n} KB swings @ 24kg', '{n} kettlebell swings (24 kg)', '{n} KBS 24kg'],
    bare: ['KB swings 24kg', 'Kettlebell swings (24kg)'],
  },
  { name: 'burpee', load: 'bw', counted: ['{n} burpees', '{n} Burpees'], bare: ['Burpees'] },
  {
    name: 'box jump',
    load: 'bw',
    counted: ['{n} box jumps', '{n} box jumps (24")'],
    bare: ['Box jumps 24"'],
  },
  {
    name: 'dumbbell thruster',
    load: '95',
    counted: ['{n} thrusters @ 95 lb', '{n} thrusters (95 lb)', '{n} Thrusters 95#'],
    bare: ['Thrusters 95/65', 'Thrusters (95 lb)', 'Thrusters @ 95#'],
  },
  {
    name: 'Wall Balls',
    load: '20',
    counted: ['{n} wall balls (20 lb)', '{n} Wall balls @ 20#'],
    bare: ['Wall balls 20#'],
  },
  { name: 'sit-up', load: 'bw', counted: ['{n} sit-ups', '{n} situps'], bare: ['Sit-ups'] },
  { name: 'bodyweight lunge', load: 'bw', counted: ['{n} lunges', '{n} Lunges'], bare: ['Lunges'] },
  {
    name: 'Running',
    load: '-',
    counted: ['400m run', 'Run 400m', '200 m run'],
    bare: ['400m run'],
    cardio: true,
  },
  {
    name: 'Rowing',
    load: '-',
    counted: ['500m row', '250m Row', '15 cal row'],
    bare: ['250m row'],
    cardio: true,
  },
  {
    name: 'Cycling',
    load: '-',
    counted: ['15 cal bike', '20 cal Bike'],
    bare: ['10 cal bike'],
    cardio: true,
  },
];

const COUNTS = [5, 10, 12, 15, 20];

/** A rounds heading (or trailer, `after`) for R rounds. */
const ROUNDS: { text: string; after?: boolean }[] = [
  { text: '{r} rounds:' },
  { text: '{r} Rounds of' },
  { text: '{r} rounds for time:' },
  { text: '{r} RFT' },
  { text: 'x{r}' },
  { text: '{r} rounds' },
  { text: 'x{r}', after: true },
  { text: '{r} rounds', after: true },
];

const SCHEMES: number[][] = [
  [21, 15, 9],
  [15, 12, 9],
  [10, 8, 6, 4, 2],
  [5, 10, 15],
];
const SCHEME_HEADS = ['{s}', '{s} for time:', 'For time: {s}', '{s} reps of:'];

const BULLETS = ['', '- ', '* ', '• ', '{i}. '];
const DAYS = ['', 'Monday', 'WOD:', 'Day 3 - Conditioning'];
const CLOSES = ['', 'Time: 14:32', 'Finished in 14:32', '14:32'];

export interface CircuitBlock {
  kind: string;
  text: string;
  unit: 'lb' | 'kg';
  /** Expected rows, one per logged set, sorted. */
  rows: string[];
}

const nth = <T>(list: T[], i: number): T => list[i % list.length] as T;
const row = (m: Move, reps: number | null): string => `${m.name} ${m.cardio ? '-' : reps}@${m.load}`;

/** Three or four moves starting at a turn, never two the same. */
function pick(turn: number, size: number): Move[] {
  const out: Move[] = [];
  for (let k = 0; out.length < size; k++) {
    const m = nth(MOVES, turn * 3 + k * 5);
    if (!out.includes(m)) out.push(m);
  }
  return out;
}

function dress(lines: string[], turn: number): string {
  const bullet = nth(BULLETS, turn);
  return lines.map((l, i) => bullet.replace('{i}', String(i + 1)) + l).join('\n');
}

function wrap(body: string[], turn: number): string {
  const day = nth(DAYS, turn + Math.floor(turn / 4));
  const close = nth(CLOSES, turn + Math.floor(turn / 16));
  return [day, ...body, close].filter((l) => l !== '').join('\n');
}

/** The generated blocks with their expected rows. */
export function circuitBlocks(): CircuitBlock[] {
  const out: CircuitBlock[] = [];
  const push = (kind: string, text: string, rows: string[]) =>
    out.push({ kind, text, unit: 'lb', rows: [...rows].sort() });
  let turn = 0;
  for (const head of ROUNDS)
    for (let v = 0; v < 12; v++, turn++) {
      const r = 3 + (turn % 3);
      const moves = pick(turn, 3 + (turn % 2));
      const lines = moves.map((m, i) =>
        nth(m.counted, turn + i).replace('{n}', String(nth(COUNTS, turn + i))),
      );
      const h = head.text.replace('{r}', String(r));
      const body = head.after ? [dress(lines, turn), h] : [h, dress(lines, turn)];
      const rows = moves.flatMap((m, i) => Array<string>(r).fill(row(m, nth(COUNTS, turn + i))));
      push('rounds', wrap(body, turn), rows);
    }
  for (const scheme of SCHEMES)
    for (const head of SCHEME_HEADS)
      for (let v = 0; v < 4; v++, turn++) {
        const moves = pick(turn, 2 + (turn % 2));
        const lines = moves.map((m, i) => nth(m.bare, turn + i));
        const h = head.replace('{s}', scheme.join('-'));
        const rows = moves.flatMap((m) => scheme.map((n) => row(m, n)));
        push('scheme', wrap([h, dress(lines, turn)], turn), rows);
      }
  const AMRAPS = ['AMRAP 12 min:', 'AMRAP 12:', '12 min AMRAP', '12 minute AMRAP of:'];
  const SCORES = ['(completed {r} rounds + 3)', '{r} rounds + 3', 'Score: {r}+3', '{r} rounds'];
  for (const head of AMRAPS)
    for (const score of SCORES)
      for (let v = 0; v < 3; v++, turn++) {
        const r = 4 + (turn % 3);
        const moves = pick(turn, 3).filter((m) => !m.cardio);
        const counts = moves.map((_, i) => nth(COUNTS, turn + i));
        const lines = moves.map((m, i) => nth(m.counted, turn + i).replace('{n}', String(counts[i])));
        const rows = moves.flatMap((m, i) => Array<string>(r).fill(row(m, counts[i] ?? 0)));
        const body = [head, dress(lines, turn), score.replace('{r}', String(r))];
        push('amrap', wrap(body, turn), rows);
      }
  const EMOMS = ['EMOM 10: {m}', 'EMOM 10 min: {m}', 'EMOM 10 minutes – {m}', 'EMOM 10:\n{m}'];
  for (const head of EMOMS)
    for (let v = 0; v < 6; v++, turn++) {
      const m = nth(
        MOVES.filter((x) => !x.cardio),
        turn,
      );
      const n = nth([3, 5, 8, 10], turn);
      const text = head.replace('{m}', nth(m.counted, turn).replace('{n}', String(n)));
      push('emom', wrap([text], turn), Array<string>(10).fill(row(m, n)));
    }
  const INTERVALS: [string, string, number][] = [
    ['8 x 500m row, 1:00 rest', 'Rowing', 1],
    ['Row 8 x 500m / 1:00 rest', 'Rowing', 1],
    ['5 x 400m run @ 1:30', 'Running', 1],
    ['6 x 200m run, 90s rest', 'Running', 1],
    ['Bike 10 min easy', 'Cycling', 1],
    ['4 x 5 min bike', 'Cycling', 4],
    ['Run 20 min easy', 'Running', 1],
    ['3 x 10 min row', 'Rowing', 3],
  ];
  for (const [text, name, n] of INTERVALS)
    for (let v = 0; v < 4; v++, turn++) {
      const body = v % 2 ? ['Intervals:', dress([text], turn)] : [dress([text], turn)];
      push('interval', wrap(body, turn), Array<string>(n).fill(`${name} -@-`));
    }
  return out;
}
