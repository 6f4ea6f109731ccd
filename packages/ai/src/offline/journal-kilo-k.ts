/**
 * "Close-grip lateral pulldown\n40k x 15, 50k x 12", "Lateral raise\n6k x 10, 6k x 10": a load written
 * with a bare "k" and the reps after it is kilos, as magazines and UK lifters write it. The same "k"
 * is a distance on a run, a row or a ride ("5k run", "2k row", "Rowing\n2k x 3", "Intervals: 1k x 6"),
 * so it is read as kilos only when no cardio is named on its line nor on the heading above it. (The
 * "k" after "at"/"@" is journal-unit-spelling's; a kettlebell's size, journal-prepare's.)
 */
import { cardioName } from './journal-cardio.ts';
import { resolveName } from './journal-names.ts';

// "40k x 15", "6 k × 10": the load's k, then reps (a count, not another distance or a time).
const K_THEN_REPS =
  /(?<![\d.x×*]\s*)\b(\d{1,3}(?:\.\d+)?)\s*k\b(?=\s*[x×*]\s*\d{1,3}(?!\d|\.\d|\s*(?:k\b|km|m\b|mi|min|sec|s\b|'|")))/gi;
const HAS_K_LOAD = /\d\s*k\s*[x×*]\s*\d/i;
// Words of a distance workout that no catalogue cardio name carries ("Intervals: 1k x 6").
const DISTANCE_WORK = /\b(?:intervals?|repeats?|splits?|pace|erg|meters?|metres?|km|miles?)\b/i;
const LETTERS = /\p{L}{2}/u;

// "Seated cable row" names a lift the catalogue knows, whatever cardio word it holds.
const cardioScope = (text: string) =>
  DISTANCE_WORK.test(text) || (Boolean(cardioName(text)) && !resolveName(text, false)?.exercise);

/** The entry with each "Nk x R" load under a lift written as "Nkg x R". */
export function kilosWrittenK(content: string): string {
  if (!HAS_K_LOAD.test(content)) return content;
  const lines = content.split('\n');
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (HAS_K_LOAD.test(line)) {
      // The line's own words before its first number, else the heading above it.
      const own = line.slice(0, line.search(/\d/));
      const scope = LETTERS.test(own) ? own : heading;
      if (!cardioScope(line) && !cardioScope(scope)) lines[i] = line.replace(K_THEN_REPS, '$1kg');
    }
    if (line.trim() && !/\d/.test(line) && LETTERS.test(line)) heading = line;
  }
  return lines.join('\n');
}
