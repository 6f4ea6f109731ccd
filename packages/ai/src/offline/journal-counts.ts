/**
 * Counts told in words are counts. This is the one place a number word is read, for every count a
 * lifter may spell out: "five sets of thirty", "twenty-five", "a dozen", "two hundred push-ups", and a
 * set named by its reps in prose ("320 went up for a fairly easy double" is two reps). Words that are
 * not a count stay: "one-arm row", "one leg press" name a side, "the last one" is a pronoun.
 */

const UNITS =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Every single number word, as a regex alternation ("one|two|…|ninety"). */
export const NUMBER_WORD = [...UNITS, ...Object.keys(TENS)].join('|');

/** The number a single word counts ("seven" → 7, "dozen" → 12), or undefined. */
export function wordCount(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  if (w === 'dozen') return 12;
  if (w === 'hundred') return 100;
  const unit = UNITS.indexOf(w);
  return unit >= 0 ? unit + 1 : TENS[w];
}

/** A count of reps or sets as a lifter writes it: digits, or a word ("12", "twelve"). */
export const COUNT = String.raw`(?:\d{1,3}|${NUMBER_WORD})`;

/** A count under twenty written as its word ("3" → "three"); others as they are. */
export const countWord = (digits: string): string => UNITS[Number(digits) - 1] ?? digits;

/** A count written in digits ("twelve" → "12"); digits as they are. */
export const countDigits = (word: string): string => String(wordCount(word) ?? word);

/** A word naming a side after a number ("one-arm", "one-handed", "single-legged"): no count, a variant. */
export const SIDE_WORD = String.raw`(?:arms?|armed|legs?|legged|hands?|handed|sided?)`;

// "twenty-five", "thirty two": tens and units together are one count.
const COMPOUND = new RegExp(
  String.raw`\b(${Object.keys(TENS).join('|')})[\s-]+(${UNITS.slice(0, 9).join('|')})\b(?![\s-]*${SIDE_WORD}\b)`,
  'gi',
);
// "two hundred push-ups", "one hundred push up challenge", "a hundred swings".
const HUNDREDS = new RegExp(String.raw`\b(a|${UNITS.slice(0, 9).join('|')})\s+hundred\b`, 'gi');
// "five sets of thirty", "seven sets", "three rounds", "three triples", "two back-off sets": a word
// where a count of sets goes, a word for their kind between. Plural only: "one set of 6 to 8" in a
// story of old workouts stays prose for journal-achieved.
const COUNT_BEFORE = new RegExp(
  String.raw`\b(${NUMBER_WORD})(?=\s+(?:(?:warm[\s-]*up|back[\s-]*off|working|work|heavy|light|easy|hard|top|drop|more|extra|paused|speed|volume)\s+)?(?:sets|reps|rounds|singles|doubles|triples)\b)`,
  'gi',
);
// "a couple of singles at 405", "couple sets of 10": two, the count a couple says (a lifter who did
// three says "a few", which stays a word: no count). Not "a couple reps left": reps in the tank.
const COUPLE = /\b(?:a\s+)?couple(?:\s+of)?(?=\s+(?:sets|singles|doubles|triples)\b)/gi;
const COUNT_AFTER = new RegExp(String.raw`(?<=\bsets?\s+of\s+)(${NUMBER_WORD})\b`, 'gi');
// "went up for a fairly easy double", "got a triple": a set named by its reps, after a verb of doing it
// in the same clause ("which should put me around 315 for a single" is an estimate). Only where a count
// ends the phrase, so "a double kettlebell", "a single-leg press" and "double unders" stay words.
const REPS_WORD =
  /(\b(?:went(?:\s+up)?|got|did|hit|made|managed|moved|pressed|benched|squatted|deadlifted|pulled|lifted|jerked|snatched|cleaned|curled|ground|finished)\b[^.!?,;]{0,30}?)\b(?:a|an|one)\s+((?:[a-z]+ly\s+)?(?:(?:easy|hard|tough|solid|clean|ugly|heavy|grindy|smooth|fast|slow|good|strong|nice|shaky)\s+)?)(single|double|triple)\b(?=\s*(?:[.,;:!?)]|$|\s+(?:at|@|with|and|then|on|which|that)\b))/gi;
const REPS_IN: Record<string, number> = { single: 1, double: 2, triple: 3 };

// "did eight neat pull-ups", "banged out twelve push-ups": a word after a verb of doing, before the move
// it counts (a word or two of how between). Not "one" ("did one-arm rows" names a side), and not a word
// before a side ("two-hand swings").
const DONE_WORD = new RegExp(
  String.raw`(?<=\b(?:did|do|done|got|managed|managing|hit|completed|completing|finished|finishing|performed|performing|(?:banged|knocked|cranked|pumped|ground|busted|squeezed|churned)\s+out)\s+(?:(?:all|another|only|just|about|over)\s+)?)(${NUMBER_WORD.replace(/^one\|/, '')})\b(?![\s-]*(?:${SIDE_WORD}|times|of)\b)(?=\s+[\p{L}])`,
  'giu',
);
// "eight neat pull-ups, plus a ninth wibbly-wobbly one", "7 reps and an 8th with help": the next
// ordinal is one more rep of the same set, counted as told; any other ordinal ("my third set") is not.
const ORDINAL_WORDS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );
const ONE_MORE = new RegExp(
  String.raw`\b(\d{1,2})([^.!?;\d]{0,40}?)\s*,?\s*(?:plus|and|then|with|\+)\s+(?:a|an|one)\s+(${ORDINAL_WORDS.join('|')}|\d{1,2}(?:st|nd|rd|th))\b(?!\s+(?:sets?|rounds?|try|attempt)\b)[^.!?;,\d]{0,30}?\b(?:one|rep)\b`,
  'giu',
);
const ordinalOf = (w: string) => ORDINAL_WORDS.indexOf(w.toLowerCase()) + 1 || Number.parseInt(w, 10);

// "2 sets of 15, then one of ten", "3 sets of 8 and a last one of 6": one more set told by its reps alone,
// after a count of sets, is that count's next set: "15/15/10 reps" (the load said once is all of theirs).
const ONE_MORE_SET = new RegExp(
  String.raw`\b(\d{1,2})\s+sets?\s+of\s+(\d{1,3})(?:\s*reps?)?\s*,?\s*(?:then|and|plus|\+)\s+(?:one|1|an?)\s+(?:(?:more|last|final|extra)\s+)?(?:(?:one|set)\s+)?of\s+(\d{1,3}|${NUMBER_WORD})\b(?:\s*reps?\b)?`,
  'gi',
);

// A load written on the line before a count of sets, and one right after the last set told.
const LOAD_BEFORE = /\d\s*(?:kgs?|kilos?|lbs?|pounds?|#)(?![a-z])/i;
const OWN_LOAD = /^\s*(?:reps?\s*)?(?:@|at\b|with\b)\s*\d/i;
const lineBefore = (text: string, at: number) => text.slice(text.lastIndexOf('\n', at) + 1, at);

// "10 and a half lbs", "two and a half miles": a half more than the count.
const AND_A_HALF = new RegExp(String.raw`\b(\d+|${NUMBER_WORD})\s+and\s+a\s+half\b`, 'gi');

// "2 (yes, TWO) push-ups", "5 - yup FIVE pull-ups", "16 (sixteen!)": a count said again, to stress
// it, is one count. Said again with a word of assent, or once in digits and once in words; never "5, 5"
// (a list of sets).
const ASSENT = String.raw`(?:yes|yup|yep|yeah|that['’]?s\s+right|i\s+repeat|count\s+(?:them|['’]?em)|really|only|just|all)`;
const SAID_AGAIN = new RegExp(
  String.raw`\b(\d{1,3}|${NUMBER_WORD})\s*(?:\(\s*((?:${ASSENT}\s*[,;!.:-]*\s*){0,2})(\d{1,3}|${NUMBER_WORD})\s*[!.?]*\s*\)|[-–—]+\s*((?:${ASSENT}\s*[,;!.:-]*\s*){1,2})(\d{1,3}|${NUMBER_WORD})\b[!.?]*(?:\s*[-–—]+(?=\s))?)`,
  'gi',
);

function saidOnce(
  all: string,
  n: string,
  assent1?: string,
  again1?: string,
  assent2?: string,
  again2?: string,
) {
  const again = again1 ?? again2 ?? '';
  const assent = (assent1 ?? assent2 ?? '').trim();
  const same = wordCount(n) !== undefined && wordCount(n) === wordCount(again);
  // In brackets with no word of assent, only a count written both ways ("16 (sixteen)") is said again.
  const stressed = assent !== '' || /\d/.test(n) !== /\d/.test(again);
  return same && stressed ? n : all;
}

// "not one, but two unassisted pull-ups", "not 10 but 12 reps": the count after "but" is the one done;
// the first is said only to be outdone or put right.
const NOT_BUT = new RegExp(
  String.raw`\bnot\s+(?:just\s+|only\s+)?(?:\d{1,3}|${NUMBER_WORD})\s*,?\s*but\s+(?:rather\s+)?(\d{1,3}|${NUMBER_WORD})\b`,
  'gi',
);

/** An entry with its counts told in words written as digits (see the header); other words as written. */
export function countsAsDigits(text: string): string {
  if (!/[a-z]/i.test(text)) return text;
  return text
    .replace(SAID_AGAIN, saidOnce)
    .replace(NOT_BUT, '$1')
    .replace(AND_A_HALF, (_, n: string) => String((wordCount(n) ?? 0) + 0.5))
    .replace(COMPOUND, (_, tens: string, unit: string) =>
      String((TENS[tens.toLowerCase()] ?? 0) + (wordCount(unit) ?? 0)),
    )
    .replace(HUNDREDS, (_, n: string) => String(100 * (n.toLowerCase() === 'a' ? 1 : (wordCount(n) ?? 1))))
    .replace(COUNT_BEFORE, (w: string) => String(wordCount(w) ?? w))
    .replace(COUPLE, '2')
    .replace(COUNT_AFTER, (w: string) => String(wordCount(w) ?? w))
    .replace(
      ONE_MORE_SET,
      (all: string, n: string, reps: string, last: string, at: number, whole: string) => {
        if (Number(n) >= 10) return all;
        // "squat 100kg 3 sets of 5 and 1 set of 8 at 80kg": a load before the count and one of the last
        // set's own are two loads, each its own sets', told apart as two sentences.
        if (LOAD_BEFORE.test(lineBefore(whole, at)) && OWN_LOAD.test(whole.slice(at + all.length)))
          return all.replace(/\s*,?\s*(?:then|and|plus|\+)\s+(?=(?:one|1|an?)\s)/i, '. ');
        // The list alone: its length is the count ("4 sets of 5/5/5/8 @ 185" read as four sets of that list).
        return `${[...Array(Number(n)).fill(reps), wordCount(last)].join('/')} reps`;
      },
    )
    .replace(DONE_WORD, (w: string) => String(wordCount(w) ?? w))
    .replace(ONE_MORE, (all: string, n: string, what: string, nth: string) =>
      ordinalOf(nth) === Number(n) + 1 ? `${Number(n) + 1}${what}` : all,
    )
    .replace(
      REPS_WORD,
      // The words of how it went ("fairly easy", "clean") go: "clean" would name a lift.
      (_, lead: string, _how: string, kind: string) => `${lead}${REPS_IN[kind.toLowerCase()]} reps`,
    );
}
