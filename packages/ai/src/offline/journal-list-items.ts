/**
 * A list of sets is read item by item, and what the list states once is shared by its items, whatever
 * joins them: commas, semicolons, "and", "&", "then", slashes, or (for bare counts) plain spaces. The
 * sets text of a line (after its label) is rewritten so every item says all of its set, before the line
 * is split into chunks that are read one at a time:
 * - a count and reps stated before a list of loads: "3 sets of 5 @ 95, 115 and 135" is one set of 5 at
 *   each load (3 sets, not 3 + 2), when the count and the list agree or no count is told;
 * - a load stated before a list of schemes: "185lbs at 1x9, 3x8, 1x7" is every scheme at 185;
 * - reps stated item by item with nothing shared: "sets of 14, 18, 14, 14 & 24" is five sets, the last
 *   joined by "&" an item like the others (not a load); "Sit-ups: 25 15 10" under a bodyweight move is
 *   three sets, as a bodyweight move's bare counts can only be reps;
 * - whole sets parted by slashes: "5 @ 45/5 @ 55/3 @ 150" is three sets, not a "load/reps" pair.
 * A list read so has every item the same kind; anything else between the items leaves the text as it is.
 */
import { LOAD_UNIT } from './journal-words.ts';

const N = String.raw`\d+(?:\.\d+)?`;
const UNIT = String.raw`\s*${LOAD_UNIT}(?![a-z])`;
// What joins one item to the next.
const JOIN = String.raw`(?:\s*[,;]\s*(?:and\s+|&\s*)?(?:then\s+)?|\s+(?:and\s+)?then\s+|\s+and\s+|\s*&\s*)`;
const SCHEME = String.raw`\d{1,2}\s*[x×]\s*\d{1,3}`;
/** Above this, a bare count is rarely reps: it is a load. */
const REPS_MAX = 30;
// After a list's last item, nothing that makes that item part of a longer notation.
const END = String.raw`(?!\d|\.\d|\s*(?:[x×@/%]|\bat\b|reps?\s*[x×@]))`;

// "3 sets of 5 @ 95, 115 and 135", "sets of 8 at 60/70/80 kg", "4x6 @ 100, 110, 120, 130".
const COUNTED_LOADS = new RegExp(
  String.raw`(?<!\d\.?|[x×/@]\s*)\b(?:(\d{1,2})\s*(?:sets?\s+of|[x×])\s*|sets?\s+of\s+)(\d{1,3})\s*(?:reps?\s*)?(?:@|\bat\b|\bwith\b)\s*(${N}(?:${UNIT})?(?:(?:${JOIN}|\s*\/\s*)${N}(?:${UNIT})?)+)${END}`,
  'gi',
);
// "185lbs at 1x9, 3x8, 1x7", "Squat 100 kg 3x5, 2x3", "with 40kg: 3x10 then 2x8".
const LOAD_FIRST = new RegExp(
  String.raw`(?<!\d\.?|[x×/@]\s*)\b(${N})(${UNIT})?\s*(@|\bat\b|\bfor\b|:|,)?\s*(${SCHEME}(?:${JOIN}${SCHEME})+)(?!\d|\.\d|\s*(?:[x×@/]|\bat\b|\bwith\b|${LOAD_UNIT}(?![a-z])|\d))`,
  'gi',
);
// "sets of 14, 18, 14, 14 & 24", "10, 9, 8 and 6 reps": counts whose last is joined by "and" or "&".
// Not days, weeks or numbered sets ("on days 1, 2 and 3"), not loads or times after the last count.
const JOINED_COUNTS = new RegExp(
  String.raw`(?<![\d.x×@/]\s*|\bat\s*|\b(?:days?|weeks?|sets|rounds?|no\.?|#)\s*)(?<![\d.])(\d{1,2}(?:\s*[,/]\s*\d{1,2})*)\s*,?\s*(?:\band\b|&)\s*(\d{1,2})(?![\d.]\d|\d|\s*(?:[x×@%:]|${LOAD_UNIT}(?![a-z])|sets?\b|min|sec|s\b|m\b|k\b|km|mi|yd|yard|met|hours?|times?|days?|weeks?|years?))`,
  'gi',
);
// "25 15 10": bare counts parted by spaces, three or more, ending the sets or before a remark.
const SPACED =
  /^([^\d]*?)(?<=^|[\s:])(\d{1,2}(?:\s+\d{1,2}){2,})(?=\s*(?:$|[(,;.!-]|\p{L}{3,}))(?!\s*(?:reps?\s*[x×@]|x\b|kgs?\b|lbs?\b))/u;
// "5 @ 45/5 @ 55": a slash, even unspaced, after reps at a load and before more reps at a load starts
// the next item. A spaced slash before any whole set ("… @ 30 lbs / 1 set of 10 reps") is a comma by
// now (journal-separators).
const SET_SLASH = new RegExp(
  String.raw`(?<=(?:@|\bat)\s*${N}(?:${UNIT})?)\s*\/\s*(?=\d{1,3}\s*(?:reps?\s*)?(?:@|\bat\b))`,
  'gi',
);
// "5 @ 45", "3 reps at 150": one item's reps at its load.
// "5 @ 45", "Box squat 3 reps at 150": an item that opens with its reps at its load.
const REPS_AT = new RegExp(
  String.raw`^(\s*\D*?)\b(\d{1,2})\s*(?:reps?\s*)?(?:@|\bat\b)\s*(${N}(?:${UNIT})?)(?!\d|\.\d|\s*[x×/])`,
  'i',
);

const heavy = (load: string, reps: number) =>
  /[a-z#]/i.test(load) || (Number.parseFloat(load) >= 20 && Number.parseFloat(load) > reps);

/** The sets text with every list's shared part given to each of its items (see the header). */
export function listItems(text: string, bodyweight: (name: string) => boolean): string {
  if (!/\d/.test(text)) return text;
  let out = text.replace(SET_SLASH, '; ');
  // Each item parted so is one set: "1 @ 185" after "2 @ 170" is a single at 185, not 2 more reps.
  if (out !== text)
    out = out
      .split(';')
      .map((item) =>
        item.replace(REPS_AT, (whole, lead: string, reps: string, load: string) =>
          heavy(load, Number(reps)) ? `${lead}1x${reps} @ ${load}` : whole,
        ),
      )
      .join(';');
  out = out.replace(COUNTED_LOADS, (whole, count: string | undefined, reps: string, list: string) => {
    const loads = list.split(new RegExp(String.raw`${JOIN}|\s*\/\s*`, 'i')).map((w) => w.trim());
    if (count && Number(count) !== loads.length) return whole;
    if (!loads.every((w) => heavy(w, Number(reps)))) return whole;
    // A unit written only after the last load is every load's.
    const unit = /[a-z#]+$/i.exec(loads.at(-1) ?? '')?.[0];
    const unitless = loads.slice(0, -1).every((w) => !/[a-z#]/i.test(w));
    return loads
      .map((w) => `1x${reps} @ ${w}${unit && unitless && !/[a-z#]/i.test(w) ? unit : ''}`)
      .join('; ');
  });
  out = out.replace(
    LOAD_FIRST,
    (whole, load: string, unit: string | undefined, mark: string | undefined, list: string) => {
      // A bare number is a load only when marked as one and too heavy for reps ("3 5x5, 3x3" is not).
      if (!unit && !(mark && /[@a-z]/i.test(mark) && Number(load) > REPS_MAX)) return whole;
      const schemes = list.split(new RegExp(JOIN, 'i')).map((s) => s.trim());
      return schemes.map((s) => `${s} @ ${load}${unit ?? ''}`).join('; ');
    },
  );
  out = out.replace(JOINED_COUNTS, (whole, list: string, last: string, at: number) => {
    const items = [...list.split(/\s*[,/]\s*/), last];
    // Two counts are a list only when said to be reps ("12 and 10 reps"); "5 and 3" may be anything.
    if (items.length < 3 && !/^\s*reps?\b/i.test(out.slice(at + whole.length))) return whole;
    // The list ends at its last count: a number said after it ("… and 7 for a total of 56") is no item.
    const after = /^[^,;.!?]*/.exec(out.slice(at + whole.length))?.[0] ?? '';
    return `${items.join('/')}${/\d/.test(after) ? ',' : ''}`;
  });
  const spaced = SPACED.exec(out);
  if (spaced?.[2]) {
    const counts = spaced[2].split(/\s+/).map(Number);
    // "Dips 45 8 8": a first count too heavy for reps before light ones is a load, then its reps.
    const loadFirst = (counts[0] ?? 0) > REPS_MAX && counts.slice(1).every((n) => n <= 20);
    if (!loadFirst && bodyweight(spaced[1] ?? ''))
      out = `${spaced[1]}${counts.join('/')} reps${out.slice(spaced[0].length)}`;
  }
  return out;
}
