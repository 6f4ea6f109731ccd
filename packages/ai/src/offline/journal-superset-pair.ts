/**
 * "leg presses, 4×8, leg extension and leg curl superset, 4×15 and some calf work": two moves named as
 * a superset share the scheme written once after them (or before them: "superset of curls and dips,
 * 3x10"), wherever on a line they stand. A line of its own that is only the pair reads so already
 * (journal-joined, journal-shared); among other lifts on the line the scheme went to the second move
 * alone and the first was lost. Each move is written with the scheme, as the lifter would have written
 * them apart ("leg extension 4×15, leg curl 4×15").
 * Only where each side is a short name (four words at most) the catalogue knows or one ending in a
 * movement word, and the scheme is sets by reps, "N sets of M" or a rep ladder.
 */
import { resolveName } from './journal-names.ts';

const NAME = String.raw`\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*){0,3}?`;
// A load after the scheme ("3x10 at 25") is one for both, told once: journal-joined reads that line.
const SCHEME = String.raw`(?:\d{1,2}[ \t]*[x×][ \t]*\d{1,3}(?![\d.]|[ \t]*[x×])|\d{1,2}[ \t]+sets?[ \t]+of[ \t]+\d{1,3})(?![ \t]*(?:@|at\b|with\b|w\/|\d|\(?\d))`;
const JOIN = String.raw`[ \t]*(?:\band\b|&|\+|\/|\bw\/|\bwith\b)[ \t]*`;
const SUPERSET = String.raw`super[ \t-]?set(?:ted)?`;
// "A and B superset, 4×15": the pair, the word, then the scheme.
const PAIR_THEN = new RegExp(
  String.raw`(^|[,;:.][ \t]*)(${NAME})${JOIN}(${NAME})[ \t]+${SUPERSET}[ \t]*[,:–—-]?[ \t]*(${SCHEME})`,
  'giu',
);
// "superset (of) A and B, 3x10", "superset: A and B 3x10": the word, the pair, then the scheme.
const THEN_PAIR = new RegExp(
  String.raw`(^|[,;:.][ \t]*(?:then[ \t]+|and[ \t]+)?)${SUPERSET}[ \t]*(?:of[ \t]+|:[ \t]*)?(${NAME})${JOIN}(${NAME})[ \t]*[,:–—-]?[ \t]*(${SCHEME})`,
  'giu',
);
// A leading word that is talk, not a name ("then curls and dips superset": the talk stays).
const TALK = /^(?:then|and|did|a|the|some|my|next|finished\s+with|followed\s+by)\s+/i;

/** Whether words name a move: the catalogue knows them. */
function aMove(words: string): boolean {
  return Boolean(resolveName(words.replace(TALK, ''), false)?.exercise);
}

/** The text with each superset pair sharing a scheme written as two moves, each with the scheme. */
export function supersetPairsWritten(text: string): string {
  if (!/super[ \t-]?set/i.test(text)) return text;
  const apart = (m: string, before: string, a: string, b: string, scheme: string) => {
    if (!aMove(a) || !aMove(b)) return m;
    const talk = TALK.exec(a)?.[0] ?? '';
    return `${before}${talk}${a.slice(talk.length)} ${scheme}, ${b} ${scheme}`;
  };
  return text.replace(PAIR_THEN, apart).replace(THEN_PAIR, apart);
}
