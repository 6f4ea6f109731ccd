/**
 * "I started off with 60 squats. 20 squats 3 reps.", "I did 30 over head tricep extension, … 15×2
 * reps.": a count of a move told first, then how it was split, the two counts of the split making the
 * count told. The first count is their sum, never a set of its own nor a load; the split is the sets,
 * the fewer of its two counts the sets ("20 squats 3 reps" and "15×2" alike: three sets of twenty, two
 * of fifteen). Read on each line, before any reader takes the sum for a set or the split for reps at a
 * load.
 *
 * Only a split that multiplies out to the count told, in the same or the next sentence, with no other
 * number between them, and naming no other move: "I did 60 squats." alone stays sixty reps, and "60
 * squats. 20 lunges 3 sets" two moves.
 */
import { resolveName } from './journal-names.ts';

// The sum: a count of two or three digits, then the move's words (no unit, no "reps"/"sets" straight
// after it), to the end of its clause.
const TOTAL = String.raw`(?<![\d.,x×*@/-]\s*)(?<!\d:)\b(\d{2,3})\s+(?!(?:reps?|sets?|times|rounds?|kgs?|kilos?|lbs?|pounds?|min(?:ute)?s?|sec(?:ond)?s?|x)\b)(\p{L}[^\d.!?,;]*)`;
// The split, after the total's clause ends (or "in", "as", "split into" joins them), with no number
// between: "a×b" ("15×2 reps"), "a <the move> b reps|sets|times" ("20 squats 3 reps"), or "a sets of b".
const SPLIT = String.raw`\b(?:(\d{1,2})\s+sets?\s+of\s+(\d{1,3})|(\d{1,3})(?:\s*[x×*]\s*|(\s+\p{L}[\p{L}\s'’-]{0,40}?\s+))(\d{1,3})(\s*(?:reps?|sets?|times)\b)?)(?!\d|\.\d|\s*(?:kgs?|kilos?|lbs?|pounds?|#|x|×)(?!\p{L}))`;
const JOINING = /^\s(?:in|as|over|across|(?:split|broken)\s+(?:up\s+)?into)\s/i;
const TOLD_THEN_SPLIT = new RegExp(
  String.raw`${TOTAL}((?:[.!?,;:]|\s(?:in|as|over|across|(?:split|broken)\s+(?:up\s+)?into)\s)[^\d]{0,300}?)${SPLIT}`,
  'giu',
);

/** The line with a count told, then split into sets that make it, written as the sets alone. */
export function totalThenSplit(line: string): string {
  if (!/\d[^\d]+\d/.test(line)) return line;
  return line.replace(
    TOLD_THEN_SPLIT,
    (
      whole,
      total: string,
      move: string,
      between: string,
      setsOf: string | undefined,
      repsOf: string | undefined,
      a: string | undefined,
      words: string | undefined,
      b: string | undefined,
      counted: string | undefined,
    ) => {
      const [first, second] = setsOf ? [Number(setsOf), Number(repsOf)] : [Number(a), Number(b)];
      if (first * second !== Number(total) || Math.min(first, second) < 2) return whole;
      // "20 squats 3 reps" counts the move told; "20 lunges 3 sets" another one.
      const named = resolveName(move, false)?.exercise;
      if (!named) return whole;
      if (words?.trim() && resolveName(words, false)?.exercise?.name !== named.name) return whole;
      // "20 squats 3 reps" needs its count word: "20 squats 3" says nothing of sets.
      if (words && !counted) return whole;
      // "4 sets of 25" says which is which; in "20×3" and "15×2" the sets are the fewer.
      const [sets, reps] = setsOf || first < second ? [first, second] : [second, first];
      const tail = words ? words.trimEnd() : counted ? ' reps' : '';
      // "100 squats split into 4x25": the words joining them go, so none is read as part of the name.
      return `${move}${between.replace(JOINING, ', ')}${sets} sets of ${reps}${tail}`;
    },
  );
}
