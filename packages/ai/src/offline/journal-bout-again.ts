/**
 * When a cardio clause after a bout of the same activity tells a bout of its own:
 * - "Ran 5 miles. … followed it up with another 5 mile run": a bout told as another is a new one, even
 *   at the same distance;
 * - "a 5.77km run at 9.9kph, and a 5.84km run at 10.3kph": a bout told again as its own noun ("a 5.84km
 *   run") in the unit of the bout before, with another number, is a second bout. Read by the tolerance
 *   that keeps a conversion inside its bout ("6.05km (3.75 miles)"), the two runs, 1% apart, were one.
 *   A restatement in another unit ("1km. That's 1000 metres") or at the very number stays the bout.
 */

const ANOTHER_BOUT =
  /\b(?:another|a\s+second|one\s+more)\s+\d+(?:\.\d+)?\s*-?\s*[a-z]+\s*-?\s*(?:run|jog|walk|row|ride|swim|bike|hike|ruck)\b/i;
// "a 5.84km run", "an 8 mile ride": an article, the bout's number and unit, the activity's noun.
const A_BOUT =
  /\b(?:a|an)\s+(\d+(?:\.\d+)?)\s*(?:-\s*)?([a-z]+)\s*(?:-\s*)?(?:run|jog|walk|row|ride|swim|bike|hike|ruck)\b/i;
// A number and the unit written after it, in a bout's note ("5.77km", "20 mile").
const NUMBER_UNIT = /(\d+(?:\.\d+)?)\s*(?:-\s*)?([a-z]+)/gi;

/** Whether `clause` tells a new bout after one noted `note` (its time and distance as logged). */
export function anotherBout(clause: string, note: string | null): boolean {
  if (ANOTHER_BOUT.test(clause)) return true;
  const told = A_BOUT.exec(clause);
  if (!told || !note) return false;
  const unit = told[2]?.toLowerCase();
  const value = Number(told[1]);
  return [...note.matchAll(NUMBER_UNIT)].some((m) => m[2]?.toLowerCase() === unit && Number(m[1]) !== value);
}
