/**
 * An age told beside the sets is no count of them (round 36): "10×1 TGU (Turkish Get Up, 2kg ankle-weight
 * – 25 years old!)" is ten singles at the 2 kg weight, the weight itself twenty-five years old; read as
 * written, "2kg ankle-weight 25 years old" was one more set of twenty-five at 2 kg. "a 20 year old bar",
 * "my 6-month-old", "a 30 y/o guy": the number is how old someone or something is. The words stay (a note
 * may keep them), the number goes before any reader takes it for reps, a load or a set.
 */

// "25 years old", "20 year old", "30-year-old", "6 months old", "30 yrs old", "30 y/o", "30yo".
const AGE =
  /(?<![\d.,])\d{1,3}(?:[ \t]*-[ \t]*|[ \t]+)?(?:(?:years?|yrs?|months?)(?:[ \t]*-[ \t]*|[ \t]+)old\b|y\/o\b|yo\b)/gi;

/** The line with each age's number taken out. */
export function agesOut(line: string): string {
  return /old\b|y\/?o\b/i.test(line) ? line.replace(AGE, (m) => m.replace(/^\d{1,3}[ \t-]*/, '')) : line;
}
