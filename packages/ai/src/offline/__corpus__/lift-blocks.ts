/**
 * Generated multi-line strength workouts, the way lifters paste them: two or three lifts per block,
 * each laid out one of the common ways (a name line then one set per line in one of eight row forms; a
 * name line carrying the load then reps alone; "Warm-up:" / "Working sets:" sub-headings; numbered or
 * bulleted one-line exercises; superset labels "A1." / "A2."; a header-row table split by "|", tabs or
 * two+ spaces), with or without a day/date heading on top, blank lines between exercises and a notes
 * line after. The expected rows come from this file's own table of lifts, loads and schemes, never from
 * running the parser. Rows as in brief(): "name reps@load" in lb, runs as "n*row".
 */

import { runs } from './runs.ts';

/** A lift as written, and the catalogue name it is logged as. */
const LIFTS: [string, string][] = [
  ['Squat', 'barbell back squat'],
  ['Bench', 'barbell bench press'],
  ['Deadlift', 'barbell deadlift'],
  ['OHP', 'overhead press'],
  ['Barbell row', 'barbell row'],
  ['RDL', 'romanian deadlift'],
  ['Leg press', 'leg press'],
  ['Hip thrust', 'barbell hip thrust'],
  ['Front squat', 'front squat'],
];

/** Each lift's working load in kg and in lb (same order as LIFTS), and the step of a ramp. */
const BASE = {
  kg: [100, 80, 140, 50, 70, 90, 180, 120, 80],
  lb: [225, 185, 315, 115, 155, 205, 405, 275, 185],
};
const STEP = { kg: 10, lb: 20 };

type Unit = 'kg' | 'lb';
/** A set as written: its reps and load (in the block's unit). */
type Set = [reps: number, load: number];

/** Schemes over a base load b and step s: a ramp, straight sets, and a back-off. */
const SCHEMES: ((b: number, s: number) => Set[])[] = [
  (b, s) => [
    [5, b - s],
    [5, b],
    [3, b + s],
  ],
  (b) => [
    [5, b],
    [5, b],
    [5, b],
  ],
  (b, s) => [
    [8, b - s],
    [8, b - s],
    [6, b],
  ],
];

/** One set per line, after the name line: (load text, reps, set number, unit). */
const ROW_FORMS: ((w: number, r: number, i: number, u: Unit) => string)[] = [
  (w, r) => `${w} x ${r}`,
  (w, r) => `${r} @ ${w}`,
  (w, r, _i, u) => `${w}${u} x ${r}`,
  (w, r) => `${r} reps at ${w}`,
  (w, r, i) => `Set ${i}: ${w} x ${r}`,
  (w, r, i) => `${i}) ${w}x${r}`,
  (w, r) => `- ${w} x ${r}`,
  (w, r) => `${w} for ${r}`,
  (w, r, _i, u) => `${w} ${u} × ${r}`,
  (w, r, _i, u) => `${r} reps @ ${w}${u}`,
  (w, r, i, u) => `Set ${i} - ${w}${u} x ${r} reps`,
  (w, r, _i, u) => `${w}${u} ${r} reps`,
  (w, r, i, u) => `Set ${i} - ${r} reps - ${w}${u}`,
  (w, r) => `${w}/${r}`,
  (w, r, _i, u) => `${w} ${u} for ${r} reps`,
  (w, r) => `${w}x${r}`,
];

/** The name line of a lift: as written, with a colon, or with its sets counted after it. */
const NAME_FORMS: ((name: string) => string)[] = [
  (n) => n,
  (n) => `${n}:`,
  (n) => n.toUpperCase(),
  (n) => `**${n}**`,
  (n) => `${n} -`,
];

/** One exercise on one line, for straight sets (sets, reps, load): numbered, bulleted, superset. */
const LINE_FORMS: ((name: string, n: number, r: number, w: number, u: Unit, i: number) => string)[] = [
  (name, n, r, w, _u, i) => `${i}. ${name} ${n}x${r} @ ${w}`,
  (name, n, r, w, u) => `• ${name} – ${n} x ${r} – ${w}${u}`,
  (name, n, r, w, u) => `- ${name}: ${n}x${r} ${w}${u}`,
  (name, n, r, w, _u, i) => `A${i}. ${name} ${n}x${r} @ ${w}`,
];

/** A name line that carries the one load of its sets, and a row of reps alone. */
const LOAD_HEADS: ((name: string, w: number, u: Unit) => string)[] = [
  (n, w, u) => `${n} ${w}${u}`,
  (n, w, u) => `${n} @ ${w}${u}`,
  (n, w, u) => `${n} (${w}${u})`,
  (n, w, u) => `${n}: ${w} ${u}`,
];
const REPS_ROWS: ((r: number) => string)[] = [(r) => String(r), (r) => `${r} reps`, (r) => `x${r}`];

/** How warm-ups and working sets are told apart: a sub-heading (":") over rows, or a mark on each row. */
const WARM_LABELS: [string, string][] = [
  ['Warm-up:', 'Working sets:'],
  ['Warmup:', 'Work sets:'],
  ['WU', ''],
  ['W/U', ''],
  ['Warm up sets:', 'Working:'],
];

const HEADINGS = ['', 'Monday', 'Day 2 - Push', '12/03'];
const NOTES = ['', 'felt heavy', 'Notes: bar speed good'];
const TABLE_SEPARATORS = [' | ', '\t', '   '];

export interface LiftBlock {
  layout: string;
  text: string;
  unit: Unit;
  rows: string[];
}

const nth = <T>(list: T[], i: number): T => list[i % list.length] as T;
const lb = (w: number, u: Unit) => (u === 'kg' ? Math.round(w * 2.20462 * 1000) / 1000 : w);

/** brief()'s rows for sets of one lift: "name reps@load", consecutive equal rows as "n*row". */
function expected(name: string, sets: Set[], u: Unit): string[] {
  return runs(sets.map(([r, w]) => `${name} ${r}@${lb(w, u)}`));
}

/** One lift's lines in a layout (without heading/notes), and its sets. */
type Piece = { lines: string[]; sets: Set[] };

function piece(layout: string, form: number, lift: number, scheme: number, u: Unit, i: number): Piece {
  const [written] = nth(LIFTS, lift);
  const base = nth(BASE[u], lift);
  const sets = nth(SCHEMES, scheme)(base, STEP[u]);
  if (layout === 'rows')
    return {
      lines: [
        nth(NAME_FORMS, lift)(written),
        ...sets.map(([r, w], k) => nth(ROW_FORMS, form)(w, r, k + 1, u)),
      ],
      sets,
    };
  if (layout === 'load-head') {
    // One load for every set, told once on the name line; the rows are reps alone.
    const straight: Set[] = [
      [8, base],
      [8, base],
      [6, base],
    ];
    const head = nth(LOAD_HEADS, form)(written, base, u);
    return { lines: [head, ...straight.map(([r]) => nth(REPS_ROWS, form + lift)(r))], sets: straight };
  }
  if (layout === 'warm-up') {
    const warm: Set[] = [
      [5, base - 2 * STEP[u]],
      [3, base - STEP[u]],
    ];
    const work: Set[] = [
      [5, base],
      [5, base],
    ];
    const [wu, ws] = nth(WARM_LABELS, form + lift);
    // A mark on each row goes before a plain set ("WU 60 x 5"), never before a numbered one ("WU 1) …").
    const row = nth(ROW_FORMS, wu.endsWith(':') ? form : form % 4);
    // "Warm-up:" over its rows, or "WU" before each warm-up row ("WU 60 x 5").
    const mark = (label: string, text: string) => (label.endsWith(':') || !label ? text : `${label} ${text}`);
    const heads = (label: string) => (label.endsWith(':') ? [label] : []);
    const lines = [
      nth(NAME_FORMS, lift)(written),
      ...heads(wu),
      ...warm.map(([r, w], k) => mark(wu, row(w, r, k + 1, u))),
      ...heads(ws),
      ...work.map(([r, w], k) => mark(ws, row(w, r, k + 1, u))),
    ];
    return { lines, sets: [...warm, ...work] };
  }
  // line: straight sets of the scheme's last set, on one line.
  const [r, w] = sets[sets.length - 1] as Set;
  const n = 3;
  const straight: Set[] = Array.from({ length: n }, () => [r, w]);
  return { lines: [nth(LINE_FORMS, form)(written, n, r, w, u, i)], sets: straight };
}

function table(lifts: number[], scheme: number, sep: string, u: Unit): { text: string; rows: string[] } {
  const head = ['Exercise', 'Sets', 'Reps', 'Weight'].join(sep);
  const lines = [head];
  const rows: string[] = [];
  lifts.forEach((lift) => {
    const [written, name] = nth(LIFTS, lift);
    const sets = nth(SCHEMES, scheme)(nth(BASE[u], lift), STEP[u]);
    const [r, w] = sets[sets.length - 1] as Set;
    lines.push([written, '3', String(r), `${w}${u === 'kg' && scheme === 1 ? 'kg' : ''}`].join(sep));
    rows.push(
      ...expected(
        name,
        [
          [r, w],
          [r, w],
          [r, w],
        ],
        u,
      ),
    );
  });
  return { text: lines.join('\n'), rows };
}

/** The generated blocks with their expected rows. */
export function liftBlocks(): LiftBlock[] {
  const out: LiftBlock[] = [];
  let turn = 0;
  const layouts: [string, number][] = [
    ['rows', ROW_FORMS.length],
    ['load-head', LOAD_HEADS.length],
    ['warm-up', 6],
    ['line', LINE_FORMS.length],
  ];
  for (const u of ['kg', 'lb'] as Unit[])
    for (const [layout, forms] of layouts)
      for (let form = 0; form < forms; form++)
        for (let k = 0; k < 6; k++) {
          // Lifts, schemes and decorations take turns so each form meets each of them.
          const count = 2 + (k % 2);
          const lifts = Array.from({ length: count }, (_, j) => (turn + j * 4) % LIFTS.length);
          const scheme = turn % SCHEMES.length;
          const heading = nth(HEADINGS, turn + k);
          const notes = nth(NOTES, Math.floor(turn / 2));
          const blank = k % 3 === 0;
          turn++;
          const parts = lifts.map((lift, j) => ({ lift, p: piece(layout, form, lift, scheme, u, j + 1) }));
          const lines: string[] = heading ? [heading] : [];
          parts.forEach(({ p }, j) => {
            if (j > 0 && blank) lines.push('');
            lines.push(...p.lines);
          });
          if (notes) lines.push(notes);
          const rows = parts.flatMap(({ lift, p }) => expected(nth(LIFTS, lift)[1], p.sets, u));
          out.push({ layout: `${layout}${forms > 1 ? form : ''}`, text: lines.join('\n'), unit: u, rows });
        }
  for (const u of ['kg', 'lb'] as Unit[])
    for (const sep of TABLE_SEPARATORS)
      for (let k = 0; k < 6; k++) {
        const lifts = Array.from({ length: 2 + (k % 2) }, (_, j) => (turn + j * 4) % LIFTS.length);
        const { text, rows } = table(lifts, turn % SCHEMES.length, sep, u);
        const heading = nth(HEADINGS, turn);
        turn++;
        out.push({
          layout: `table${TABLE_SEPARATORS.indexOf(sep)}`,
          text: heading ? `${heading}\n${text}` : text,
          unit: u,
          rows,
        });
      }
  return out;
}
