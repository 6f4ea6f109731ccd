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
 */
import { barbellLift } from './journal-plates.ts';

type Unit = 'kg' | 'lb';
const BAR: Record<Unit, number> = { lb: 45, kg: 20 };

// A row's scheme, then the bar: "empty bar", "bar + 30 lbs", "bar+15", or a stick in place of the bar.
const BAR_ROW =
  /(\d{1,2}[ \t]*[x×][ \t]*\d{1,3})[ \t]+(?:(?:the[ \t]+)?empty[ \t]+bar\b|bar[ \t]*\+[ \t]*(\d{1,3}(?:\.\d+)?)[ \t]*(kgs?|lbs?|#)?|(?:using|with)[ \t]+(?:a[ \t]+|the[ \t]+)?(?:stick|broomstick|dowel|pvc(?:[ \t]+pipe)?)\b)/gi;
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

/** The entry with the bar written as a load in the rows of a barbell lift. */
export function barAsLoad(text: string, unit: Unit): string {
  if (!/\bbar\b|stick|dowel|pvc/i.test(text)) return text;
  let block = false;
  return text
    .split('\n')
    .map((line) => {
      const lead = (LEAD.exec(line)?.[0] ?? '').trim();
      // A line naming a lift heads the rows under it; a line naming another lift ends that block.
      if (/\p{L}{3}/u.test(lead)) block = barbellLift(lead) !== undefined;
      return block ? rowLoads(line, unit) : line;
    })
    .join('\n');
}
