/**
 * A class write-up's loads, told after the move each belongs to, with no "@":
 * - "15 thrusters 95/65", "21 KB swings (53/35)", "12 KBS 24/16kg": the Rx load,
 *   then the scaled one, as the whiteboard gives them. Ambiguous call: the first (Rx, the heavier) is
 *   logged; before, the pair read as counts ("53" and "35" more swings) or as "65 reps at 95". A lifter
 *   who scaled writes the load they used ("Scaled to 65# thrusters"), which stays as it was.
 * - "10 push press 95, 10 front squats 95, 10 burpees", "10 deadlifts 185 and 20 double unders": a move
 *   counted first, then its load, bare, before the next move. Before, the load was lost or read as reps.
 *   Only a number over 30 (a box's 20 or 24 inches, a ball's 14 or 20, stay as they were) and up to 600.
 * - "(Rx: 165lb)", "(rx: ring muscle up)", "(rx: 50lbs)": a bracketed "Rx:" names the prescription beside
 *   what the lifter did (round 35); it is taken out, so its load is no set's and its move no set.
 * Both written as "@ load", which every reader knows. Left: a pair before its move ("135/95 power cleans,
 * 21-15-9 with burpees"), where a scheme over both moves follows.
 */
import { COUNT_UNIT } from './journal-words.ts';

// A move counted first: the count, then up to four words of its name. Not a ladder's last step ("21-15-9
// Thrusters 95/65": the scheme is over the moves, journal-ladder's).
const MOVE = String.raw`(?<![\d./-][ \t]?)(\d{1,3}[ \t]+\p{L}[\p{L}'’&-]*(?:[ \t]+\p{L}[\p{L}'’&-]*){0,3})`;
// "95/65", "(53/35)", "24/16kg", "20/14 lb": the heavier load first.
const PAIR = String.raw`\(?(\d{1,3}(?:\.\d)?)[ \t]*\/[ \t]*(\d{1,3}(?:\.\d)?)(?![\d./])[ \t]*(kgs?|lbs?|#)?\)?`;
const MOVE_PAIR = new RegExp(String.raw`${MOVE}[ \t]+${PAIR}`, 'giu');
// "10 push press 95," : a bare load after the counted move, then the next part or the line's end.
const MOVE_BARE = new RegExp(String.raw`${MOVE}[ \t]+(\d{2,3})(?=[ \t]*(?:[,;+]|\band\b|$))`, 'gimu');
// Words after a count that are no move: units of time, distance, sets and loads.
const NOT_MOVE = new RegExp(String.raw`^\d{1,3}[ \t]+(?:${COUNT_UNIT}|x|of|at|with|for|to|in|and|or)\b`, 'i');

// Words of prose, never of a move's name: "I thought I squatted 315 but it was actually 305" is no move
// "315 but it was actually" at 305.
const PROSE = /\b(?:but|it|was|is|were|are|actually|i|my|me|the|then|so|that|this|than|which|when|if)\b/i;
const notMove = (move: string): boolean => NOT_MOVE.test(move) || PROSE.test(move.replace(/^\d+/, ''));

// An Rx load is heavier than its scaled one, by no more than twice (95/65, 53/35, 24/16, 135/95).
const rxPair = (rx: number, scaled: number): boolean => rx > scaled && rx <= scaled * 2;

// "(Rx: 165lb)", "(rx: GHD sit ups)": the prescription the lifter did not do.
const RX_ASIDE = /[ \t]?\(\s?rx\s?:[^()\n]{0,60}\)/gi;

/** The entry with each move's Rx/scaled pair or bare load written as "@ load", an "Rx:" aside out. */
export function moveLoadsWritten(written: string): string {
  const text = /\(\s?rx\s?:/i.test(written) ? written.replace(RX_ASIDE, '') : written;
  // Guard: a count, a word, then a number; most entries have none past their own notation.
  if (!/\d[ \t]+\p{L}[^\n]*?[ \t(]\d/u.test(text)) return text;
  return text
    .replace(MOVE_PAIR, (whole, move: string, rx: string, scaled: string, unit?: string) =>
      notMove(move) || !rxPair(Number(rx), Number(scaled)) ? whole : `${move} @ ${rx}${unit ?? ''}`,
    )
    .replace(MOVE_BARE, (whole, move: string, load: string) =>
      notMove(move) || Number(load) <= 30 || Number(load) > 600 ? whole : `${move} @ ${load}`,
    );
}
