/**
 * "3 x 8 (15lb / 17.5lb / 20lb) tall kneeling overhead dumbbell press", "Bench 3x5 (135/155/175)":
 * a scheme of N sets followed by a list of exactly N loads, in brackets or after "@", is one load per
 * set in order. Read as written, the bracketed list was taken for counts or the last load for all the
 * sets (three sets of 8 at 20), and with the name after the list the first load was lost. The scheme
 * and its loads are written once as the loads' own row ("15lb/17.5lb/20lb x 8"), which every reader
 * takes as one set of M reps at each load, and a name that came after them goes before.
 * Only where the loads are as many as the sets: "3x5 (135/155)" or "5x5 @ 135/155" keep their reading, and
 * "2x12@135 / 2x6@185" and "2×10@20kg / 3@40kg" are sets in turn, their "135 / 2" and "20kg / 3" no list
 * of loads. The name may sit after a prefix and bullet ("6:45am • 3 x 8 (…) curls") and before a remark
 * ("- felt good", "(easy)", an emoji).
 */

const LOAD = String.raw`\d{1,3}(?:\.\d{1,2})?(?:[ \t]*(?:lbs?|kgs?|#))?`;
const UNIT = String.raw`(?:lbs?\.?|kgs?|#|pounds|kilos)`;
// "3 x 8 (15lb / 17.5lb / 20lb)", "3x5 @ 135/155/175 lbs": sets, reps, then the loads.
const SCHEME_LOADS = new RegExp(
  String.raw`(?<![\d.])(\d)[ \t]*[x×][ \t]*(\d{1,2})[ \t]*(?:\([ \t]*(${LOAD}(?:[ \t]*[/,][ \t]*${LOAD})+)[ \t]*(${UNIT})?[ \t]*\)|@[ \t]*(${LOAD}(?:[ \t]*\/[ \t]*${LOAD})+)(?:[ \t]*(${UNIT}))?)(?![\d./]|[ \t]*[x×@])`,
  'gi',
);
// A line or clause that opens on the rewritten row and ends on the name: "- 15lb/17.5lb/20lb x 8 curls",
// ", then 95lb/115lb/135lb x 10 curls".
const ROW_THEN_NAME = new RegExp(
  String.raw`(^(?:[^\n]*?[•*][ \t]*|[ \t]*(?:[-–][ \t]*)?)|(?:[,;.]|\bthen\b)[ \t]*)(${LOAD}(?:\/${LOAD})+${UNIT}?[ \t]*x[ \t]*\d{1,2})[ \t]+(\p{L}[\p{L} '’"-]*?)(?=[ \t]*(?:[,;(]|[-–][ \t]|\.(?:\s|$)|$)|[ \t]+[^\p{L}\d\s])`,
  'giu',
);

/** Each "N x M (L1/…/LN)" written as "L1/…/LN x M", its name first on a line that put it after. */
export function loadsPerSetWritten(text: string): string {
  if (!/\d[ \t]*[x×][ \t]*\d{1,2}[ \t]*[(@]/i.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      let turned = false;
      const row = line.replace(
        SCHEME_LOADS,
        (m, sets: string, reps: string, ...g: (string | undefined)[]) => {
          const list = g[0] ?? g[2] ?? '';
          const unit = g[1] ?? g[3] ?? '';
          const loads = list.split(/[ \t]*[/,][ \t]*/);
          if (loads.length !== Number(sets)) return m;
          // "3x10 (12, 11, 10)" is the reps done: a comma list is loads only with a unit.
          if (list.includes(',') && !unit && !/[a-z#]/i.test(list)) return m;
          turned = true;
          return `${loads.join('/')}${unit} x ${reps}`;
        },
      );
      if (!turned) return line;
      return row.replace(ROW_THEN_NAME, '$1$3 $2');
    })
    .join('\n');
}
