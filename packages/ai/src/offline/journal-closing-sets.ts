/**
 * "12 lunges with weight\n\n15 sumo squats\n\n12 deadlifts\n\n*3 sets": a count of sets closing a list
 * of moves each written count first gives every move above it that many sets, as "x3" under a circuit
 * does (journal-circuit-marks). Beginners lay such a list out one move a paragraph, so the blank lines
 * between the moves are layout, not the end of the block; a line that is no counted move ends it.
 * Said as "*3 sets", "3 sets", "x3 sets", "3 sets each", "3 sets of each", "all 3 sets", "(3 sets)".
 * Under a lift's own rows ("Bench 135x5" over "3 sets") nothing changes: those rows name the lift first.
 */
import { isMove } from './journal-circuit-marks.ts';

const CLOSING_SETS =
  /^\s*[([]?\s*(?:[-–•*]\s*)?(?:all\s+|did\s+|do\s+)?(?:[x×*]\s*)?(\d{1,2})\s*sets?(?:\s+(?:each|of\s+each|for\s+each|of\s+(?:all|everything|the\s+above|them|these)|all|total))?\s*[)\]]?\s*[.!]?\s*$/i;

/**
 * The sets a closing line gives the moves above it, and the indices in `above` of those moves (blank
 * lines between them skipped); null when the line is no such count or fewer than two moves stand above.
 */
export function closingSets(line: string, above: string[]): { n: number; rows: number[] } | null {
  const m = CLOSING_SETS.exec(line);
  const n = Number(m?.[1] ?? 0);
  if (n < 2 || n > 10) return null;
  const rows: number[] = [];
  for (let k = above.length - 1; k >= 0; k--) {
    const row = above[k] ?? '';
    if (!row.trim()) continue;
    if (!isMove(row)) break;
    rows.unshift(k);
  }
  return rows.length >= 2 ? { n, rows } : null;
}
