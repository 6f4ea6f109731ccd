/**
 * Reps per side written as a slashed pair, one pair a set (round 36): "single leg RDL-14/14, 12/12",
 * "single arm kettlebell front squat-10/10, 10/10, 6/6", "Lunges 12/12, 10/10". Each pair's two equal
 * counts are the left side's and the right's, so a pair is one set of that many reps (as written per
 * side, as "6 rows (each arm)" is). Read as written, the pair was reps at a load ("14 @ 14"). The list is
 * written as its sets, "1x14, 1x12 (each side)", and a name glued to it by a hyphen ("RDL-14/14") is
 * parted from it, so the name keeps its last word ("swings-12/12" lost "swings").
 * Only a list of two pairs or more, every pair equal, no unit or mark after it: "10/135, 8/155" (reps
 * at loads), "12/12, 10/9" (not all equal), "135/135, 155/155" (over 50: loads) and "3x8/8" (a scheme,
 * read already) keep their reading; a lone "10/10" keeps its own.
 */

// Two or more pairs of equal counts parted by commas (or semicolons), after a name, a colon or a hyphen
// glued to a name; a full stop may close the list, and no other pair may go on after it ("10/10; 10/10;
// 10/12" is no per-side list).
const PAIRS =
  /((?<=\p{L})-|(?<![\d./x×*@]|[x×*@][ \t]*))(\d{1,2})\/\2((?:[ \t]*[,;][ \t]*(\d{1,2})\/\4){1,11})(?![\d/]|\.\d|[ \t]*(?:kgs?\b|lbs?\b|#|%|[x×*@/]|reps?[ \t]*[x×@]|[,;][ \t]*\d))/gu;

/** The line with a list of per-side pairs written as one set of reps each. */
export function perSidePairs(line: string): string {
  if (!/(\d{1,2})\/\1(?!\d)/.test(line) || !/[,;]/.test(line)) return line;
  return line.replace(PAIRS, (whole, glued: string, first: string, rest: string) => {
    const reps = [
      first,
      ...rest
        .split(/[,;]/)
        .slice(1)
        .map((p) => p.split('/')[0]?.trim() ?? ''),
    ];
    if (reps.some((r) => Number(r) < 1 || Number(r) > 50)) return whole;
    return `${glued ? ' - ' : ''}${reps.map((r) => `1x${r}`).join(', ')} (each side)`;
  });
}
