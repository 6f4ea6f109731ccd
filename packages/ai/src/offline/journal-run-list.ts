/**
 * "What: 2k, parkrun, 1k": a list of runs around a parkrun (a 5 km run, timed every Saturday) is that
 * many runs: the distance to it, the parkrun, and the distance after. Read as they stand, the bare
 * distances were pieces of one bout, and the parkrun no bout at all. Each item is written as the run
 * it is ("2k run, 5k parkrun, 1k run") for the readers after, whatever the line holds around the list
 * (a label, a time of day, a remark after it). Only a list of three items or more, split by commas or
 * semicolons, all bare distances or the parkrun (with its time or none), a parkrun and a distance among
 * them: "parkrun, 5k PB" or "5k, 10k" are read as before.
 */

// One item: a bare distance ("2k", "1.5 miles") or the parkrun ("parkrun", "park run 24:30", "5k parkrun").
const ITEM = String.raw`(?:\d{1,2}(?:\.\d{1,2})?[ \t]*(?:km|k|miles?|mi)|(?:\d{1,2}[ \t]*k[ \t]+)?park[ \t]?run(?:[ \t]+\d{1,2}:\d{2})?)`;
const RUN_LIST = new RegExp(
  String.raw`(?<![\p{L}\d.])${ITEM}(?:[ \t]*[,;][ \t]*${ITEM}){2,}(?![\p{L}\d])`,
  'giu',
);
const ITEM_SPLIT = /[ \t]*[,;][ \t]*/;
const DISTANCE = /^\d/;
const PARKRUN = /park[ \t]?run/i;
const BARE_PARKRUN = /^park[ \t]?run\b/i;

/** The list with each item written as the run it is, or as it was when it is no list around a parkrun. */
function runsOf(list: string): string {
  const items = list.split(ITEM_SPLIT);
  const runs = items.filter((i) => PARKRUN.test(i));
  if (!runs.length || runs.length === items.length) return list;
  return items
    .map((i) =>
      PARKRUN.test(i) ? (BARE_PARKRUN.test(i) ? `5k ${i}` : i) : DISTANCE.test(i) ? `${i} run` : i,
    )
    .join(', ');
}

/** The entry with each list of runs around a parkrun written a run an item. */
export function runListsWritten(text: string): string {
  if (!PARKRUN.test(text)) return text;
  return text.replace(RUN_LIST, runsOf);
}
