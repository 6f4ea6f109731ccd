/**
 * "using a 5lbs Bally’s Fitness weight ball", "a 16 kg Rogue kettlebell": the maker's name written
 * between a load and the kit it is the load of says nothing of the set, and its capitals and
 * possessive would be read as a lift's name or another lifter's. Taken out on each line before any
 * reader sees it, so the load stays with its kit ("a 5lbs weight ball", "a 16 kg kettlebell").
 */

/** A pattern's letters matched in either case, where the pattern around it must keep its case. */
const anyCase = (pattern: string) =>
  pattern.replace(/\\.|[a-z]/g, (c) => (c.length > 1 ? c : `[${c}${c.toUpperCase()}]`));

// The kit a load is held on or in: a ball, a bell, a plate, a vest or a bag. Never a bar: "Trap Bar",
// "EZ Bar" and "Safety Bar" are the lift's own variant, not a maker.
const KIT = anyCase(
  String.raw`(?:(?:weight(?:ed)?|medicine|med|slam|wall|exercise|fitness)\s+)?(?:balls?|dumbbells?|kettlebells?|plates?|vests?|sandbags?|bags?)`,
);
// The maker: one to three capitalised words, or a possessive and up to two words after it ("bally’s
// fitness", however the entry is cased).
const MAKER = String.raw`(?:(?:\p{Lu}[\p{L}&]*(?:['’][sS])?\s+){1,3}|\p{L}+['’][sS]\s+(?:[\p{L}&]+\s+){0,2})`;
const UNIT = anyCase('(?:kgs?|kilos?|lbs?|pounds?)');
const MAKER_BEFORE_KIT = new RegExp(
  String.raw`(\d(?:\.\d+)?\s*(?:${UNIT}|#)\.?\s+)${MAKER}(?=${KIT}\b)`,
  'gu',
);

/** The line with a maker's name between a load and its kit left out. */
export function withoutKitMaker(line: string): string {
  return line.replace(MAKER_BEFORE_KIT, '$1');
}
