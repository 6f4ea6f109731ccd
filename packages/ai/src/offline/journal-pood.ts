/**
 * Kettlebells sized in poods ("1.5 pood", "2 pood swings", "a 1 pood bell", "1.5pd"): the pood is the
 * Russian weight kettlebells are still cast and sold by, 16 kg a pood, so "1.5 pood" is a 24 kg bell.
 * Written as its kilos, which every reader of loads already knows; read as a bare number before, it was
 * 1.5 lb, or the word became part of the move's name ("Pood Swings").
 * Only a count of halves or quarters up to 3 poods (the sizes bells come in): "pood" after anything else
 * is left as written.
 */
import { KG_PER_POOD } from './units.ts';

// "1.5 pood", "2 poods", "1pd", "1 1/2 pood" is not read (rare); the number is a bell's size in poods.
const POOD = /(?<![\d.,/])(\d(?:\.\d{1,2})?)[ \t]*(?:poods?|pd)\b/gi;

/** The entry with each bell's size in poods written as its kilos. */
export function poodsAsKilos(text: string): string {
  // Guard: most entries name no pood.
  if (!/\d[ \t]*(?:pood|pd\b)/i.test(text)) return text;
  return text.replace(POOD, (whole, size: string) => {
    const poods = Number(size);
    // A bell is cast in halves or quarters of a pood, up to three: anything else is no bell's size.
    if (poods <= 0 || poods > 3 || (poods * 4) % 1 !== 0) return whole;
    return `${Math.round(poods * KG_PER_POOD * 100) / 100}kg`;
  });
}
