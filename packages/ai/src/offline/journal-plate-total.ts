/**
 * "eight 55-pound plates on each side of the leg press machine (880 pounds)", "4 45s a side on the sled
 * (405 lbs)": plates counted by their size, then the total they make in brackets. The total is the load
 * lifted; the plate's size is no load (read as written, "55-pound" was the set's load). The plates are
 * written as the total, in the sentence where the lifter counted them, and the bracket goes.
 *
 * Only when the bracket adds up: the plates times their size, on both sides or one, with or without a
 * 45 lb (20 kg) bar; "three 45-pound plates (I love them)" and a bracket that sums to something else
 * are left as written.
 */
import { COUNT, wordCount } from './journal-counts.ts';
import { LOAD_UNIT as UNIT } from './journal-words.ts';

// "eight 55-pound plates on each side", "4 45s a side", "two 20kg plates per side": count, size, plates.
const PLATES = new RegExp(
  String.raw`\b(${COUNT})[ \t]+(\d{1,2}(?:\.\d{1,2})?)(?:[ \t-]*${UNIT}|['’]?s)?(?:[ \t]+(?:plates?|discs?))?([ \t]+(?:on[ \t]+each|each|a|per|on[ \t]+either)[ \t]+side|[ \t]+aside)?\b([^().!?\n]{0,80}?)[ \t]*\([ \t]*(\d{2,4}(?:\.\d{1,2})?)[ \t]*(${UNIT})[ \t]*\)`,
  'giu',
);

const OF_KIT = /^[ \t]+of[ \t]+/i;

/** Whether the total is what the plates make, on one side or both, with or without the bar. */
function addsUp(count: number, size: number, total: number, sided: boolean): boolean {
  const plates = count * size;
  const made = sided ? [plates * 2] : [plates, plates * 2];
  return made.some((m) => [m, m + 45, m + 20].some((t) => Math.abs(t - total) < 0.01));
}

/** The entry with plates counted by size before their bracketed total written as that total. */
export function plateTotalsWritten(text: string): string {
  if (!text.includes('(') || !/plates?|discs?|['’]?s\b/i.test(text)) return text;
  return text.replace(
    PLATES,
    (
      whole,
      count: string,
      size: string,
      side: string | undefined,
      between: string,
      total: string,
      unit: string,
    ) => {
      const n = wordCount(count);
      // Plates, or sizes named "45s": one or the other must say these are plates.
      if (!n || !/plates?|discs?|\d['’]?s\b/i.test(whole.slice(0, whole.length - between.length)))
        return whole;
      if (!addsUp(n, Number(size), Number(total), Boolean(side))) return whole;
      // "… on each side of the leg press (880 pounds)": the total is on the machine.
      return `${total} ${unit}${between.replace(OF_KIT, ' on ')}`;
    },
  );
}
