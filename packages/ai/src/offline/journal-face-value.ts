/**
 * The last word on an entry that logged nothing: a lift is named and sets are stated, so the sets are
 * logged at face value. The readers before this one drop numbers they take for a story, a plan, a date
 * or a remark; when that leaves the whole entry with no set while it names a lift ("Today I picked 110
 * pounds off the floor, five times, in a movement called the deadlift", a dated block whose lift is
 * named in its last sentence), a member would rather correct a logged set than lose the entry. Each
 * sentence is read on its own, under the one lift the entry names. What the readers decided is not today's
 * work stays so, sentence by sentence, by their own tests: a failed or missed try, a plan, a habit, a
 * goal, history, a stat (journal-achieved's sentenceKind, journal-remarks' HABIT, PLAN_LABEL and STATS).
 * Counts without reps (a bare load, a time) are not made into sets here.
 */
import type { LoggedSet, WeightUnit } from '../schemas.ts';
import { sentenceKind } from './journal-achieved.ts';
import { failedAfter } from './journal-attempts.ts';
import { withoutCalendar } from './journal-calendar.ts';
import { loadsDenied } from './journal-load-forms.ts';
import { toSets } from './journal-logged.ts';
import { mentionIn } from './journal-names.ts';
import { withoutPercents } from './journal-normalize.ts';
import { HABIT, PLAN_LABEL, STATS } from './journal-remarks.ts';
import { crossedSets } from './journal-separators.ts';
import { extractNumbers } from './journal-sets.ts';
import { FAILED } from './journal-words.ts';

const NOT_TODAY = [FAILED, HABIT, PLAN_LABEL, STATS];

export function faceValueSets(
  written: string,
  unit: WeightUnit,
  reread?: (text: string) => LoggedSet[],
): LoggedSet[] {
  // "3/12 - Squat 225": a date or a time of day is no set at face value either (journal-calendar); a
  // cross after a single ("405 x 1 ❌") says it was missed here too (journal-separators), and so does a
  // sentence after a try ("I tried to front squat a 100kg barbell today! I failed.", journal-attempts);
  // a load denied ("in fact 30kg, not 25kg") is none (journal-load-forms); a percentage ("6×6 @ 70%") is
  // no load here either, as on any line (journal-normalize).
  const content = failedAfter(
    written
      .split('\n')
      .map((line) => withoutPercents(withoutCalendar(crossedSets(loadsDenied(line)))))
      .join('\n'),
  );
  // The one lift the entry names: with two ("135x5, 225x3. Squats and deadlifts today") the rows are
  // no more one's than the other's.
  const lifts = new Map(
    content
      .split(/\n|[.!?,;&]|\b(?:and|then)\b/i)
      .map((part) => mentionIn(part, true)?.exercise)
      .filter((e) => e !== undefined)
      .map((e) => [e.name, e]),
  );
  const lift = lifts.size === 1 ? [...lifts.values()][0] : undefined;
  if (!lift) return [];
  // Each sentence sorted with its line: "I noticed a guy deadlift 500. Maybe 200 pounds, 30 years old."
  // tells of the other lifter in its second sentence too.
  const today = content.split('\n').flatMap((line) =>
    line
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => /\d/.test(sentence) && !NOT_TODAY.some((re) => re.test(sentence)))
      .filter((sentence) => sentenceKind(sentence, line) === 'today'),
  );
  // The sentences kept are read as a log under the lift's name, so what they say of their own sets (a
  // load per set, "(last set actually x 11)") holds; the parser passes no `reread` from inside that reading.
  if (reread && today.length > 1) {
    const sets = reread(`${lift.name}\n${today.join('\n')}`).filter((s) => s.reps !== null);
    if (sets.length) return sets.map((s) => ({ ...s, name: lift.name }));
  }
  return today
    .flatMap((sentence) => extractNumbers(sentence, unit).groups)
    .filter((g) => g.reps.some((r) => r !== null))
    .flatMap((g) => toSets(g, lift.name, lift, false, null));
}
