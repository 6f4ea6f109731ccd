/**
 * "What: 2k, parkrun, 1k": a list of runs around a parkrun (a 5 km run, timed every Saturday) is that
 * many runs: the distance to it, the parkrun, and the distance after. Read as they stand, the bare
 * distances were pieces of one bout, and the parkrun no bout at all. Each item is written as the run
 * it is ("2k run, 5k parkrun, 1k run") for the readers after. Only a line whose items are all bare
 * distances or the parkrun (with its time or distance or none), after a short label or none, with a
 * parkrun and a distance among them; "5k, 10k" alone, or a parkrun in a sentence, are read as before.
 */

// "What: ", "Today - ": a short label before the list.
const LABEL = /^([^\n:–-]{1,20}[:–-][ \t]*)?(.*)$/u;
const ITEM_SPLIT = /[ \t]*,[ \t]*/;
// "2k", "1.5 km", "3 miles": a bare distance.
const DISTANCE = /^\d{1,2}(?:\.\d{1,2})?[ \t]*(?:k|km|mi|miles?)$/i;
// "parkrun", "park run", "parkrun 24:30", "5k parkrun": the parkrun, with its numbers or none.
const PARKRUN = /^(?:\d{1,2}[ \t]*k[ \t]+)?park[ \t]?run(?:[ \t]+\d{1,2}:\d{2})?$/i;
const BARE_PARKRUN = /^park[ \t]?run\b/i;

/** One line, with a list of runs around a parkrun written a run an item. */
function runList(line: string): string {
  const [, label = '', rest = ''] = LABEL.exec(line) ?? [];
  const items = rest.trim().replace(/[.!]$/, '').split(ITEM_SPLIT);
  if (items.length < 2) return line;
  const kinds = items.map((i) => (DISTANCE.test(i) ? 'd' : PARKRUN.test(i) ? 'p' : ''));
  if (kinds.includes('') || !kinds.includes('d') || !kinds.includes('p')) return line;
  const runs = items.map((i, n) => (kinds[n] === 'd' ? `${i} run` : BARE_PARKRUN.test(i) ? `5k ${i}` : i));
  return `${label}${runs.join(', ')}`;
}

/** The entry with each list of runs around a parkrun written a run an item. */
export function runListsWritten(text: string): string {
  if (!/park[ \t]?run/i.test(text)) return text;
  return text.split('\n').map(runList).join('\n');
}
