/**
 * A barbell load told in plates. Lifters count the big plates on each side of the bar: "2 plates",
 * "2pl", "two plates a side", "a plate", "3 plate deadlift", "plate and a quarter", "2 plates + 10s".
 * With a standard bar that count is a load, the same one every time: in a pound gym a 45 lb bar and
 * 45 lb plates (1 plate 135, 2 plates 225, a quarter a 25 a side, a dime a 10, a nickel a 5), in a
 * kilo gym a 20 kg bar and 20 kg plates (1 plate 60, 2 plates 100). The member's unit says which gym.
 *
 * Only where the lift is a plain barbell lift, named on the line (before the count or right after it,
 * "3 plate deadlift") or heading the block the line sits in. Elsewhere plates say no load we can know
 * and stay for journal-normalize to drop: a machine or "plate loaded" lift counts its own plates
 * ("Leg press 6 plates", "Hack squat @ 4 plates"), a trap, smith, safety or EZ bar weighs its own, and
 * a plate held ("plate raises", "plate pinch", "holding a plate") is the implement, not a count. A
 * count the lifter also wrote as a load ("225 (2 plates)", "2 plates (225)"), a plate put on in a
 * story ("added 2 plates"), and a quarter in a kilo gym (no such plate) keep their words too: a wrong
 * load is worse than none.
 */
import type { CatalogueExercise } from '../catalogue/index.ts';
import { resolveName } from './journal-names.ts';

type Unit = 'kg' | 'lb';

const COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
// The smaller plates lifters add by name, a side, in a pound gym.
const NAMED: Record<string, number> = {
  quarter: 25,
  quarters: 25,
  dime: 10,
  dimes: 10,
  nickel: 5,
  nickels: 5,
};
// Plates a side that come in either unit; any other number after "+" is no plate and no load.
const SIZES: Record<Unit, number[]> = { lb: [2.5, 5, 10, 15, 25, 35], kg: [1.25, 2.5, 5, 10, 15, 25] };

const SIDE = String.raw`(?:[ \t]*(?:a|per|each|on[ \t]+each|on[ \t]+either)[ \t]+side|[ \t]+aside)?`;
// "+ 10s", "and a quarter", "plus a 25 a side": one smaller plate a side, named or by its size. A size
// right before "x reps" is a plate only told as one ("and a 10 x 5", "plate + 25 x 5"): after a bare
// "and" it may be a scheme ("2 plates and 3x5").
const EXTRA = String.raw`(?:[ \t]*(?:\+|&|\band\b|\bplus\b)[ \t]*(?:(?:a|one)[ \t]+)?(quarters?|dimes?|nickels?|\d{1,2}(?:\.\d+)?(?:(?<=(?:\+|\bplus|\ba|\bone)[ \t]*\d{1,2}(?:\.\d+)?)|(?![ \t]*[x×][ \t]*\d)))(?:['’]?s)?\b${SIDE})?`;
const PLATES = new RegExp(
  String.raw`(?<![\w.@#-]|\+[ \t]*)(?:(\d|a|an|one|two|three|four|five|six)[ \t]*-?[ \t]*(?:plates?|pl)\b|(?<=^|[\s:@-])(plate)(?=[ \t]*(?:\+|&|and|plus)[ \t]*(?:a|one)?[ \t]*(?:quarter|dime|nickel|\d)))${SIDE}${EXTRA}`,
  'gi',
);

// The groups PLATES captures: the count, a bare "plate", the smaller plate.
const PLATE_GROUPS = 3;

// What may follow a count that is a load: the end, the sets, a separator, or the lift it was ("3 plate
// deadlift"), never "on my chest", "loaded" or "raises".
const AFTER_LOAD =
  /^[ \t]*(?:$|[\d,;)(+/|–—=-]|[x×@]|for\b|at\b|then\b|today\b|felt\b|was\b|easy\b|\.(?!\d))/i;
// "added 2 plates", "2 more plates": plates put on the bar in a story, a change, not the load.
const STORY_BEFORE =
  /\b(?:add(?:ed|ing)?|put(?:ting)?(?:[ \t]+on)?|threw(?:[ \t]+on)?|loaded|took(?:[ \t]+off)?|strip(?:ped)?|drop(?:ped)?|remov(?:ed|ing)|another|more|extra|holding|held|hold|with[ \t]+a)[ \t]*$/i;
// A load written beside the count ("225 - 2 plates", "2 plates (225)", "2 plates = 225"): the lifter's.
const LOAD_BEFORE = /(?<![\d.])(\d{2,4})(?:\.\d+)?[ \t]*(?:lbs?|kg|#)?[ \t]*[-=/:(–—]?[ \t]*$/i;
const LOAD_AFTER = /^[ \t]*[-=/:(–—]?[ \t]*\(?[ \t]*(\d{2,4})(?![\d.]*[ \t]*[x×])/;
// Bars that are no 45 lb / 20 kg bar, and machines that count plates their own way.
const OTHER_BAR =
  /\b(?:smith|trap|hex|ssb|safety|cambered|swiss|football|ez|e-z|axle|log|landmine|t-?bar|machine|sled|plate[ \t-]*loaded|hammer[ \t]*strength|preacher|skull)/i;

export function barbellLift(written: string): CatalogueExercise | undefined {
  const name = written
    .replace(/[\s:@,–—-]+$/, '')
    .replace(/^[\s:,–—-]+/, '')
    .trim();
  if (!/\p{L}{2,}/u.test(name) || OTHER_BAR.test(name)) return undefined;
  const ex = resolveName(name, true)?.exercise;
  if (!ex?.equipment.includes('barbell') || ex.equipment.includes('machines') || OTHER_BAR.test(ex.name))
    return undefined;
  return ex;
}

// The words naming the line's lift: those before its first number (or before the count).
const leadName = (before: string) =>
  (/^[^\d]*/.exec(before)?.[0] ?? '').replace(/\b(?:a|an|one|two|three|four|five|six)\s*$/i, '');

function plateLoad(count: number, extra: string | undefined, unit: Unit): number | undefined {
  const bar = unit === 'lb' ? 45 : 20;
  let side = count * bar;
  if (extra) {
    const named = NAMED[extra.toLowerCase()];
    // No quarter, dime or nickel in a kilo gym.
    if (named !== undefined && unit === 'kg') return undefined;
    const add = named ?? Number(extra);
    if (named === undefined && !SIZES[unit].includes(add)) return undefined;
    side += add;
  }
  return bar + 2 * side;
}

// Words before a count that name no lift: the block's lift holds ("Warm up 1 plate x 5", "Top set: 3 plates").
const NO_NAME =
  /^(?:[\s:,@-]*\b(?:warm[\s-]*ups?|work(?:ing)?[\s-]*sets?|top[\s-]*sets?|back[\s-]*offs?|sets?|then|today|and|heavy|singles?|doubles?|triples?|(?:work(?:ed)?[\s-]+)?up[\s-]+to|hit|did|got|made|at|with|for|x)\b)*[\s:,@-]*$/i;

/** One line with each barbell load told in plates written as its load, given the block's lift. */
function lineLoads(line: string, block: CatalogueExercise | undefined, unit: Unit): string {
  return line.replace(
    PLATES,
    (whole, n: string | undefined, bare: string | undefined, extra: string | undefined, at: number) => {
      const before = line.slice(0, at);
      const after = line.slice(at + whole.length);
      if ((before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) return whole;
      if (STORY_BEFORE.test(before) || /^[ \t]*\+[ \t]*\d/.test(after)) return whole;
      const written = LOAD_BEFORE.exec(before) ?? LOAD_AFTER.exec(after);
      if (written && Number(written[1]) >= 20) return whole;
      const count = bare ? 1 : (COUNTS[(n ?? '').toLowerCase()] ?? Number(n));
      // More than six a side is a machine's count.
      if (!count || count > 6) return whole;
      // "3 plate deadlift": the lift named right after the count; any other word after it ("on my
      // chest", "loaded", "raises") says the count is no load.
      const named = AFTER_LOAD.test(after) ? undefined : /^[ \t]*(\p{L}[\p{L} \t-]*)/u.exec(after)?.[1];
      if (named !== undefined || !AFTER_LOAD.test(after)) {
        if (!named || !barbellLift(named)) return whole;
      } else {
        const lead = leadName(before);
        // "hit 3 plates for 5 on deadlift": no name before the count and no block, the line's own lift.
        const rest = () => barbellLift(`${lead} ${after.replace(/[\d.,;:!?×@()]+|\bx(?=\d|\b)/gi, ' ')}`);
        const lift = NO_NAME.test(lead) ? (block ?? rest()) : barbellLift(lead);
        if (!lift) return whole;
      }
      const load = plateLoad(count, extra, unit);
      // A barbell count we cannot weigh ("plate and a quarter" in a kilo gym) is no load and no name.
      return load === undefined ? ' ' : `${load} ${unit === 'lb' ? 'lbs' : 'kg'}`;
    },
  );
}

const HAS_PLATES = new RegExp(PLATES.source, 'i');
// "225 (2 plates)", "(2 plates) 5x5", "2 plates (225)": a count and a load side by side, one in brackets.
const PLATES_ASIDE = new RegExp(String.raw`\([ \t]*(${PLATES.source})[ \t]*\)`, 'gi');
const LOAD_ASIDE = new RegExp(
  String.raw`(${PLATES.source})[ \t]*\([ \t]*(\d{2,4}(?:\.\d+)?[ \t]*(?:lbs?|kg|#)?)[ \t]*\)`,
  'gi',
);

/**
 * A count in brackets beside the load it makes says the load twice: the load written stays ("225 (2
 * plates)"), and a count alone in brackets is read as any count is. A load in brackets after a count
 * is the lifter's own sum, whatever our bar would make it.
 */
function asides(line: string): string {
  const summed = line.replace(
    LOAD_ASIDE,
    (_, _count: string, ...rest: unknown[]) => ` ${rest[PLATE_GROUPS] as string} `,
  );
  return summed.replace(PLATES_ASIDE, (_whole, count: string, ...rest: unknown[]) => {
    const before = summed.slice(0, rest[PLATE_GROUPS] as number);
    return LOAD_BEFORE.test(before) && Number(LOAD_BEFORE.exec(before)?.[1]) >= 20 ? ' ' : ` ${count} `;
  });
}

/** The entry with each barbell load told in plates as its load in the member's unit (see the header). */
export function platesAsLoads(text: string, unit: Unit): string {
  if (!/pl/i.test(text)) return text;
  let block: CatalogueExercise | undefined;
  return text
    .split('\n')
    .map((line) => {
      const at = HAS_PLATES.exec(line)?.index;
      const lead = leadName(line.slice(0, at ?? line.length));
      // The lift a line names heads the lines under it; a line naming another lift ends that block.
      if (!NO_NAME.test(lead) && resolveName(lead.replace(/[\s:,–—-]+$/, ''), false)?.exercise)
        block = barbellLift(lead);
      return at === undefined ? line : lineLoads(asides(line), block, unit);
    })
    .join('\n');
}
