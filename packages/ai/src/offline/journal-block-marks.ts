/**
 * In a block, a line that instructs or labels is not a set, and a repeat mark multiplies what it
 * covers. Read for the whole entry, before a block's heading is read (journal-block-heading):
 * - a label names where the day sits in a program, never what was lifted: "5/3/1 week 2", "Week 3
 *   Day 1", "GZCLP T1", "5x5 A", "Phase 2 - wk 4". Its numbers count weeks, days and tiers; it is a note.
 * - an abbreviation key ("BS = Back Squat; RDL = Romanian Dead-lift") is a note, and each short
 *   name it defines reads as its full name in the lines after it.
 * - a repeat mark after rows ("3 times through, no rest.", "x3 rounds", "Repeated the circuit 4
 *   times") makes the rows above it, back to the block's heading or a blank line, that many rounds:
 *   it is written as a round count over them ("3 rounds:"), read as a heading's would be.
 * - a circuit written out again and again, identically ("20 x Push-ups, 20 Squats" three times), is
 *   that many rounds of it: one line of rounds, so each move's sets stay together.
 */

import type { EntryLine } from './journal-block-heading.ts';
import {
  circuitHead,
  circuitMark,
  closingTime,
  formatHead,
  roundsPlusMove,
} from './journal-circuit-marks.ts';
import { closingSets } from './journal-closing-sets.ts';
import { NUMBER_WORD, wordCount } from './journal-counts.ts';

// A place in a program's calendar: "week 2", "wk3", "Day 1 of 4", "Phase II", "T1", "Workout B"; round
// 36: "Week: 2", its colon the label's.
const CALENDAR = new RegExp(
  String.raw`\b(?:(?:week|wk|day|phase|cycle|block|wave|meso(?:cycle)?|micro(?:cycle)?|session|workout|wo|template|month|tier|stage)\s*[#:]?\s*(?:\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?|[a-f]|i{1,3}|iv|v|${NUMBER_WORD})|t\s?[1-4])(?![\p{L}\d])`,
  'giu',
);
// A program named by its scheme ("5/3/1", "5x5", "3x5"): a label only beside a place in it, since on
// its own under a lift it may be the sets.
const SCHEME_PROGRAM = /(?<![\d.])(?:5\s*\/\s*3\s*\/\s*1|531|[35]\s*[x×]\s*5)(?![\d.])/giu;
// A program named by name: a label whatever stands beside it.
const NAMED_PROGRAM =
  /\b(?:gzcl[pa]?|nsuns|stronglifts|sl|starting\s+strength|greyskull|gslp|texas\s+method|madcow|phul|phat|ppl|candito|sheiko|smolov(?:\s+j(?:r|unior))?|juggernaut|wendler|bbb|boring\s+but\s+big|fsl)\b/giu;
// A workout's letter ("5x5 A", "Workout B") and the words a label is written with.
const LETTER = /(?<![\p{L}\d])[A-F](?![\p{L}\d])/gu;
const FILLER =
  /\b(?:the|my|of|and|program(?:me)?|routine|plan|deload|test|heavy|light|medium|volume|intensity|upper|lower|push|pull|legs|full\s*body)\b/giu;

/** A line that only labels a place in a program ("5/3/1 week 2", "GZCLP T1", "5x5 A"). */
export function isProgramLabel(line: string): boolean {
  if (!/\d/.test(line)) return false;
  let rest = line;
  const found = (re: RegExp) => {
    const before = rest;
    rest = rest.replace(re, ' ');
    return rest !== before;
  };
  const named = found(NAMED_PROGRAM);
  const calendar = found(CALENDAR);
  const scheme = found(SCHEME_PROGRAM);
  const letter = found(LETTER);
  found(FILLER);
  // Nothing else on the line: no lift, no load, no count of its own.
  if (/[\p{L}\d]/u.test(rest)) return false;
  return calendar || (scheme && (named || letter)) || (named && letter);
}

// "BS = Back Squat", "RDL = Romanian Dead-lift": a short name, then the name it stands for.
const KEY_PAIR = /^\s*([A-Z][A-Za-z]{0,5})\s*=\s*(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,4})\s*$/u;

/** The pairs of a line that is only an abbreviation key, or null. */
function keyOf(line: string): [string, string][] | null {
  const parts = line.split(/[;,]/).filter((p) => p.trim());
  const pairs = parts.map((p) => KEY_PAIR.exec(p));
  if (!parts.length || pairs.some((m) => !m)) return null;
  return pairs.map((m) => [m?.[1] ?? '', m?.[2] ?? '']);
}

const COUNT = String.raw`(\d{1,2}|${NUMBER_WORD}|twice|thrice)`;
// "- Rest and repeat", "Rest 60 sec, then repeat": the rest before the rounds again, and a bullet.
const LEAD = String.raw`^\s*(?:[-–—•·*>]+\s*)?[(\[]?\s*(?:rest(?:\s+(?:for\s+)?\d{1,3}\s*(?:s|secs?|seconds?|m|mins?|minutes?))?\s*(?:,\s*)?(?:and|then|&)\s+(?:then\s+)?)?`;
// "repeated the circuit", "did that", "went through it all": a verb that does the rows again.
const OBJECT = String.raw`(?:this|that|it|these|those|them|all|everything|the\s+(?:circuit|lot|above|whole\s+thing|block))`;
const AGAIN = String.raw`(?:i\s+)?(?:repeat(?:ed)?|did|do|done|went|ran|go|performed)\s+(?:${OBJECT}\s+(?:all\s+)?)?(?:(?:through|over)\s+)?`;
// "x3 rounds", "3 times through", "three rounds total", "twice": the count with its word.
const TIMES = String.raw`(?:all\s+)?(?:[x×]\s*${COUNT}\s*(?:rounds?|times|circuits?|rotations?)|${COUNT}\s*(?:times|rounds?|circuits?|rotations?|x(?=\s*through))|(twice|thrice))(?:\s+(?:through|over|total|in\s+total))?`;
// After a verb the count may stand bare: "Repeat 3x", "did it x4".
const BARE = String.raw`(?:[x×]\s*${COUNT}|${COUNT}\s*x)`;
// "repeat two more times", "2 more rounds", "twice more": rounds after the first, so one more in all.
const MORE = String.raw`(?:${COUNT}\s+more\s+(?:times|rounds?|circuits?|rotations?)|(twice|thrice|once)\s+more|(one)\s+more\s+(?:time|round))`;
// "Repeat once", "do it again", "Rest and repeat", "went through it all again": the rows once more.
const ONCE = String.raw`(?:repeat(?:ed)?(?:\s+${OBJECT})?(?:\s+(?:once|again))?|(?:i\s+)?(?:did|do|went|ran|go|performed)\s+(?:(?:through|over|all|${OBJECT})\s+){0,3}(?:once\s+)?again)`;
const END = String.raw`\s*[)\]]?\s*(?=$|[,.;:!–—-])`;
// "3 times through, no rest.", "x3 rounds", "Did that 4 times", "Repeat 3x": the rows above, that many
// times; what follows the mark is a remark. Not "x10" alone, a set's reps again (journal-repeats).
// Each form with the rounds it says: its count in all, its count after the first, or once again.
const countOf = (m: RegExpExecArray): number => {
  const word = (m.slice(1).find((w) => w !== undefined) ?? '').toLowerCase();
  return word === 'once' ? 1 : word === 'twice' ? 2 : word === 'thrice' ? 3 : (wordCount(word) ?? 0);
};
const FORMS: [RegExp, (m: RegExpExecArray) => number][] = [
  [new RegExp(`${LEAD}(?:(?:${AGAIN})?${TIMES}|${AGAIN}${BARE})${END}`, 'iu'), countOf],
  [new RegExp(`${LEAD}(?:${AGAIN})?${MORE}${END}`, 'iu'), (m) => countOf(m) + 1],
  [new RegExp(`${LEAD}${ONCE}${END}`, 'iu'), () => 2],
];
// A line that can be a repeat mark holds one of these words: the forms are tried only then.
const MAY_REPEAT =
  /\brepeat|\b(?:times|rounds?|circuits?|rotations?|twice|thrice|again|more)\b|\d\s*[x×]|[x×]\s*\d/i;

/** The round count a line that only marks a repeat says, and what else it says; null for any other line. */
export function repeatMark(line: string): { n: number; remark: string } | null {
  if (!MAY_REPEAT.test(line)) return null;
  for (const [re, rounds] of FORMS) {
    const m = re.exec(line);
    if (!m) continue;
    const n = rounds(m);
    const remark = line
      .slice(m[0].length)
      .replace(/^[\s,.;:!–—-]+/, '')
      .trim();
    // "30 sec rest" is about the rounds; a set of its own ("then 3x5 squats") is no remark.
    if (n < 2 || n > 20 || /\d\s*[x×]\s*\d|\d\s*(?:reps?|kgs?|lbs?)\b|@/i.test(remark)) return null;
    return { n, remark };
  }
  return null;
}

const sameLine = (a: string) => a.replace(/\s+/g, ' ').trim().toLowerCase();

/** The entry's lines, labels and keys as remarks, repeat marks written as round counts over their rows. */
// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const THREE_LETTERS = /\p{L}{3}/u;

export function blockMarks(lines: string[]): EntryLine[] {
  const out: EntryLine[] = [];
  const keys: [RegExp, string][] = [];
  const expand = (line: string) => keys.reduce((t, [re, full]) => t.replace(re, full), line);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const key = keyOf(raw);
    if (key) {
      for (const [short, full] of key) keys.push([new RegExp(String.raw`\b${short}\b`, 'g'), full]);
      out.push({ text: raw.trim(), remark: true });
      continue;
    }
    const line = expand(raw);
    if (isProgramLabel(line)) {
      out.push({ text: line.trim(), remark: true });
      continue;
    }
    // "AMRAP 12 min:" over a circuit's moves names their format: a note (journal-circuit-marks).
    if (formatHead(line, lines.slice(i + 1).map(expand))) {
      out.push({ text: line.trim(), remark: true });
      continue;
    }
    // "x3" over a circuit's moves is its round count (journal-circuit-marks).
    const head = circuitHead(line, lines.slice(i + 1).map(expand));
    if (head) {
      out.push({ text: head, remark: false });
      continue;
    }
    // "Time: 14:32" under a block of moves is how long it took (journal-circuit-marks).
    if (
      closingTime(
        line,
        out.filter((l) => !l.remark).map((l) => l.text),
      )
    ) {
      out.push({ text: line.trim(), remark: true });
      continue;
    }
    // "*3 sets" under moves each written count first, a paragraph each: their sets (journal-closing-sets).
    const sets = closingSets(
      line,
      out.map((l) => (l.remark ? '#' : l.text)),
    );
    if (sets) {
      const rows = sets.rows.map((k) => out[k] as EntryLine);
      out.splice(sets.rows[0] ?? out.length);
      out.push({ text: `${sets.n} rounds:`, remark: false }, ...rows);
      continue;
    }
    // "13 rounds + 10 pullups" after a blank line under the moves: each move's sets, one more for the
    // move named (journal-circuit-marks).
    let end = out.length;
    while (end > 0 && !out[end - 1]?.remark && !(out[end - 1]?.text ?? '').trim()) end--;
    let top = end;
    while (top > 0 && !out[top - 1]?.remark && /\d/.test(out[top - 1]?.text ?? '')) top--;
    const counted = roundsPlusMove(
      line,
      out.slice(top, end).map((l) => l.text),
    );
    if (counted) {
      out.splice(end - counted.length, counted.length, ...counted.map((text) => ({ text, remark: false })));
      out.push({ text: line.trim(), remark: true });
      continue;
    }
    // The rows above, back to a blank line or a line without numbers (the block's heading).
    let start = out.length;
    while (start > 0 && !out[start - 1]?.remark && /\d/.test(out[start - 1]?.text ?? '')) start--;
    // "x3" or an AMRAP's "5 rounds + 3" under a circuit's moves (journal-circuit-marks).
    // "3 rounds:" over the next line opens the rows below it (journal-block-heading): with its colon it
    // is a heading, never a repeat of the rows above ("Squat 3x5 @ 100" / "3 rounds:" / "10 push-ups").
    const opens = /:\s*$/.test(line) && /\S/.test(lines[i + 1] ?? '');
    const closing =
      opens || repeatMark(line)
        ? null
        : circuitMark(
            line,
            out.slice(start).map((l) => l.text),
          );
    if (closing) start = out.length - closing.rows;
    const mark = opens ? null : (repeatMark(line) ?? closing);
    if (mark) {
      if (start < out.length) {
        out.splice(start, 0, { text: `${mark.n} rounds:`, remark: false });
        if (mark.remark) out.push({ text: mark.remark, remark: true });
        continue;
      }
    }
    // "20 x Push-ups, 20 Squats" written again after a blank line, and again: rounds of one circuit.
    // Each part a count and a move: not a table's row ("Lat Pulldowns,65,8,no"), read as it is.
    const parts = line.split(/[,;]/).filter((p) => p.trim());
    const circuit = parts.length >= 2 && parts.every((p) => /\d/.test(p) && THREE_LETTERS.test(p));
    if (circuit && !/\brounds?\b/i.test(line)) {
      let last = i;
      let n = 1;
      for (let j = i + 1; j < lines.length; j++) {
        const next = expand(lines[j] ?? '');
        if (!next.trim()) continue;
        if (sameLine(next) !== sameLine(line)) break;
        last = j;
        n++;
      }
      if (n > 1) {
        out.push({ text: `${n} rounds: ${line.trim()}`, remark: false });
        i = last;
        continue;
      }
    }
    out.push({ text: line, remark: false });
  }
  return out;
}
