/**
 * A rep scheme told first and its loads after it, as CrossFit and class write-ups give them, written as
 * one "reps@load" a set, which every reader takes as it is:
 * - "Back Squat 5-5-5-5-5" over "1. 175 2. 185 3. 195 4. 200 5. 205", "Back Squat, five sets of three
 *   reps" over "Results: 185-195-205-215-225lbs", "Reps and Rounds: 3-3-3-3-3" over "Results: 65#, 95#,
 *   115#, 120#(f), 120#(f)": the scheme's line, then a line of as many loads as it has sets (numbered,
 *   dashed, with commas or slashes, after a "Results:" label). The scheme's line keeps its name; a line
 *   that was only the scheme under a label goes. Read as written, the loads line was taken for reps or
 *   lost, and the scheme's sets logged without a load.
 * - "Deadlift – 5 reps @ 125#, 155#, 180#": a count of reps told once, then loads each with its unit:
 *   a set of those reps at each (without units they were read so already).
 * - "then 405/455/495f/455/475/495/500PR": loads after slashes, one marked failed ("f") or a record
 *   ("PR"), are attempts, one rep each; so are "Clean + Jerk: 50kg, 60kg, 70kg, 80kg, 90kg (fail)", a
 *   lift's name and only its loads after it, with commas, one marked.
 * A load marked failed ("120#(f)", "495f", "(fail)") is an attempt missed: no set. Loads are heavier
 * than 20 or carry their unit, so "Pull-ups 10-10-10" over "Results: 10-9-8" (the reps done) is left.
 */
import { NUMBER_WORD, wordCount } from './journal-counts.ts';
import { LINE_LEAD } from './journal-words.ts';

// A count in digits or a word (journal-counts reads the words), captured.
const COUNT = String.raw`(\d{1,2}|${NUMBER_WORD})`;

// "5-5-5-5-5", "(3-3-3-3-3)", "5-3-1-1" ending its line: reps a set, at least three sets.
const DASHED_SCHEME = /(?<![\d.,/:-])\(?(\d{1,2}(?:[ \t]*[-–][ \t]*\d{1,2}){2,9})\)?[ \t]*(?:[:.][ \t]*)?$/;
// "five sets of three reps", "5 sets of 3", "5x3", "5 x 3 reps" ending its line.
const SETS_OF_SCHEME = new RegExp(
  String.raw`(?<![\d.,/:-])\(?${COUNT}[ \t]+sets?[ \t]+of[ \t]+${COUNT}(?:[ \t]+reps?)?\)?[ \t]*(?:[:.][ \t]*)?$|(?<![\d.,/:-])\(?(\d{1,2})[ \t]*[x×][ \t]*(\d{1,2})(?:[ \t]*reps?)?\)?[ \t]*(?:[:.][ \t]*)?$`,
  'i',
);
// What may stand before the scheme: a name, a label ("WOD: Back Squat"), the separator after it.
const HEAD = /^[ \t]*(?:[-–•*>][ \t]*)?[\p{L}][\p{L}\p{M} '’&/().:-]*$/u;
// "Reps and Rounds:", "Rep scheme:", "Scheme -": a line whose words only say that the scheme follows.
const SCHEME_LABEL =
  /^[ \t]*(?:[-–•*>][ \t]*)?(?:(?:reps?|rounds?|sets?|scheme|and|&)[ \t/]*)+[:–—-]?[ \t]*$/i;

// "Results:", "Weights -", "Loads used:": a label before the loads.
const LOADS_LABEL =
  /^[ \t]*(?:[-–•*>][ \t]*)?(?:results?|weights?|loads?|weights?[ \t]+used|loads?[ \t]+used|lifts?|lifted)[ \t]*[:–—-][ \t]*/i;
// One load with its unit and mark: "185", "65#", "120#(f)", "495f", "500PR", "185 (PR)", "100kg".
const ITEM =
  /(\d{2,3}(?:\.\d{1,2})?)(?:[ \t]*(lbs?|kgs?|#))?(?:[ \t]*(\((?:f|fail|failed|miss|missed|pr)\)|f(?![\p{L}])|fail(?:ed)?\b|miss(?:ed)?\b|PR\b))?/iuy;
// Between loads: a comma, a slash, a dash, a semicolon, or spaces alone ("95 105 115").
const SEPARATOR = /[ \t]*[,/;–-][ \t]*|[ \t]+/y;
// "1. 175", "2) 185", "3.175": a numbered load, its number first.
const NUMBERED = /[ \t]*(\d{1,2})[.)][ \t]*/y;
// "lbs" told once after the whole list: every load's.
const LIST_UNIT = /[ \t]*(lbs?|kgs?|#|pounds|kilos)\.?/iy;
// After the list: nothing, a full stop, or a remark in brackets.
// After the list: the line's end, or a remark after a mark: "(PR)", ".", "; felt strong", " - felt good", an
// emoji. The remark stays after the sets.
const LIST_END = /^[ \t]*(?:\([^()\n]*\)[ \t]*)?(?:$|[.!;,]|[-–—][ \t]|\p{Extended_Pictographic})/u;

interface Load {
  weight: string;
  unit: string;
  failed: boolean;
}

const unitWord = (unit: string) => {
  const u = unit.toLowerCase();
  return u === '#' || u.startsWith('lb') || u === 'pounds' ? 'lb' : u ? 'kg' : '';
};

/** One load at `at` in `text`, its end, or undefined. */
function itemAt(text: string, at: number): { load: Load; end: number } | undefined {
  ITEM.lastIndex = at;
  const m = ITEM.exec(text);
  if (!m) return undefined;
  const mark = (m[3] ?? '').replace(/[()]/g, '').toLowerCase();
  return {
    load: { weight: m[1] ?? '', unit: unitWord(m[2] ?? ''), failed: mark !== '' && mark !== 'pr' },
    end: ITEM.lastIndex,
  };
}

/** The loads written from `at`: numbered ("1. 175 2. 185") or separated ("185-195-205lbs"), their end. */
function loadsFrom(text: string, at: number): { loads: Load[]; end: number } | undefined {
  const loads: Load[] = [];
  let pos = at;
  NUMBERED.lastIndex = pos;
  const numbered = NUMBERED.exec(text)?.[1] === '1';
  for (;;) {
    if (numbered) {
      NUMBERED.lastIndex = pos;
      const n = NUMBERED.exec(text);
      if (!n || Number(n[1]) !== loads.length + 1) break;
      pos = NUMBERED.lastIndex;
    } else if (loads.length) {
      SEPARATOR.lastIndex = pos;
      if (!SEPARATOR.exec(text)) break;
      pos = SEPARATOR.lastIndex;
    }
    const item = itemAt(text, pos);
    if (!item) {
      if (!loads.length || numbered) return undefined;
      break;
    }
    loads.push(item.load);
    pos = item.end;
    // "2. 170. 3. 175": a full stop after a numbered load.
    if (numbered && text[pos] === '.') pos++;
  }
  if (loads.length < 2) return undefined;
  // The separator taken before a word that is no load ends the list before it.
  let end = numbered ? pos : endWithout(text, pos, ' \t,/;–-');
  LIST_UNIT.lastIndex = end;
  const unit = LIST_UNIT.exec(text);
  if (unit) {
    for (const l of loads) l.unit ||= unitWord(unit[1] ?? '');
    end = LIST_UNIT.lastIndex;
  }
  return { loads, end };
}

/** "R@L" for each load not failed, with its unit. */
const written = (reps: number[], loads: Load[]) =>
  loads
    .map((l, i) => (l.failed ? '' : `${reps[i]}@${l.weight}${l.unit}`))
    .filter(Boolean)
    .join(', ');

/**
 * Where `text` up to `end` ends without any of `chars` (a loop: a regex ending "[…]+$" is quadratic on
 * long runs).
 */
function endWithout(text: string, end: number, chars: string): number {
  let at = end;
  while (at > 0 && chars.includes(text[at - 1] ?? '')) at--;
  return at;
}

const count = (word: string) => wordCount(word) ?? Number(word);

/** The scheme ending a line, as the reps of each set, and what stands before it. */
function schemeOn(line: string): { head: string; reps: number[] } | undefined {
  const dashed = DASHED_SCHEME.exec(line);
  if (dashed) {
    const reps = (dashed[1] ?? '').split(/[ \t]*[-–][ \t]*/).map(Number);
    return { head: line.slice(0, dashed.index), reps };
  }
  const sets = SETS_OF_SCHEME.exec(line);
  if (!sets) return undefined;
  const n = count(sets[1] ?? sets[3] ?? '');
  const r = count(sets[2] ?? sets[4] ?? '');
  if (n < 2 || n > 10 || r < 1) return undefined;
  return { head: line.slice(0, sets.index), reps: Array.from({ length: n }, () => r) };
}

/** The loads of a line that is only a list of them, after a label, and the remark after them. */
function loadLine(line: string): { loads: Load[]; rest: string } | undefined {
  if (!/\d/.test(line)) return undefined;
  const label = LOADS_LABEL.exec(line);
  const start = label ? label[0].length : (/^[ \t]*(?:[-–•*>][ \t]+)?/.exec(line)?.[0].length ?? 0);
  const list = loadsFrom(line, start);
  const rest = line.slice(list?.end);
  if (!list || !LIST_END.test(rest)) return undefined;
  return { loads: list.loads, rest };
}

/** Loads read as loads: each has its unit or is heavier than 20. */
const heavy = (loads: Load[]) => loads.every((l) => l.unit !== '' || Number(l.weight) > 20);

/** "Back Squat 5-5-5" over "1. 175 2. 185 3. 195": the scheme's line and its loads' line rewritten. */
function schemeOverLoads(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length - 1; i++) {
    const scheme = schemeOn(out[i] ?? '');
    if (!scheme) continue;
    const head = scheme.head.slice(0, endWithout(scheme.head, scheme.head.length, ' \t,:;–—-'));
    if (head !== '' && !HEAD.test(head)) continue;
    const j = (out[i + 1] ?? '').trim() === '' ? i + 2 : i + 1;
    const list = loadLine(out[j] ?? '');
    if (!list || list.loads.length !== scheme.reps.length || !heavy(list.loads)) continue;
    out[j] = `${written(scheme.reps, list.loads)}${list.rest}`;
    out[i] = head === '' || SCHEME_LABEL.test(head) ? '' : head;
    // A label-only scheme line gone: the name's line sits right over the loads.
    if (out[i] === '' && i > 0 && (out[i - 1] ?? '').trim() !== '') out.splice(i, 1);
  }
  return out;
}

// "5 reps @ 125#, 155#", "3 reps at 100kg/110kg": reps told once, then loads (not "3 x 5 reps @ …").
const REPS_AT = /(?<![\d.]|[x×*][ \t]*)(\d{1,2})[ \t]*reps?[ \t]*(?:@|at)[ \t]*(?=\d)/gi;
// "then 405/455/495f/500PR": slashed loads, one of them marked (checked on the list read).
// What may follow such a list: the line's end, a stop, a remark, the next clause.
const LIST_AFTER = /^[ \t]*(?:$|[.;,!(]|[-–—][ \t]|and\b|then\b|\p{Extended_Pictographic})/iu;
// The first number is taken, so a search that finds no list there goes on past it.
const SLASH_START =
  /(?<![\d./-])\d{2,3}(?=(?:\.\d{1,2})?[ \t]*(?:(?:lbs?|kgs?|#)[ \t]*)?(?:\(?(?:f|pr)\)?[ \t]*)?\/[ \t]*\d)/gi;

/** "5 reps @ 125#, 155#, 180#" in a line: each load a set of those reps. */
function repsAtLoads(line: string): string {
  if (!/reps?[ \t]*(?:@|at)/i.test(line)) return line;
  let out = '';
  let from = 0;
  REPS_AT.lastIndex = 0;
  for (let m = REPS_AT.exec(line); m; m = REPS_AT.exec(line)) {
    const list = loadsFrom(line, m.index + m[0].length);
    if (!list || !heavy(list.loads)) continue;
    // Without a unit or mark, "5 reps @ 185, 195, 205" is read so already.
    if (!list.loads.some((l) => l.unit || l.failed)) continue;
    if (!LIST_AFTER.test(line.slice(list.end))) continue;
    const reps = Number(m[1]);
    out += `${line.slice(from, m.index)}${written(
      list.loads.map(() => reps),
      list.loads,
    )}`;
    from = list.end;
    REPS_AT.lastIndex = list.end;
  }
  return out + line.slice(from);
}

/** Slashed loads with a failed or record mark: one rep each, the failed ones left out. */
function markedAttempts(line: string): string {
  if (!/\d[ \t]*\(?(?:f|pr)\b/i.test(line) || !line.includes('/')) return line;
  let out = '';
  let from = 0;
  SLASH_START.lastIndex = 0;
  for (let m = SLASH_START.exec(line); m; m = SLASH_START.exec(line)) {
    const list = slashList(line, m.index);
    if (!list) continue;
    out += `${line.slice(from, m.index)}${written(
      list.loads.map(() => 1),
      list.loads,
    )}`;
    from = list.end;
    SLASH_START.lastIndex = Math.max(SLASH_START.lastIndex, list.end);
  }
  return out + line.slice(from);
}

/** A list of loads joined by slashes only, at least three, one marked. */
function slashList(line: string, at: number): { loads: Load[]; end: number } | undefined {
  const list = loadsFrom(line, at);
  if (!list || list.loads.length < 3 || !heavy(list.loads)) return undefined;
  const text = line.slice(at, list.end);
  if (/[,;–-]/.test(text) || !/\d[ \t]*\(?(?:f|pr)\b/i.test(text)) return undefined;
  return list;
}

// "Clean + Jerk: ", "* Snatch - ", "3. Snatch: ": a lift's name alone before its list of loads.
const NAMED_LIST = new RegExp(String.raw`^${LINE_LEAD}\p{L}[\p{L}\p{M} '’&+]*[:–—-][ \t]*(?=\d)`, 'iu');

const MARKED = /(?:\d|\(|[ \t])(?:f|fail(?:ed)?|miss(?:ed)?|pr)\b/i;

/** "Clean + Jerk: 50kg, 60kg, 70kg, 80kg, 90kg (fail)": a name, then only loads, one marked: attempts. */
function namedAttempts(line: string): string {
  const name = NAMED_LIST.exec(line);
  if (!name || !MARKED.test(line)) return line;
  const list = loadsFrom(line, name[0].length);
  if (!list || list.loads.length < 3 || !heavy(list.loads)) return line;
  if (!list.loads.some((l) => l.failed) && !/pr\b/i.test(line.slice(name[0].length, list.end))) return line;
  const rest = line.slice(list.end);
  if (!LIST_END.test(rest)) return line;
  return `${name[0]}${written(
    list.loads.map(() => 1),
    list.loads,
  )}${rest}`;
}

/** The entry with each scheme told before its loads written as one "reps@load" a set. */
export function schemeThenLoads(text: string): string {
  if (!/\d/.test(text)) return text;
  const lines = schemeOverLoads(text.split('\n'));
  return lines.map((line) => namedAttempts(markedAttempts(repsAtLoads(line)))).join('\n');
}
