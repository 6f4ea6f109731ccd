/**
 * A journal chunk made regular before its numbers are read: lower case, '×' and '*' as 'x', units
 * spaced off their numbers, number words as digits, and a three-number chain whose numbers say what
 * they are ("3 sets x 8 reps x 185 lbs") put in the order the set patterns read.
 */
import { cardioName } from './journal-cardio.ts';
import { NUMBER_WORD, SIDE_WORD, wordCount } from './journal-counts.ts';

// "thirty reps", "a dozen push-ups", "a hundred swings" (journal-counts reads the words). Not "one-arm
// row", "one-handed swings" or "one leg press": a word that names a side, not a count. Not "one" closing a clause after a
// word ("I lifted one, while…", "the last one"): a pronoun for a thing named before, not a count.
const NUMBER_WORD_AT = new RegExp(
  String.raw`\b(?:an?\s+(?=dozen|hundred))?(?!(?<=\p{L}\s+)one\b\s*(?:[,.;:!?)]|$))(${NUMBER_WORD}|dozen|hundred)\b(?![\s-]*${SIDE_WORD}\b)`,
  'gu',
);

const CHAIN_UNIT = '(?:kgs|kg|kilos|kilo|lbs|lb|pounds|pound)';
// "3 sets x 8 reps x 185 lbs", "185 lbs x 3 sets x 8": three numbers, at least one saying what it is.
const LABELLED_CHAIN = new RegExp(
  String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*(sets?|reps?|${CHAIN_UNIT})?\s*x\s*(\d+(?:\.\d+)?)\s*(sets?|reps?|${CHAIN_UNIT})?\s*x\s*(\d+(?:\.\d+)?)\s*(sets?|reps?|${CHAIN_UNIT})?(?![a-z\d])`,
  'g',
);

/** A labelled three-number chain in the order the patterns below read: sets of reps @ load. */
function labelledChain(whole: string, ...m: (string | undefined)[]): string {
  const items = [0, 1, 2].map((i) => ({ n: m[i * 2] ?? '', label: m[i * 2 + 1] }));
  const role = (label: string | undefined) =>
    !label ? null : label.startsWith('set') ? 'sets' : label.startsWith('rep') ? 'reps' : 'load';
  if (!items.some((it) => role(it.label) === 'sets' || role(it.label) === 'reps')) return whole;
  const found: Record<string, { n: string; label: string | undefined }> = {};
  for (const it of items) {
    const r = role(it.label);
    if (r && !found[r]) found[r] = it;
  }
  // The numbers without a label take the roles left, the biggest as the load.
  const open = items.filter((it) => !role(it.label)).sort((a, b) => Number(b.n) - Number(a.n));
  for (const r of ['load', 'reps', 'sets'])
    if (!found[r]) found[r] = open.shift() ?? { n: '', label: undefined };
  const { sets, reps, load } = found;
  if (!sets?.n || !reps?.n || !load?.n || open.length) return whole;
  const unit = load.label ? ` ${load.label}` : '';
  return ` ${sets.n} sets of ${reps.n} reps @ ${load.n}${unit} `;
}

// "5x12k", "16k bell": a kettlebell's size in kilos. Only bell sizes, only as a set's load or next to
// the bell, and never on a cardio line, so "3x5k" and "ran 16k" stay distances.
const KETTLEBELL_K =
  /(?<=(?:\d\s*x\s*|\s|^))(8|12|14|16|20|24|28|32|36|40|44|48)[kK](?![a-zA-Z])(?=\s*(?:x\s*\d|[bB]ells?\b|[kK][bB]s?\b|[kK]ettlebells?\b|[,;)]|$))/g;

/** Lower-case, unit spacing, number words, and '×'/'*' as 'x', so the patterns below stay simple. */
export function prepareChunk(text: string): string {
  const bells = !/\d[kK]\b/.test(text) || cardioName(text) ? text : text.replace(KETTLEBELL_K, '$1kg');
  return (
    bells
      .toLowerCase()
      .replace(/[×*]/g, 'x')
      // No real entry has a seven-digit number; dropping them keeps every pattern below linear.
      .replace(/\d{7,}/g, ' ')
      .replace(NUMBER_WORD_AT, (w, word: string) => String(wordCount(word) ?? w))
      // "2H SW", "1h snatch": kettlebell shorthand for the hands, not hours.
      .replace(
        /\b([12])\s*h\b(?=\s*(?:sw|swings?|snatch(?:es)?|cleans?|c&p|kb|kettlebell)\b)/g,
        (_, d: string) => (d === '1' ? 'one hand' : 'two hand'),
      )
      // "Split jerk with 2 second pause in dip", "3s pause": a pause inside each rep is its tempo, no
      // time of a set.
      .replace(/\b\d{1,2}\s*[-–]?\s*(?:s|secs?|seconds?)\s+paused?\b/g, ' pause')
      // "5 by 5", "3 times 10": sets by reps, said in words.
      .replace(
        // Not "two by six's": boards, named by their size.
        /(?<![\d.])(\d{1,2})\s+(?:by|times)\s+(?=\d{1,3}(?![\d.]|['’]s\b|\s*(?:a|per|each)\s+(?:week|day)))/g,
        '$1 x ',
      )
      // "3 sets of 2-45lbs x 6": a pair of 45 lb dumbbells, not a range from 2 to 45.
      .replace(/(?<![\d.-])2\s*-\s*(\d{2,3}(?:\.\d+)?)\s*(kgs|kg|lbs|lb|#)(?![a-z])/g, '$1 $2')
      // "a 45-pound plate", "a 20-kg vest": the load worn, its unit joined on as a word.
      .replace(/(\d)-(kgs?|kilos?|lbs?|pounds?)\b/g, '$1 $2')
      .replace(/(\d)\s*(kgs|kg|lbs|lb)x(?=\s*\d)/g, '$1 $2 x ')
      .replace(/(\d)\s*(kgs|kg|kilos|kilo|lbs|lb|pounds|pound)(?![a-z])/g, '$1 $2')
      // "4 x 8# sledge x 20", "3 x 24kg kb swings x 15": the implement named after its load, inside a chain
      // of counts; named first, the chain reads as counts around a marked load (journal-triples says
      // which count is the sets).
      .replace(
        /(?<![\d.]\s*)\b(\d{1,2})\s*x\s*(\d+(?:\.\d+)?\s*(?:kgs|kg|lbs|lb))\s+([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}?)\s+x\s*(\d{1,3})\b(?!\s*(?:x|[\d.]))/g,
        '$3 $1 x $2 x $4',
      )
      .replace(LABELLED_CHAIN, labelledChain)
      .replace(/\brepetitions?\b/g, 'reps')
      // "bang out 15 easy reps", "six more reps", "10 slower reps": a word on how the reps went, still reps.
      .replace(
        /(\d{1,3})\s+(?:more|easy|easier|slow|slower|hard|harder|good|solid|strict|clean|quick|fast|full|measly|ugly|tough|grinding|controlled|extra|perfect|decent)\s+(?=reps?\b)/g,
        '$1 ',
      )
      .replace(/(\d)x(?=\s*\d)/g, '$1 x ')
      // "20x russian twists": the count marked "x" before the move, as "20 x russian twists" is written apart.
      .replace(/(?<![\d.])(\d{1,3})x(?=\s+[a-z])/g, '$1 x')
      // "5 rounds of 10 burpees": rounds are sets.
      .replace(/(\d)\s*rounds?\b/g, '$1 sets')
      // "Dead hang 3 x 30s", "Quick feet x 20 s": seconds after a set count or a times sign (apart
      // from its number, ten or more: "x 5 s" may be a set's reps with a stray letter).
      .replace(/\bx\s*(\d{1,3}s|\d{2,3}\s+s)\b/g, (_, n: string) => `x ${n.replace(/\s*s$/, '')} sec`)
      .replace(/\s+/g, ' ')
      .trim()
  );
}
