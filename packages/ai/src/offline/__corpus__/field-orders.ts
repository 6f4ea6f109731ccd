/**
 * Generated one-line entries whose numbers are told by labels or order, not by "3x5 @ 225": a lift's
 * name, then its load, reps and sets, each written one of the common ways, in any order, with one of
 * the common separators. The expected rows come from the fields themselves (sets × "name reps@load"),
 * never from running the parser. A table of forms and a cross product; lifts and loads take turns so
 * every form meets every order and separator once, at ~2,000 lines.
 */

/** A lift as written, and the name the parser gives it in plain "3x8 @ 135" notation. */
const LIFTS: [string, string][] = [
  ['Bench', 'barbell bench press'],
  ['Squat', 'barbell back squat'],
  ['Deadlift', 'barbell deadlift'],
  ['OHP', 'overhead press'],
  ['DB curl', 'dumbbell curl'],
  ['Sled drag', 'Sled Drag'],
];

/** A load as written, its number in lb (brief's rows are in lb), and the member's unit. */
const LOADS: [string, number, 'lb' | 'kg'][] = [
  ['135', 135, 'lb'],
  ['135 lb', 135, 'lb'],
  ['135lbs', 135, 'lb'],
  ['135#', 135, 'lb'],
  ['60 kg', 132.277, 'kg'], // 60 × 2.20462
];

const REPS = ['8 reps', 'reps 8', 'reps: 8', 'x 8 reps'];
const SETS = ['3 sets', 'sets 3', 'sets: 3', '3 sets of'];
const LOAD_FORMS = ['{}', 'weight {}', '@ {}', 'at {}', 'with {}'];
const SEPARATORS = [' ', ', ', ' - ', ' | ', ' / '];

type Field = 'load' | 'reps' | 'sets';
/** Every order of the three fields, and of load and reps alone (one set). */
const ORDERS: Field[][] = [
  ['load', 'reps', 'sets'],
  ['load', 'sets', 'reps'],
  ['reps', 'load', 'sets'],
  ['reps', 'sets', 'load'],
  ['sets', 'load', 'reps'],
  ['sets', 'reps', 'load'],
  ['load', 'reps'],
  ['reps', 'load'],
];

export interface FieldLine {
  text: string;
  unit: 'lb' | 'kg';
  rows: string[];
}

const nth = <T>(list: T[], i: number): T => list[i % list.length] as T;

/** The generated lines with their expected rows. */
export function fieldLines(): FieldLine[] {
  const out: FieldLine[] = [];
  let turn = 0;
  for (const order of ORDERS)
    for (const reps of REPS)
      for (const sets of order.includes('sets') ? SETS : [''])
        for (const loadForm of LOAD_FORMS)
          for (const sep of SEPARATORS) {
            // "3 sets of" is said only just before "8 reps", one phrase: "3 sets of 8 reps".
            const of = sets.endsWith(' of');
            if (of && (reps !== '8 reps' || order.indexOf('reps') !== order.indexOf('sets') + 1)) continue;
            const [lift, name] = nth(LIFTS, turn);
            // Loads shift by one each round of separators, so every load meets every separator.
            const [load, weight, unit] = nth(LOADS, turn + Math.floor(turn / SEPARATORS.length));
            turn++;
            const piece = { load: loadForm.replace('{}', load), reps, sets };
            const parts = order.map((f) => piece[f]);
            const text = of
              ? `${lift}${sep}${parts.join(sep).replace(`of${sep}8 reps`, 'of 8 reps')}`
              : `${lift}${sep}${parts.join(sep)}`;
            const count = sets ? 3 : 1;
            const row = `${name} 8@${weight}`;
            out.push({ text, unit, rows: [count > 1 ? `${count}*${row}` : row] });
          }
  return out;
}
