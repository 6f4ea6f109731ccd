/**
 * Generated exercise names as lifters write them, for the lifts they log most: the lift's own words
 * changed by one rule at a time (plural, hyphen/space/joined, "tricep"/"triceps", the implement first,
 * last, abbreviated or in parentheses, ALL CAPS or lower case, one slip in a word of 6+ letters), each
 * crossed with four notations of its sets. The exercise each line must be logged as comes from this
 * table, never from running the parser: a catalogue name, or null for a lift the catalogue lacks, which
 * must be logged as written (title case) and never as a catalogue lift it resembles. 6500 lines; on
 * round 26's main 6280 right, 82 a wrong catalogue lift, 138 as written (journal-round27-names.test.ts).
 */

/** A lift: the catalogue name it is (null: none), its implement if it names one, and its names. */
interface Lift {
  exercise: string | null;
  /** The implement the lift is done with, written in the name or not ("dumbbell" curl). */
  gear?: 'dumbbell' | 'barbell' | 'kettlebell' | 'cable';
  /** Whether the name without its implement still means this lift (barbell bench: "bench press"). */
  bare?: boolean;
  names: string[];
}

const LIFTS: Lift[] = [
  {
    exercise: 'barbell bench press',
    gear: 'barbell',
    bare: true,
    names: ['bench press', 'bench', 'flat bench'],
  },
  { exercise: 'barbell back squat', gear: 'barbell', bare: true, names: ['squat', 'back squat'] },
  { exercise: 'barbell deadlift', gear: 'barbell', bare: true, names: ['deadlift', 'conventional deadlift'] },
  {
    exercise: 'overhead press',
    gear: 'barbell',
    bare: true,
    names: ['overhead press', 'OHP', 'military press', 'standing press', 'strict press', 'press'],
  },
  { exercise: 'barbell row', gear: 'barbell', bare: true, names: ['bent over row', 'bent-over row'] },
  { exercise: 'pendlay row', names: ['pendlay row'] },
  { exercise: 'pull-up', names: ['pull-up', 'weighted pull-up'] },
  { exercise: 'chin-up', names: ['chin-up', 'chins'] },
  { exercise: 'dip', names: ['dip', 'parallel bar dip', 'tricep dip'] },
  { exercise: 'push-up', names: ['push-up', 'press-up'] },
  { exercise: 'barbell curl', gear: 'barbell', bare: true, names: ['curl', 'bicep curl'] },
  { exercise: 'dumbbell curl', gear: 'dumbbell', names: ['curl', 'bicep curl'] },
  { exercise: 'hammer curl', gear: 'dumbbell', bare: true, names: ['hammer curl'] },
  { exercise: 'ez bar curl', names: ['ez bar curl', 'ez-bar curl', 'EZ curl'] },
  { exercise: 'preacher curl', gear: 'barbell', bare: true, names: ['preacher curl'] },
  { exercise: 'cable curl', gear: 'cable', names: ['curl', 'bicep curl'] },
  { exercise: 'skull crusher', names: ['skull crusher', 'skullcrusher', 'lying tricep extension'] },
  {
    exercise: 'triceps pushdown',
    gear: 'cable',
    bare: true,
    names: ['tricep pushdown', 'tricep pulldown', 'rope pushdown', 'tricep pressdown'],
  },
  { exercise: 'overhead dumbbell triceps extension', gear: 'dumbbell', names: ['overhead tricep extension'] },
  { exercise: 'dumbbell lunge', gear: 'dumbbell', bare: true, names: ['lunge', 'forward lunge'] },
  { exercise: 'barbell lunge', gear: 'barbell', names: ['lunge'] },
  { exercise: 'dumbbell walking lunge', gear: 'dumbbell', bare: true, names: ['walking lunge'] },
  { exercise: 'leg press', names: ['leg press'] },
  {
    exercise: 'lat pulldown',
    gear: 'cable',
    bare: true,
    names: ['lat pulldown', 'pulldown', 'lat pull-down'],
  },
  {
    exercise: 'seated cable row',
    gear: 'cable',
    bare: true,
    names: ['seated row', 'cable row', 'seated cable row'],
  },
  { exercise: 'romanian deadlift', gear: 'barbell', bare: true, names: ['romanian deadlift', 'RDL'] },
  { exercise: 'dumbbell romanian deadlift', gear: 'dumbbell', names: ['romanian deadlift', 'RDL'] },
  { exercise: 'stiff-leg deadlift', names: ['stiff-leg deadlift', 'stiff-legged deadlift', 'SLDL'] },
  { exercise: 'sumo deadlift', names: ['sumo deadlift', 'sumo DL'] },
  { exercise: 'trap bar deadlift', names: ['trap bar deadlift', 'hex bar deadlift'] },
  { exercise: 'barbell hip thrust', gear: 'barbell', bare: true, names: ['hip thrust'] },
  { exercise: 'face pull', gear: 'cable', bare: true, names: ['face pull', 'rope face pull'] },
  {
    exercise: 'dumbbell lateral raise',
    gear: 'dumbbell',
    bare: true,
    names: ['lateral raise', 'side raise'],
  },
  { exercise: 'dumbbell front raise', gear: 'dumbbell', bare: true, names: ['front raise'] },
  { exercise: 'kettlebell swing', gear: 'kettlebell', names: ['swing', 'russian swing'] },
  { exercise: 'front squat', gear: 'barbell', bare: true, names: ['front squat'] },
  { exercise: 'goblet squat', gear: 'dumbbell', bare: true, names: ['goblet squat'] },
  {
    exercise: 'bulgarian split squat',
    gear: 'dumbbell',
    bare: true,
    names: ['bulgarian split squat', 'BSS'],
  },
  { exercise: 'leg extension', names: ['leg extension', 'quad extension'] },
  { exercise: 'lying leg curl', names: ['lying leg curl', 'leg curl', 'hamstring curl'] },
  { exercise: 'seated leg curl', names: ['seated leg curl'] },
  { exercise: 'standing calf raise', names: ['standing calf raise', 'calf raise'] },
  { exercise: 'hack squat', names: ['hack squat'] },
  { exercise: 'power clean', gear: 'barbell', bare: true, names: ['power clean'] },
  { exercise: 'hang clean', names: ['hang clean'] },
  { exercise: 'push press', names: ['push press'] },
  { exercise: 'close-grip bench press', names: ['close-grip bench press', 'close grip bench', 'CGBP'] },
  { exercise: 'incline barbell bench press', gear: 'barbell', bare: true, names: ['incline bench press'] },
  {
    exercise: 'incline dumbbell bench press',
    gear: 'dumbbell',
    names: ['incline press', 'incline bench press'],
  },
  { exercise: 'dumbbell bench press', gear: 'dumbbell', names: ['bench press'] },
  { exercise: 'dumbbell shoulder press', gear: 'dumbbell', names: ['shoulder press', 'overhead press'] },
  { exercise: 'one-arm dumbbell row', gear: 'dumbbell', names: ['row', 'single arm row'] },
  { exercise: 't-bar row', names: ['t-bar row'] },
  { exercise: 'barbell shrug', gear: 'barbell', bare: true, names: ['shrug'] },
  { exercise: 'dumbbell fly', gear: 'dumbbell', names: ['fly', 'flye', 'chest fly'] },
  { exercise: 'pec deck', names: ['pec deck'] },
  { exercise: 'hanging leg raise', names: ['hanging leg raise'] },
  { exercise: 'good morning', gear: 'barbell', bare: true, names: ['good morning'] },
  { exercise: 'glute-ham raise', names: ['glute-ham raise', 'GHR'] },
  { exercise: 'arnold press', gear: 'dumbbell', bare: true, names: ['arnold press'] },
  { exercise: 'box squat', gear: 'barbell', bare: true, names: ['box squat'] },
  { exercise: 'rack pull', names: ['rack pull', 'block pull'] },
  { exercise: 'deficit deadlift', names: ['deficit deadlift'] },
  { exercise: 'cable fly', names: ['cable fly', 'cable crossover'] },
  {
    exercise: 'dumbbell rear delt fly',
    gear: 'dumbbell',
    bare: true,
    names: ['rear delt fly', 'reverse fly'],
  },
  { exercise: 'dumbbell shrug', gear: 'dumbbell', names: ['shrug'] },
  { exercise: 'back extension', names: ['back extension'] },
  { exercise: 'hyperextension', names: ['hyperextension', 'hyper extension'] },
  { exercise: 'inverted row', names: ['inverted row', 'bodyweight row'] },
  { exercise: 'sit-up', names: ['sit-up'] },
  { exercise: 'ab wheel rollout', names: ['ab wheel rollout', 'ab rollout'] },
  // Lifts the catalogue lacks: logged as written, never as the catalogue lift they resemble.
  {
    exercise: null,
    names: [
      'zottman curl',
      'JM press',
      'meadows row',
      'pin press',
      'cossack squat',
      'spider curl',
      'BTN press',
      'Z press',
      'Yates row',
      'Tate press',
    ],
  },
];

/** The implement's words: the full word, its short form, its plural. */
const GEAR: Record<NonNullable<Lift['gear']>, [string, string, string]> = {
  dumbbell: ['dumbbell', 'DB', 'dumbbells'],
  barbell: ['barbell', 'BB', 'barbell'],
  kettlebell: ['kettlebell', 'KB', 'kettlebell'],
  cable: ['cable', 'cable', 'cables'],
};

/** A word's plural as lifters write it: "curls", "presses", "flies", "chins" stays. */
function plural(word: string): string {
  // "RDLs", "OHPs"; an abbreviation ending in S ("BSS") is written the same for many.
  if (/^[A-Z]+$/.test(word)) return word.endsWith('S') ? word : `${word}s`;
  if (/(?:s|x|ch|sh)$/.test(word)) return word.endsWith('ss') ? `${word}es` : word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
const pluralName = (name: string) => name.replace(/(\S+)$/, (w) => plural(w));

/** "pull-up" → "pull up", "pullup"; "pulldown" → "pull-down"; "face pull" → "face-pull", "facepull". */
function joins(name: string): string[] {
  const out: string[] = [];
  if (name.includes('-')) out.push(name.replace(/-/g, ' '), name.replace(/-/g, ''));
  else if (/\b(?:pull|push)down\b/.test(name)) out.push(name.replace(/(pull|push)down/, '$1-down'));
  else if (/ (?:up|down|bar)\b/.test(name)) out.push(name.replace(/ (up|down|bar)\b/, '-$1'));
  // "skull-crushers", "facepulls", "legpress", "benchpress": a name's last two words joined.
  else if (/^[a-z]+ [a-z]+$/.test(name)) out.push(name.replace(' ', '-'), name.replace(' ', ''));
  return out;
}

/** "tricep" ↔ "triceps", "bicep" ↔ "biceps". */
const muscleWord = (name: string) =>
  name.replace(/\b(tri|bi)ceps?\b/, (w) => (w.endsWith('s') ? w.slice(0, -1) : `${w}s`));

/** The implement written first, abbreviated, after "with"/"w/", in parentheses or after a dash. */
function withGear(name: string, gear: Lift['gear']): string[] {
  if (!gear) return [];
  const [word, short, many] = GEAR[gear];
  const lifts = pluralName(name);
  return [
    `${word} ${name}`,
    `${short} ${lifts}`,
    `${lifts} with ${many}`,
    `${name} w/ ${short}`,
    `${lifts} (${short})`,
    `${name} - ${word}`,
  ];
}

/** One slip in a word of 6+ letters: a letter dropped, doubled, or swapped with its neighbour. */
function slips(name: string, turn: number): string[] {
  const out: string[] = [];
  const words = name.split(' ');
  words.forEach((w, i) => {
    if (w.length < 6 || !/^[a-z]+$/.test(w)) return;
    // Positions inside the word, after its first letter, moving with the turn so each kind meets many.
    const at = (k: number) => 1 + ((turn + k * 2) % (w.length - 2));
    const a = at(0);
    const b = at(1);
    const c = at(2);
    const typed = [
      w.slice(0, a) + w.slice(a + 1),
      w.slice(0, b + 1) + w.slice(b),
      w.slice(0, c) + (w[c + 1] ?? '') + (w[c] ?? '') + w.slice(c + 2),
    ];
    for (const t of typed) if (t !== w) out.push([...words.slice(0, i), t, ...words.slice(i + 1)].join(' '));
  });
  return out;
}

const title = (s: string) => s.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());

/** Every written name of a lift, each rule applied alone to each of its names. */
function variants(lift: Lift, turn: number): string[] {
  const out = new Set<string>();
  for (const name of lift.names) {
    // A lift only its implement tells apart ("dumbbell curl") is always written with it.
    const base = lift.gear && !lift.bare ? `${GEAR[lift.gear][0]} ${name}` : name;
    const forms = [base, pluralName(base), ...joins(base), ...joins(pluralName(base)), muscleWord(base)];
    forms.push(...withGear(name, lift.gear), ...withGear(muscleWord(name), lift.gear));
    for (const f of forms) out.add(f);
    out.add(title(base));
    out.add(base.toUpperCase());
    out.add(pluralName(base).toLowerCase());
    for (const s of slips(base.toLowerCase(), turn)) out.add(s);
  }
  // "tricep dip" has no other muscle form than its own; names left unchanged by a rule appear once.
  return [...out];
}

/** The notations each name is crossed with: sets×reps at a load, a colon, sets of reps before, a list. */
const NOTATIONS = ['{} 3x8 @ 60kg', '{}: 135x5', '3 sets of 10 {}', '{} 20 20 15'];

export interface NameLine {
  text: string;
  /** The catalogue exercise every set must be logged as; null: logged as written. */
  exercise: string | null;
  /** The name as written in the line. */
  written: string;
}

/** The generated lines with the exercise each must be logged as. */
export function nameLines(): NameLine[] {
  const out: NameLine[] = [];
  LIFTS.forEach((lift, turn) => {
    for (const written of variants(lift, turn))
      for (const n of NOTATIONS)
        out.push({ text: n.replace('{}', written), exercise: lift.exercise, written });
  });
  return out;
}
