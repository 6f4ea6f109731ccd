/**
 * What parts a lifter's list, read one way however it is written. Lifters part sets, loads and reps
 * with commas or semicolons ("185x5, 5, 4" and "185x5; 5; 4"; "Squat; 100; 5" is a table row exported
 * where the comma is the decimal mark), and the readers after this one know the comma. A line that
 * writes no comma uses its semicolons as commas. Two places keep them: a line with commas too, where a
 * semicolon is the stronger break between groups ("Bench 2x240; 210x8,8,7"), and a line's one
 * semicolon before a clause of words ("5 x 65; felt strong", "BS = Back Squat; RDL = Romanian
 * Deadlift"), which closes the sets and starts a remark as a full stop would. A clause that opens on a
 * joining word ("; and", "; plus", "; but") goes on with the sentence: a comma. Run after
 * journal-decimal-comma, so a decimal comma ("77,5") is a point by then and no comma of a list.
 */

// Words that join a clause to the one before it: after them the sentence goes on.
const JOINS = /^\s*(?:and|plus|but|or|so|then|which|while|yet)\b/i;

/** The line with its list-parting semicolons read as commas. */
export function semicolonsAsCommas(line: string): string {
  const at = line.indexOf(';');
  if (at < 0 || line.includes(',')) return line;
  const rest = line.slice(at + 1);
  const lone = !rest.includes(';');
  if (lone && /^\s*\p{L}/u.test(rest) && !JOINS.test(rest)) return line;
  return line.replace(/;/g, ',');
}

/** "3x5@185", "12@bodyweight", "pulls@110kg": "@" stands between a set and its load, spaced or not. */
export function spacedAt(line: string): string {
  return line.includes('@') ? line.replace(/\s*@\s*/g, ' @ ') : line;
}
