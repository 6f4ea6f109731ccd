/**
 * "I could do tons of reps of chest flies with the 12's.  With the 15's, I only did 8.": dumbbells named
 * by their weight in one sentence that counts nothing, then another pair in a later sentence that counts
 * the reps. The count is the later pair's; the earlier pair is what the lift was done with before (tons
 * of reps, uncounted), no load of a set. Read as written, the first load named took the count. The
 * earlier pair is taken out of its sentence, which still names the lift.
 *
 * Only a pair written "the 12's" / "the 12s" after "with" or "using", in a sentence with no other number,
 * and only when a later sentence names a different pair and holds a count: "Curls with the 25's for 8.
 * With the 30's, 5." (each sentence its own set) and "Flies with the 12's. Did 3 sets of 10." (the one pair
 * is the load) are left.
 */

// "with the 12's", "using the 15s": a pair of dumbbells by their weight.
const PAIR = /[ \t]*\b(?:with|using)[ \t]+the[ \t]+(\d{1,3}(?:\.5)?)['’]?s\b/gi;
// "6:45am": a time of day, no count.
const CLOCK = /\b\d{1,2}:\d{2}[ \t]*(?:am|pm)?\b/gi;
const SENTENCE = /(?<=[.!?])[ \t]+|\n+/;

/** The pairs a sentence names, and whether it holds a number besides them. */
function pairsOf(sentence: string): { pairs: string[]; counts: boolean } {
  const pairs = [...sentence.matchAll(PAIR)].map((m) => m[1] ?? '');
  return { pairs, counts: /\d/.test(sentence.replace(PAIR, ' ').replace(CLOCK, ' ')) };
}

/** The entry with a pair named before the pair a count is told with taken out. */
export function pairToldLast(text: string): string {
  if (!/(?:with|using)[ \t]+the[ \t]+\d/i.test(text)) return text;
  const sentences = text.split(SENTENCE);
  if (sentences.length < 2) return text;
  const read = sentences.map(pairsOf);
  let out = text;
  read.forEach((s, i) => {
    const [pair] = s.pairs;
    if (s.counts || s.pairs.length !== 1 || !pair) return;
    const later = read.slice(i + 1).find((r) => r.pairs.length === 1 && r.counts);
    if (!later || later.pairs[0] === pair) return;
    const sentence = sentences[i] ?? '';
    out = out.replace(sentence, sentence.replace(PAIR, ''));
  });
  return out;
}
