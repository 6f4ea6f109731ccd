/**
 * "Deadlift: Got the 8×167,5kg easily. Then switched to sumo and continued up to 3x190kg": a word of a
 * variant said after "switched to" (or "moved to", "changed to", "went over to") is the lift in scope
 * done that way, and the sets after it are the variant's. On its own "sumo" names no lift, so the sets
 * went on as deadlifts. The variant is the word(s) joined to the lift's name, or to its last words ("close
 * grip" with "barbell bench press" is the close-grip bench press); only a lift the catalogue knows and
 * other than the one in scope counts, so "switched to a lighter bar" changes nothing. A lift named whole
 * ("switched to front squats, 3x5 at 155") is that lift.
 */
import { type Resolved, resolveName } from './journal-names.ts';

// "switched to sumo", "switching over to close grip", "moved on to paused": the words after the turn.
const SWITCHED =
  /\b(?:switch(?:ed|ing)?|chang(?:ed|ing)|mov(?:ed|ing)|went|go(?:ing)?)\s+(?:over\s+|on\s+|back\s+)?to\s+(\p{L}+(?:[\s-]\p{L}+)?)/iu;
// Words after the variant that say what came next, not part of it ("sumo and continued", "sumo for").
const AFTER_VARIANT = /\s(?:and|for|with|at|then|to|on|from|but|so)$/i;
// A turn told alone: at most one more word ("switched to sumo deadlifts.") before the sentence ends.
const TURN_ALONE = /^\s*(?:\p{L}+)?\s*(?:[.!,;:]|$)/u;

/** The variant of the lift in scope the chunk switched to, if it names one. */
export function switchedVariant(text: string, current: Resolved | undefined): Resolved | undefined {
  const lift = current?.exercise;
  if (!lift) return undefined;
  const m = SWITCHED.exec(text);
  if (!m?.[1]) return undefined;
  // The sets come with the turn ("switched to sumo and continued up to 3x190kg") or the turn is all the
  // chunk says ("Switched to sumo."); a reason after it ("switched to seated calf raises so that I could
  // raise the weight") tells why the sets before were done that way, and moves nothing.
  const rest = text.slice((m.index ?? 0) + m[0].length);
  if (!/\d/.test(rest) && !TURN_ALONE.test(rest)) return undefined;
  const variant = m[1].replace(AFTER_VARIANT, '');
  if (/^(?:the|a|an|my|some)$/i.test(variant.split(/[\s-]/)[0] ?? '')) return undefined;
  // "switched to front squats": a lift named whole, which the sentence around it hid.
  const whole = resolveName(variant, false);
  if (whole?.exercise) return whole.exercise.name === lift.name ? undefined : whole;
  const words = lift.name.split(' ');
  for (let from = 0; from < words.length; from++) {
    const named = resolveName(`${variant} ${words.slice(from).join(' ')}`, false);
    if (named?.exercise) return named.exercise.name === lift.name ? undefined : named;
  }
  return undefined;
}
