/**
 * The bar as a set's load. Lifters starting a barbell lift write the bar itself: "2×5 empty bar", "1×3 bar
 * + 30 lbs" (the bar and 30 lb of plates), and before the bar a broomstick: "2×5 using stick". A standard
 * bar weighs the same every time: 45 lb in a pound gym, 20 kg in a kilo gym (the member's unit says
 * which, as journal-plates reads plates), so "empty bar" is that load and "bar + 30 lbs" the bar plus the
 * plates, in the plates' unit. A stick or dowel weighs nothing worth logging: the set is unloaded.
 *
 * Only in a set row ("N×R" right before the words) of a plain barbell lift named on the line or heading
 * its block (journal-plates' barbellLift): "Curls 3x10 EZ bar + 20", "smith machine bar + 30" and "3x10
 * with the bar" told in a story keep their words ("the bar" alone may be any bar, and a warm-up "with
 * the bar" is written as before).
 *
 * The other way round, a number after "@" lighter than any bar ("I did just squat a set of 4 @8", "Front
 * squat 3x3 @ 7.5") on a barbell lift no lighter implement does (journal-light-bar's dumbbell variant: a
 * light bench or curl load may be a dumbbell's) is no load: it is the set's effort, RPE 8, as lifters
 * write it after a set. Only when the line writes no load of its own, with its unit, after "@" or as a
 * number no count reaches ("Squat 3x5 @ 225 @8", "Squat 140 x 5, 5, 5 @ 7, 8, 9" are read by
 * journal-efforts already), and the number has no unit, "x" or "%" after it.
 */
import { dumbbellVariant, LIGHTEST_BAR_LB } from './journal-light-bar.ts';
import { barbellLift } from './journal-plates.ts';
import { LB_PER_KG } from './units.ts';

type Unit = 'kg' | 'lb';
const BAR: Record<Unit, number> = { lb: 45, kg: 20 };

// A row's scheme, then the bar: "empty bar", "bar + 30 lbs", "bar+15", or a stick in place of the bar.
const BAR_ROW =
  /(\d{1,2}[ \t]*[x×][ \t]*\d{1,3})[ \t]+(?:(?:the[ \t]+)?empty[ \t]+bar\b|bar[ \t]*\+[ \t]*(\d{1,3}(?:\.\d+)?)[ \t]*(kgs?|lbs?|#)?|(?:using|with)[ \t]+(?:a[ \t]+|the[ \t]+)?(?:stick|broomstick|dowel|pvc(?:[ \t]+pipe)?)\b)/gi;
// "@8", "@ 7.5": an effort's value after the mark, nothing after it that makes it a load or a count.
const AT_EFFORT =
  /@[ \t]*((?:10|[5-9])(?:\.5)?)(?![\d.]|[ \t]*(?:kgs?|lbs?|#|%|[x×]|pounds?|kilos?|reps?|plates?|rpe|rir)\b|[ \t]*[#%x×])/gi;
// A load the line writes: a number with its unit, or two digits or more after "@".
const LOAD_WRITTEN = /\d[ \t]*(?:kgs?|lbs?|#|pounds?|kilos?)(?![a-z])|@[ \t]*\d{2}/i;
// The words before a row's first number: the lift it names, if any.
const LEAD = /^[^\d\n]*/;

/** The row with the bar, the bar and its plates, or a stick written as the set's load. */
function rowLoads(line: string, unit: Unit): string {
  return line.replace(BAR_ROW, (whole, scheme: string, plates?: string, platesUnit?: string) => {
    if (/stick|dowel|pvc/i.test(whole)) return scheme;
    const u: Unit = platesUnit ? (/k/i.test(platesUnit) ? 'kg' : 'lb') : unit;
    const load = BAR[u] + (plates ? Number(plates) : 0);
    return `${scheme} @ ${load} ${u === 'kg' ? 'kg' : 'lbs'}`;
  });
}

/** The line with a light number after "@" written as the effort it is. */
function effortsAt(line: string, unit: Unit): string {
  const bare = line.replace(AT_EFFORT, '');
  // "Squat 140 x 5, 5, 5 @ 7, 8, 9": a number no count reaches is the line's load already, its "@"s
  // efforts journal-efforts reads as a list.
  if (LOAD_WRITTEN.test(bare) || (bare.match(/\d+/g) ?? []).some((n) => Number(n) >= 20)) return line;
  return line.replace(AT_EFFORT, (whole, n: string) =>
    Number(n) * (unit === 'kg' ? LB_PER_KG : 1) < LIGHTEST_BAR_LB ? `@ rpe ${n}` : whole,
  );
}

/** The entry with the bar written as a load in the rows of a barbell lift, a light "@N" as the effort. */
export function barAsLoad(text: string, unit: Unit): string {
  if (!/\bbar\b|stick|dowel|pvc|@/i.test(text)) return text;
  let block: ReturnType<typeof barbellLift>;
  return text
    .split('\n')
    .map((line) => {
      const lead = (LEAD.exec(line)?.[0] ?? '').trim();
      // A line naming a lift heads the rows under it; a line naming another lift ends that block.
      if (/\p{L}{3}/u.test(lead)) block = barbellLift(lead);
      if (!block) return line;
      const rows = rowLoads(line, unit);
      return line.includes('@') && !dumbbellVariant(block.name) ? effortsAt(rows, unit) : rows;
    })
    .join('\n');
}
