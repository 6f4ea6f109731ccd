/**
 * "-10 sets x 5 reps pull-ups/push-ups wearing a pack loaded w/35 lb.", "3x10 curls/pushdowns",
 * "dips/chin-ups 4x8": two moves joined by a slash, with the scheme written once before or after them, are
 * both done to it (the lifter alternated them). Read as written, the slash made one name of the pair, or
 * the first move took the sets and the second was lost. The line is written once for each move, the
 * scheme and whatever follows (a load, a rest) kept with each, as the lifter would have written them apart.
 *
 * Only where each side names a move the catalogue knows and the two are different moves, the pair standing
 * right after the scheme that opens the line or right before the scheme that closes it: "Bench 3x5
 * 135/155/175" (loads), "Squat 5x5 @ 100kg/220lb" (a load in two units) and "3x8 DB/BB curls" (one move,
 * two implements) are left.
 */
import { COUNT } from './journal-counts.ts';
import { resolveName } from './journal-names.ts';
import { LINE_LEAD } from './journal-words.ts';

const WORD = String.raw`\p{L}[\p{L}'’-]*`;
// "10 sets x 5 reps", "ten sets x 5 reps", "3x10", "3 sets of 10", "4 x 8 reps": sets, then reps.
const SCHEME = String.raw`${COUNT}[ \t]*(?:sets?[ \t]*)?(?:[x×]|of)[ \t]*\d{1,3}(?:[ \t]*reps?)?`;
// The line's bullet or dash, then the scheme, then the first move up to the slash.
const SCHEME_FIRST = new RegExp(
  String.raw`^(${LINE_LEAD})(${SCHEME})[ \t]+(${WORD}(?:[ \t]+${WORD}){0,2})[ \t]*\/[ \t]*(?=\p{L})`,
  'iu',
);
// "dips/chin-ups 4x8" closing the line: the pair, then the scheme.
const SCHEME_LAST = new RegExp(
  String.raw`^(${LINE_LEAD})(${WORD}(?:[ \t]+${WORD}){0,2})[ \t]*\/[ \t]*(${WORD}(?:[ \t]+${WORD}){0,2})[ \t]*[:,–-]?[ \t]*(${SCHEME})[ \t]*$`,
  'iu',
);
// The second move: one word, or two ("hammer curls", "chin ups").
const SECOND = new RegExp(String.raw`^(${WORD})(?:[ \t]+(${WORD}))?`, 'u');

/** The exercise the words name, if the catalogue knows it. */
const move = (words: string) => resolveName(words, false)?.exercise;

/** Two different moves. */
const twoMoves = (a: string, b: string) => {
  const first = move(a);
  const second = move(b);
  return Boolean(first && second && first !== second);
};

/** One line of a pair, written twice, or undefined. */
function pairLine(line: string): string | undefined {
  const first = SCHEME_FIRST.exec(line);
  if (first) {
    const [whole, lead = '', scheme = '', a = ''] = first;
    const after = line.slice(whole.length);
    const words = SECOND.exec(after);
    if (!words?.[1]) return undefined;
    // Two words when the two name a move ("hammer curls", "chin ups"), else one ("push-ups wearing …").
    const b = words[2] && move(words[0]) ? words[0] : words[1];
    const tail = after.slice(b.length);
    if (!twoMoves(a, b)) return undefined;
    return `${lead}${scheme} ${a}${tail}\n${lead}${scheme} ${b}${tail}`;
  }
  const last = SCHEME_LAST.exec(line);
  if (!last) return undefined;
  const [, lead = '', a = '', b = '', scheme = ''] = last;
  if (!twoMoves(a, b)) return undefined;
  return `${lead}${a} ${scheme}\n${lead}${b} ${scheme}`;
}

/** The entry with each slashed pair of moves sharing a scheme written as the two moves. */
export function slashPairsWritten(text: string): string {
  if (!text.includes('/')) return text;
  return text
    .split('\n')
    .map((line) => (line.includes('/') ? (pairLine(line) ?? line) : line))
    .join('\n');
}
