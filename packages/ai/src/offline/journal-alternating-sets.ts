/**
 * "I did them all in alternating sets of five, alternating pull ups and chin ups. … I hit 50 by the end of
 * the work day (25 total pull ups, 25 total chin ups).", "alternated sets of 10 push-ups and dips until I
 * reached 100": two moves done in turn, a set of one, then a set of the other, the size of a set told
 * once and the total told after. The sets are the total in sets of that size, in turn: ten sets of five
 * above, pull-ups first. Read as written, the examples the lifter gives ("a set of five pull ups, then a
 * set of five chin ups, etc.") were the sets and the total one more. The entry is written as the sets,
 * one a line.
 *
 * Only where the entry tells all three: sets alternating, of a count, between two different moves the
 * catalogue knows; and a total, of both ("hit 50") or of each ("25 total pull ups"), that the sets'
 * size divides, at most thirty sets of each. "Alternating arms, 3 sets of 10 curls" (no second move) and
 * "alternating sets of 5 pull-ups and dips" with no total are left.
 */
import { COUNT, wordCount } from './journal-counts.ts';
import { resolveName } from './journal-names.ts';

const WORD = String.raw`\p{L}[\p{L}'’-]*`;
const MOVE = String.raw`${WORD}(?:[ \t]+${WORD}){0,2}`;
// "alternating sets of five", "alternated sets of 10": the size of each set.
const SETS_OF = new RegExp(String.raw`\balternat(?:ing|ed|e)[ \t]+sets[ \t]+of[ \t]+(${COUNT})\b`, 'iu');
// "alternating pull ups and chin ups", "alternating between dips and push-ups", "sets of 10 push-ups and
// dips": the two moves.
const PAIR = new RegExp(
  String.raw`\balternat(?:ing|ed|e)[ \t]+(?:between[ \t]+|sets[ \t]+of[ \t]+${COUNT}[ \t]+)?(${MOVE}?)[ \t]+(?:and|&|with)[ \t]+(${MOVE})`,
  'giu',
);
// "25 total pull ups", "25 pull ups total": a total of one move.
const EACH_TOTAL = new RegExp(String.raw`\b(\d{1,3})[ \t]+(?:total[ \t]+)?(${MOVE})`, 'giu');
// "I hit 50", "reached 100", "a total of 60": the total of both.
const BOTH_TOTAL =
  /\b(?:hit|reached|got(?:[ \t]+to)?|made|did|completed|total[ \t]+of)[ \t]+(\d{1,3})\b(?![ \t]*(?:kgs?|lbs?|#|%|pounds?|kilos?|min|mins|minutes?|secs?|seconds?|sets?)\b)/i;

const move = (words: string) => resolveName(words, false)?.exercise;

/** The move the first words name (up to three, fewest first) and the words. */
function named(words: string): { id: string; words: string } | undefined {
  const parts = words.split(/[ \t]+/);
  for (let k = parts.length; k >= 1; k--) {
    const w = parts.slice(0, k).join(' ');
    const e = move(w);
    if (e) return { id: e.name, words: w };
  }
  return undefined;
}

/** The two moves done in turn, in the order told. */
function movesInTurn(
  text: string,
): [{ id: string; words: string }, { id: string; words: string }] | undefined {
  for (const m of text.matchAll(PAIR)) {
    const a = named(m[1] ?? '');
    const b = named(m[2] ?? '');
    // "a" names its move with all its words: "them all in alternating …" never reaches here.
    if (a && b && a.id !== b.id && move(m[1] ?? '')) return [a, b];
  }
  return undefined;
}

/** How many of each move the entry says were done, if it says. */
function totals(text: string, ids: [string, string]): [number, number] | undefined {
  const each = new Map<string, number>();
  for (const m of text.matchAll(EACH_TOTAL)) {
    const id = named(m[2] ?? '')?.id;
    if (id && ids.includes(id) && !each.has(id)) each.set(id, Number(m[1]));
  }
  const [a, b] = [each.get(ids[0]), each.get(ids[1])];
  if (a && b) return [a, b];
  const both = Number(BOTH_TOTAL.exec(text)?.[1] ?? 0);
  return both && both % 2 === 0 ? [both / 2, both / 2] : undefined;
}

/** The entry as the sets of two moves done in turn, when it tells their size and total. */
export function alternatingSetsWritten(text: string): string {
  if (!/alternat/i.test(text)) return text;
  const size = SETS_OF.exec(text);
  const reps = wordCount(size?.[1] ?? '') ?? 0;
  if (reps < 1) return text;
  const pair = movesInTurn(text);
  if (!pair) return text;
  const done = totals(text, [pair[0].id, pair[1].id]);
  if (!done || done.some((n) => n % reps !== 0 || n / reps < 1 || n / reps > 30)) return text;
  const [first, second] = [done[0] / reps, done[1] / reps];
  const lines: string[] = [];
  for (let i = 0; i < Math.max(first, second); i++) {
    if (i < first) lines.push(`${reps} ${pair[0].words}`);
    if (i < second) lines.push(`${reps} ${pair[1].words}`);
  }
  return lines.join('\n');
}
