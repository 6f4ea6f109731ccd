/**
 * Rep schemes and rounds done over several exercises, spread over each one before the entry is split:
 * "50-40-30-20-10" above bulleted moves, "21-15-9 thrusters and pull-ups", "3 rounds:" above counted
 * moves (joined into one line by journal-block-heading), and "5 rounds of 10x Wall Balls and 10x Sit
 * Ups" inside a sentence.
 */
import { cardioName } from './journal-cardio.ts';
import { joinedLifts } from './journal-joined.ts';

// "50-40-30-20-10", "9 – 7 – 5", "For time: 21-15-9 thrusters and pull-ups", "Cindy 21-15-9": reps per round, the
// same for every exercise after it, maybe under a name for the workout.
// "Flow 2: 5-4-3-2-1", "Part 1: 21-15-9": a numbered part's name before a colon is a title too.
const SCHEME =
  /^\s*(?:(\p{L}[\p{L}' ]{0,30}?(?:\s\d{1,2}(?=\s*:))?)\s*[:–—-]?\s+)?(\d{1,3}(?:\s*[-–—]\s*\d{1,3}){2,9})(?![\d.])\s*(?:reps?\b)?\s*(?:(?:of|for time)\b\s*)?[:.]?\s*(.*)$/iu;

interface Scheme {
  reps: number[];
  /** the workout's name before the scheme ("For time", "Cindy"), kept as a line of its own */
  title: string;
  names: string;
}

// "5 reps, then 4, 3, 2, 1", "10 reps then 8, 6 and 4": a ladder told in words, its first count with
// "reps" and the rest after "then", alone on its line (a title before it aside): the ladder "5-4-3-2-1".
const LADDER_IN_WORDS =
  /^(\s*(?:\p{L}[\p{L}' ]{0,30}?(?:\s\d{1,2})?\s*[:–—-]\s*)?)(\d{1,3})\s*reps?\s*,?\s*(?:and\s+)?then\s+(\d{1,3}(?:\s*(?:,|,?\s*and)\s*\d{1,3}){1,8})\s*(?:reps?)?\s*[.:]?\s*$/iu;

function ladderWritten(text: string): string {
  const m = /then/i.test(text) ? LADDER_IN_WORDS.exec(text) : null;
  if (!m) return text;
  const counts = [m[2], ...(m[3] ?? '').split(/\s*(?:,|,?\s*and)\s*/)];
  return `${m[1]}${counts.join('-')}`;
}

function schemeOf(written: string, isLift: (name: string) => boolean): Scheme | null {
  const text = ladderWritten(written);
  const m = SCHEME.exec(text);
  if (!m?.[2]) return null;
  const title = m[1]?.trim() ?? '';
  // "Squat 5-5-5": the reps of the lift named, not a scheme for others.
  if (title && isLift(title)) return null;
  const reps = m[2].split(/[-–—]/).map((n) => Number(n.trim()));
  // Three or more counts, falling or flat, as schemes are: not "135 - 5" (a load and its reps). A rising
  // "5-10-15" is a range or a date, unless the line says it is reps or a workout ("5-10-15 for time:",
  // "5-10-15 reps of:", "For time: 5-10-15") or stands alone over its moves (spreadSchemes wants two
  // moves or more under it): then it is the ladder climbed.
  const told = Boolean(title) || !m[3]?.trim() || /\d\s*(?:reps?\b|(?:of|for time)\b)/i.test(m[0]);
  const fits = (r: number, i: number, cmp: (a: number, b: number) => boolean) =>
    r > 0 && r <= 100 && (i === 0 || cmp(r, reps[i - 1] ?? 0));
  const falling = reps.every((r, i) => fits(r, i, (a, b) => a <= b));
  const rising = told && reps.every((r, i) => fits(r, i, (a, b) => a > b));
  return falling || rising ? { reps, title, names: m[3]?.trim() ?? '' } : null;
}

// A load with its unit beside a move's name ("Thrusters 95#", "KB swings @ 24kg"): no count.
const NAMED_LOAD = /(?:@\s*)?\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#|pounds?|kilos?)(?![a-z])/gi;

/** Words only, once asides and loads are taken out. */
function wordsOnly(text: string): string {
  return (
    text
      .replace(/\([^()]*\)/g, ' ')
      .replace(NAMED_LOAD, ' ')
      // "Box jumps 24\"", "24/20 in": a box's height.
      .replace(/\b\d{2}(?:\s*\/\s*\d{2})?\s*(?:["”]|in(?:ch(?:es)?)?\b)/gi, ' ')
      .trim()
  );
}

/** A line that names an exercise and no count: maybe a load ("Russian Twists (35# KB)", "Thrusters 95#"). */
function bareName(line: string): boolean {
  const text = wordsOnly(line.replace(/^\s*(?:[-–—•·*>]+|\d{1,2}[.)])\s*/, ''));
  return /\p{L}{3}/u.test(text) && !/\d/.test(text);
}

// "50 yard Sandbag Run", "Run 400m", "1 min plank": a bout of a distance or a time, run once each round.
const BOUT_UNIT = String.raw`\d{1,4}(?:\.\d+)?\s*(?:m|km|meters?|metres?|yards?|yds?|ft|feet|miles?|cals?|calories|mins?|minutes?|secs?|seconds?)`;
const BOUT_LINE = new RegExp(
  String.raw`^\s*(?:[-–—•·*>]+|\d{1,2}[.)])?\s*(?:(${BOUT_UNIT})\s+(\p{L}[\p{L}' -]*?)|(\p{L}[\p{L}' -]*?)\s*[:–—-]?\s*(${BOUT_UNIT}))\s*$`,
  'iu',
);

/** A round's move: its name as written (bullet off) and, for a bout, its distance or time. */
interface RoundMove {
  line: string;
  key: string;
  bout: string | null;
  load?: string | null;
}

function roundMove(line: string, lift: (name: string) => LiftKind | undefined): RoundMove | null {
  const bout = BOUT_LINE.exec(line);
  if (bout) {
    const name = (bout[2] ?? bout[3] ?? '').trim();
    if (/^rest\b/i.test(name)) return null;
    return {
      line: line.replace(/^\s*(?:[-–—•·*>]+|\d{1,2}[.)])\s*/, '').trim(),
      // One activity however its name is spelled: a slip in "Sandbag Run" is still the same run.
      key: cardioName(name) ?? name.toLowerCase(),
      bout: name,
    };
  }
  const [name, load] = loadAfter(line, lift);
  if (!bareName(name)) return null;
  const key = wordsOnly(name.replace(/^\s*(?:[-–—•·*>]+|\d{1,2}[.)])\s*/, '')).toLowerCase();
  return { line: name, key, bout: null, load };
}

/**
 * The moves under a rep ladder, grouped by move in the order first listed: a move listed twice in the
 * round ("50 yard Sandbag Run" after each exercise) is done twice each round. A lift takes one set per
 * number of the ladder (twice each when listed twice); a bout of a distance or a time is one bout per
 * round, each on its own line, as a run is logged.
 */
function ladderMoves(moves: RoundMove[], reps: number[], withScheme: (move: string, list: string) => string) {
  const groups = new Map<string, RoundMove[]>();
  for (const mv of moves) groups.set(mv.key, [...(groups.get(mv.key) ?? []), mv]);
  return [...groups.values()].flatMap((same) => {
    const first = same[0] as RoundMove;
    if (first.bout) return Array.from({ length: reps.length * same.length }, () => first.line);
    const list = reps.flatMap((r) => same.map(() => r)).join('/');
    return [first.load ? `${first.line} ${list} @ ${first.load}` : withScheme(first.line, list)];
  });
}

/** What a scheme needs to know of a named lift. */
export interface LiftKind {
  isBodyweight: boolean;
}

/**
 * A move and its scheme; "Thrusters (95)": a bare number in parentheses is the move's load, unless the
 * move is done with the body's weight ("Box jumps (24)": the box's height).
 */
function schemed(move: string, list: string, lift: (name: string) => LiftKind | undefined): string {
  const load = /\(\s*(\d{2,4}(?:\.\d+)?)\s*\)/.exec(move);
  const name = load ? `${move.slice(0, load.index)}${move.slice(load.index + load[0].length)}`.trimEnd() : '';
  if (!load || lift(name.replace(/^\s*(?:[-–—•·*>]+|\d{1,2}[.)])\s*/, ''))?.isBodyweight !== false)
    return `${move.trimEnd()} ${list}`;
  return `${name} ${list} @ ${load[1]}`;
}

// "Thrusters 95/65", "thrusters @ 95": a bare load after the move, maybe with the lighter prescribed load.
const LOAD_AFTER =
  /\s+(?:@\s*|at\s+)?(\d{2,4}(?:\.\d+)?)(?:\s*\/\s*\d{2,4}(?:\.\d+)?)?\s*((?:kgs?|lbs?|#)(?![a-z]))?\s*$/i;

/**
 * "Thrusters 95/65" in a ladder's list of moves: the move and its load, the first of a prescribed pair
 * (the lighter one is the scaled load). A bodyweight move's bare number is no load and tells no set
 * ("box jumps 24/20": the box's heights).
 */
function loadAfter(move: string, lift: (name: string) => LiftKind | undefined): [string, string | null] {
  const m = LOAD_AFTER.exec(move);
  const name = m ? move.slice(0, m.index) : move;
  if (!m?.[1]) return [move, null];
  if (lift(name)?.isBodyweight) return [m[2] ? move : name, null];
  return [name, `${m[1]}${m[2] ?? ''}`];
}

// "Stronglift 5×5": words that name no lift, then sets × reps.
const PROGRAM = /^\s*(\p{L}[\p{L}\s'-]*?)\s+(\d{1,2}\s*[x×]\s*\d{1,2})\s*$/u;
// "Squats – 210 lbs": a lift and its load, no reps.
const LOAD_ROW = /^\s*(\p{L}[\p{L}\s'-]*?)\s*[-–—:]\s*(\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#)?)\s*$/iu;

/**
 * "Stronglift 5×5" over "Squats – 210 lbs", "Overhead Press – 120 lbs": a program's name with its scheme
 * heads two or more lifts that each write only a load; each lift takes the scheme at its load, and the
 * program's name is no lift. The heading line and its rows, rewritten; null when the block is not one.
 */
function programRows(lines: string[], i: number, isLift: (name: string) => boolean): string[] | null {
  const head = PROGRAM.exec(lines[i] ?? '');
  if (!head?.[1] || isLift(head[1])) return null;
  const rows: string[] = [];
  for (let j = i + 1; j < lines.length; j++) {
    const row = LOAD_ROW.exec(lines[j] ?? '');
    if (!row?.[1] || !isLift(row[1])) break;
    rows.push(`${row[1]} ${head[2]} @ ${row[2]}`);
  }
  return rows.length >= 2 ? [head[1], ...rows] : null;
}

/**
 * "50-40-30-20-10" above bulleted exercises, "21-15-9 thrusters and pull-ups": each exercise gets one
 * set per number of the scheme, written after its name as a reps list. A scheme on its own line spreads
 * only over two or more name lines after it, and not when a lift named just before it owns it
 * ("Curls\n10-8-6").
 */
export function spreadSchemes(lines: string[], lift: (name: string) => LiftKind | undefined): string[] {
  const isLift = (name: string) => Boolean(lift(name));
  const withScheme = (move: string, list: string) => schemed(move, list, lift);
  const out: string[] = [];
  let before = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const program = programRows(lines, i, isLift);
    if (program) {
      out.push(...program);
      i += program.length - 1;
      continue;
    }
    // "3x10 curls 30 and pushdowns 50": lifts sharing a scheme written once (journal-joined).
    const joined = joinedLifts(line, lift);
    if (joined) {
      out.push(...joined);
      before = '';
      continue;
    }
    const own = schemeOf(line, isLift);
    const list = own?.reps.join('/') ?? '';
    if (own && !own.names && !(bareName(before) && isLift(before))) {
      const named: RoundMove[] = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const next = lines[j] ?? '';
        if (!next.trim()) {
          if (named.length) break;
          continue;
        }
        const move = roundMove(next, lift);
        if (!move) break;
        named.push(move);
      }
      // Two moves or more, one a lift (a list of runs alone is intervals, not a ladder).
      if (named.length >= 2 && named.some((mv) => !mv.bout)) {
        if (own.title) out.push(own.title);
        out.push(...ladderMoves(named, own.reps, withScheme));
        i = j - 1;
        before = '';
        continue;
      }
    } else if (own && /^\p{L}/u.test(own.names)) {
      // "21-15-9 thrusters (95#) and pull-ups": the moves after the scheme, one part each.
      const moves = own.names
        .split(/\s*(?:,|\band\b|&|\+|\/(?!\s*\d))\s*(?![^()]*\))/i)
        .filter((t) => /\p{L}{3}/u.test(t))
        .map((mv) => loadAfter(mv, lift));
      if (moves.every(([mv]) => !/\d/.test(wordsOnly(mv)))) {
        if (own.title) out.push(own.title);
        out.push(
          moves.map(([mv, load]) => (load ? `${mv} ${list} @ ${load}` : withScheme(mv, list))).join('; '),
        );
        before = '';
        continue;
      }
    }
    out.push(line);
    if (line.trim()) before = line;
  }
  return out;
}

const ROUND_WORD_LIST = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ROUND_WORDS = ROUND_WORD_LIST.join('|');

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const ROUNDS_OF_MOVES = new RegExp(
  String.raw`\b(\d{1,2}|${ROUND_WORDS})\s*(?:rounds?|circuits?|rft)\s*(?:of|for\s+time)?\s*[:–—-]?\s+(.+?)\s*[.!]?$`,
  'i',
);

/**
 * "a mini workout of 5 rounds of 10x Wall Balls and 10x Sit Ups": rounds of counted moves in a sentence,
 * each move that many sets of its count.
 */
export function spreadRounds(line: string): string {
  const m = ROUNDS_OF_MOVES.exec(line);
  if (m?.[1] && !/\d/.test(m[1])) m[1] = String(ROUND_WORD_LIST.indexOf(m[1].toLowerCase()) + 2);
  if (!m?.[1] || !m[2] || Number(m[1]) < 2) return line;
  const n = m[1];
  const parts = m[2].split(/\s*(?:,|;|\band\b|&|\+)\s*(?![^()]*\))/i).filter(Boolean);
  const moves = parts.map((p) => {
    // "400m run": that many rounds of the distance.
    const far =
      /^(\d+(?:\.\d+)?\s*(?:m|km|meters?|metres?|cal|calories|miles?))\s+(\p{L}[\p{L}' -]*)$/iu.exec(p);
    if (far) return `${far[2]} ${n} x ${far[1]}`;
    // "10x Wall Balls", "10 KB swings @ 24kg", "10 goblet squats (50 lb)": a count, the move, its load.
    const counted =
      /^(\d{1,3})\s*(?:[x×]|reps?(?:\s+of)?)?\s+(\p{L}[\p{L}' -]*?)\s*(?:\(?\s*(?:@|at|with)?\s*(\d+(?:\.\d+)?\s*(?:kgs?|lbs?|#|pounds?|kilos?))\s*\)?)?$/iu.exec(
        p,
      );
    return counted ? `${counted[2]} ${n}x${counted[1]}${counted[3] ? ` @ ${counted[3]}` : ''}` : null;
  });
  if (moves.length < 2 || moves.some((mv) => !mv)) return line;
  const before = line.slice(0, m.index).trim();
  return before ? `${before}. ${moves.join('; ')}` : moves.join('; ');
}
