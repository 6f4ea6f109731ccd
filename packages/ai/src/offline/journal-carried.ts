/**
 * A carry told as a verb: "I carried a 45 lb kettlebell around my house multiple times for a mile",
 * "carried two 50 lb dumbbells for 100 yards". The implement carried, its load and the distance are a
 * carry's set, written as the move's name with its distance and load ("kettlebell carry 1 mile @ 45 lb")
 * for the readers after (journal-distance-moves: a move over ground with one distance is its set); where
 * it went stays, in brackets, as the lifter's words. Only with a load and a distance both told: "carried
 * the groceries", "carried my kid up the stairs" tell no set.
 */

// The load, the implement, where it went (up to 80 characters, no sentence end) and the distance.
const CARRIED =
  /\bcarried[ \t]+(?:a|an|one|my|the|two|2|both)[ \t]+(\d{1,3}(?:\.\d{1,2})?)[ \t]*-?[ \t]*(lbs?|#|kgs?|pounds?|kilos?)?[ \t]+(kettlebell|kb|dumbbell|db|sandbag|stone|bucket)(s?)\b([^.!?\n]{0,80}?)[ \t]*\bfor[ \t]+(?:about[ \t]+|around[ \t]+|roughly[ \t]+|nearly[ \t]+|over[ \t]+)?(a|an|one|half[ \t]+a|\d{1,4}(?:\.\d{1,2})?)[ \t]*(miles?|km|kilomet(?:er|re)s?|m|meters?|metres?|yards?|yds?|ft|feet)\b/gi;

// "a mile", "half a mile": the distance in digits.
const AMOUNT: Record<string, string> = { a: '1', an: '1', one: '1', 'half a': '0.5' };

/** The entry with each carry told as a verb written as the carry's set. */
export function carriesWritten(text: string): string {
  if (!/\bcarried\b/i.test(text)) return text;
  return text.replace(
    CARRIED,
    (
      _,
      load: string,
      unit: string | undefined,
      implement: string,
      _plural,
      where: string,
      n: string,
      dist: string,
    ) => {
      const amount = AMOUNT[n.toLowerCase().replace(/\s+/g, ' ')] ?? n;
      const aside = where.trim() ? ` (${where.trim()})` : '';
      return `did ${implement.toLowerCase()} carry ${amount} ${dist} @ ${load}${unit ? ` ${unit}` : ''}${aside}`;
    },
  );
}
