/**
 * "Squat, 4*8: 50*5,65*5, 75*8,8,8,8", "Bench Press, 4*6: 95*6,6,6,6", "Incline sit-ups3*10-15: 5kg
 * 10,10,8": a lifter's programme written before a colon, then the sets done written after it. When
 * what follows the colon is a list of whole sets on its own (a load × reps with more sets after it, or
 * a load then a list of reps), the scheme before the colon is the plan they were done against, never
 * sets of its own: it goes before any reader takes it for bodyweight sets. Read on each line before
 * the line's label is split off.
 *
 * What stays as it was: "Squat 3x8: 100, 110, 120" (loads only: the scheme's reps are theirs), "Squat
 * 3x8: 100kg" (the scheme at a load), "Squat 3x5: 100x5" (one set after it says nothing of the others).
 */

const NUM = String.raw`\d{1,4}(?:[.,]\d{1,2})?`;
const UNIT = '(?:kgs?|kilos?|lbs?|pounds?|#)';
const TIMES = String.raw`\s*[x×*]\s*`;

// What follows the colon, when it stands alone as sets: "50*5,65*5", "95*6,6,6,6", "40 x 8, 8, 8",
// "100x8, 110x8" (a load × reps, then a comma and more), or "5kg 10,10,8" (a load with its unit, then
// two reps or more). Reps are one or two digits, so "3x8: 100, 110" (loads) never reads as a list.
const SETS_ALONE = String.raw`(?:${NUM}\s*${UNIT}?${TIMES}\d{1,2}(?!\d|\s*[x×*])\s*[,;]\s*\d|${NUM}\s*${UNIT}\s+\d{1,2}\s*[,;]\s*\d{1,2}(?!\d))`;

// A name (or nothing), then the scheme ("4*8", "3 x 6-10"), then the colon; a comma or no space at all
// may part the name from the scheme ("Squat, 4*8", "sit-ups3*10-15"). The name holds no number but a
// list number and a count opening it ("3. 1 Arm Row"), so a load before the scheme ("Squat 100 3x8:")
// keeps the line as it is. A semicolon lists as a comma does.
const PLAN_BEFORE_COLON = new RegExp(
  String.raw`^((?:\s*\d{1,2}[.)]\s+)?(?:\s*\d{1,2}[\s-]*)?[^:\d]*?)[,;]?\s*(?<![\d.])\d{1,2}${TIMES}\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s*:\s*(?=${SETS_ALONE})`,
  'iu',
);

// A scheme right before a colon, found first: most lines have none, and the reading above is then skipped.
const SCHEME_COLON = /\d\s*[x×*]\s*\d[\d\s–-]*:/;
const LETTER = /\p{L}/u;

/** The line with a plan before its colon taken off when the sets after it stand on their own. */
export function planBeforeSets(line: string): string {
  if (!SCHEME_COLON.test(line)) return line;
  return line.replace(PLAN_BEFORE_COLON, (whole, name: string) => {
    const named = name.trim().replace(/[,;]$/, '').trim();
    // A name holds a letter; no name at all ("3x8: 100x8, 8, 8") is the scheme alone.
    if (named && !LETTER.test(named)) return whole;
    return named ? `${named}: ` : '';
  });
}
