/**
 * "10 real push ups x 15 knee push ups x 5 real push ups x 15 knee push ups": counted moves chained by "x"
 * are sets one after another ("x" parts them as a comma would, each side being a count and its move, so
 * no "x" here multiplies). When the chain takes two moves in turn, the sets are logged as lifters log
 * alternated sets, each move's together in the order first done (journal-alternating-sets): the real
 * push-ups' 10, 5, 5, then the knee push-ups' three fifteens. Written one set a line.
 *
 * Only a chain of four links or more, every link a count then words naming a move (no load, no unit), of
 * exactly two moves: "3 x 10 push-ups" (one count, then the move) and "225 x 5" are no such chain.
 */
import { resolveName } from './journal-names.ts';

// One link: a count, then words up to the next " x " or the chain's end.
const LINK = String.raw`\d{1,3}[ \t]+\p{L}[\p{L}'’ -]{1,40}?`;
// Four links or more chained by " x ", up to a comma, a full stop or the line's end.
const CHAIN = new RegExp(
  String.raw`(?<![\d.])(${LINK}(?:[ \t]+[x×][ \t]+${LINK}){3,19})(?=[ \t]*(?:[,;.!?]|$))`,
  'gimu',
);
const LINK_PARTS = /^(\d{1,3})[ \t]+(.+)$/u;

/** The entry with two moves' counts chained by "x" written one set a line, each move's together. */
export function alternatedCountsWritten(text: string): string {
  if (!/\d[ \t]+\p{L}[^\n]*[ \t][x×][ \t]+\d/u.test(text)) return text;
  return text.replace(CHAIN, (whole, chain: string) => {
    const links = chain.split(/[ \t]+[x×][ \t]+/).map((l) => LINK_PARTS.exec(l.trim()));
    const moves: string[] = [];
    for (const link of links) {
      const move = link?.[2]?.trim().toLowerCase();
      if (!move || /\b(?:kgs?|lbs?|pounds?|kilos?|reps?|sets?|rounds?)\b/.test(move)) return whole;
      if (!moves.includes(move)) moves.push(move);
    }
    // "real push ups", "knee push ups": a kind of a move the catalogue knows, named by its last words.
    const known = (m: string) =>
      resolveName(m, false)?.exercise ?? resolveName(m.replace(/^\S+\s+/, ''), false)?.exercise;
    if (moves.length !== 2 || !moves.every(known)) return whole;
    const sets = moves.flatMap((m) =>
      links.filter((l) => l?.[2]?.trim().toLowerCase() === m).map((l) => `${l?.[1]} ${l?.[2]?.trim()}`),
    );
    return `\n${sets.join('\n')}\n`;
  });
}
