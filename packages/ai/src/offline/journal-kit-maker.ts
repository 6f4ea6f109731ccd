/**
 * "using a 5lbs Bally’s Fitness weight ball", "a 16 kg Rogue kettlebell": the maker's name written
 * between a load and the kit it is the load of says nothing of the set, and its capitals and
 * possessive would be read as a lift's name or another lifter's. Taken out on each line before any
 * reader sees it, so the load stays with its kit ("a 5lbs weight ball", "a 16 kg kettlebell").
 */

// The kit a load is held on or in: a ball, a bell, a plate, a vest or a bag. Never a bar: "Trap Bar",
// "EZ Bar" and "Safety Bar" are the lift's own variant, not a maker.
const KIT = String.raw`(?:(?:weight(?:ed)?|medicine|med|slam|wall|exercise|fitness)\s+)?(?:balls?|dumbbells?|kettlebells?|plates?|vests?|sandbags?|bags?)`;
// A load with its unit, then one to three capitalised words (a possessive allowed), then the kit.
const MAKER_BEFORE_KIT = new RegExp(
  String.raw`(\d(?:\.\d+)?\s*(?:kgs?|kilos?|lbs?|pounds?|#)\.?\s+)((?:\p{Lu}[\p{L}&]*(?:['’]s)?\s+){1,3})(?=${KIT}\b)`,
  'gu',
);

/** The line with a maker's name between a load and its kit left out. */
export function withoutKitMaker(line: string): string {
  return line.replace(MAKER_BEFORE_KIT, '$1');
}
