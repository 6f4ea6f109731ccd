/**
 * The sets text of one journal line (after its label) split into the parts the parser reads as chunks:
 * on ';', ',', sentence ends, 'then' and 'and', a run of rep counts kept as one list, parentheses made
 * asides, and a clause about habits or plans kept whole as a remark.
 */

import { COUNTED_SET, sentenceKind, sentences } from './journal-achieved.ts';
import { NUMBER_WORD } from './journal-counts.ts';
import { mentionIn } from './journal-names.ts';
import { HABIT } from './journal-remarks.ts';
import { LOAD_UNIT } from './journal-words.ts';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
// Words that keep the parser from splitting an exercise name on 'and', counted in the plural too ("2
// clean and jerks #225", "5 cleans and presses").
const PROTECTED = [/\bcleans? and jerks?\b/gi, /\bcleans? and press(?:es)?\b/gi];

export type Part = { text: string; remark: boolean; headline?: boolean };

/**
 * The sets text in parts: a sentence that tells history or a goal (journal-achieved's sentenceKind) is
 * kept whole as a remark, and so is a clause about habits or plans.
 */
export function splitParts(text: string): Part[] {
  const said = sentences(text);
  if (said.every((s) => sentenceKind(s, text) === 'today')) return clauseParts(text);
  const out: Part[] = [];
  let today = '';
  for (const s of said) {
    if (sentenceKind(s, text) === 'today') today += ` ${s}`;
    else {
      const [done, rest] = doneThenTold(s);
      out.push(...clauseParts(`${today} ${done}`), { text: rest.trim(), remark: true });
      today = '';
    }
  }
  return [...out, ...clauseParts(today)];
}

/**
 * "Squat 3x5 @ 225, next week 235", "Bench 3x5 185, should go up to 190": sets counted in the clauses
 * before a plan or a story are today's; only what follows is about another day.
 */
function doneThenTold(sentence: string): [done: string, rest: string] {
  // A failed try, an example or another lifter's numbers is decided on the whole sentence.
  const kind = sentenceKind(sentence);
  if (kind !== 'goal' && kind !== 'history') return ['', sentence];
  // "Bench 3x8 @ 185 compared with 3x8 @ 175 last time": a comparison starts the clause about then.
  const clauses = sentence.split(
    /(?<=,)\s*|\s+(?=[-–—]\s)|\s+(?=(?:compared\s+(?:to|with)|vs\.?|versus)\s)/i,
  );
  let done = '';
  for (let i = 0; i < clauses.length - 1; i++) {
    const head = `${done}${done ? ' ' : ''}${clauses[i]}`;
    if (sentenceKind(head) !== 'today') break;
    done = head;
  }
  return COUNTED_SET.test(done)
    ? [done, sentence.slice(sentence.indexOf(done) + done.length)]
    : ['', sentence];
}

/** A sentence's parts, a clause about habits or plans kept whole as a remark. */
function clauseParts(text: string): Part[] {
  if (!HABIT.test(text)) return splitSets(text).map((t) => ({ text: t, remark: false }));
  const out: { text: string; remark: boolean }[] = [];
  let plain = '';
  // Clauses end at sentence marks, dashes, commas, parentheses and before "but" ("I always do 2 sets, but
  // today …", "225 (+5 from last week)");
  // the separators are kept so the other clauses split as they would have. Each sentence is decided on
  // its own: "…, 120×10 I don't think I got this right last week" keeps the set before the story.
  // A sentence its writer left without a mark is ended by one, so its last clause is its own.
  const clauses = sentences(text).flatMap((s, i, all) => [
    ...(i ? [/[.!?;)]\s*$/.test(all[i - 1] ?? '') ? ' ' : '; '] : []),
    ...s.split(/([.!?;](?=\s)|\s[-–—]+\s|,|[()]|\s(?=but\b|instead\s+of\b|rather\s+than\b))/i),
  ]);
  for (const clause of clauses) {
    // "he'd have to start incorporating squats and deadlifts": lifts named in a plan are no heading for
    // the sets after it either.
    if (
      HABIT.test(clause) &&
      (/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|singles?|doubles?|triples?)\b/i.test(
        clause,
      ) ||
        mentionIn(clause))
    ) {
      out.push(...splitSets(plain).map((t) => ({ text: t, remark: false })), {
        text: clause.trim(),
        remark: true,
      });
      plain = '';
    } else plain += clause;
  }
  return [...out, ...splitSets(plain).map((t) => ({ text: t, remark: false }))];
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const LOAD_BEFORE_REPS = new RegExp(
  String.raw`(?<!reps?\s*|@\s*)(?<![\d.])(${NUMBER}\s*${LOAD_UNIT})\s*[,;]\s*(?=\d+\s*reps?\b)|(?<!reps?\s*|@\s*|\bat\s*)(?<![\d.])(${NUMBER}\s*${LOAD_UNIT})\s*[,;]\s*(?=(?:\d+|an?|${NUMBER_WORD})\s*sets?\s+of\s+\d+\b)|(?<!reps?\s*|@\s*|\bat\s*|[x×]\s*)(?<![\d.])(${NUMBER}\s*${LOAD_UNIT})\s*[,;]\s*(?=\d{1,2}\s*[x×]\s*\d{1,3}\b(?!\s*[x×@\d]|\s*(?:kgs?|lbs?|#|pounds?|kilos?)))`,
  'gi',
);

const AMPERSAND_TAIL = /(?<=\d[^,;&\n]{0,40})\s+&\s+(?=\p{L}[^\d,;&\n]{0,80}(?:[,;.!?]|$))/gu;

/** Parts of the sets text: a run of rep counts stays one list; parentheses become asides. */
function splitSets(text: string): string[] {
  // "Plank: 2 minutes & nearly died": an ampersand after the numbers, before words with none, joins a
  // remark as "and" does. Not inside a name ("Glute & ham raises", "Clean & Jerk 3x2").
  let line = text.replace(AMPERSAND_TAIL, ' and ');
  for (const re of PROTECTED) line = line.replace(re, (m) => m.replace(/ and /i, ' n '));
  // "curls 12, 10, 8 @ 30": a run of rep counts is one list, not separate entries. Not after 'x' or
  // 'for', '@' or 'at', where the first number already belongs to a set ("185x8, 8, 7", "10 @ 40, 8 @ 45").
  line = line.replace(
    /(?<!(?:x|×|for|,|\/|@|\bat)\s*)\b\d{1,2}(?:\s*,\s*\d{1,2}\b(?!\s*(?:[.x×]|kgs?\b|lbs?\b|pounds?\b|kilos?\b|#)))+/gi,
    (m) => m.replace(/\s*,\s*/g, '/'),
  );
  // "315lbs/6 reps", "2 sets/6 reps/135lbs": a slash beside a word only separates.
  line = line.replace(/(?<=[a-z#])\s*\/\s*(?=\d)|(?<=\d)\s*\/\s*(?=[a-z])/gi, ' ');
  // "60kg, 3 reps x 3", "90 lbs, 2 sets of 15", "50 pounds, one set of 15", "90 lbs, 2x15": the load
  // belongs to the reps after the comma.
  // Not "5 reps 100kg, 5 reps 110kg", where the load has its reps already.
  line = line.replace(
    LOAD_BEFORE_REPS,
    (_, reps: string | undefined, sets: string | undefined, scheme: string | undefined) =>
      `${reps ?? sets ?? scheme} `,
  );
  // "3 x 5 @ 140kg + 1 x 8 @ 120kg", "3 sets of 5 @ 225 + 1 set of 8 @ 185": a plus between whole
  // sets separates them, so each keeps its own load.
  line = line.replace(
    /(?<=(?:kgs?|lbs?|#|\d)\s*)\s*\+\s*(?=\d+\s*(?:[x×]|sets?\s+of)\s*\d+(?:\s*reps?)?\s*(?:@|at\b|with\b))/gi,
    '; ',
  );
  // "Squat 3x5 225 + 1x8 185": a plus after a scheme and its load, before another scheme.
  line = line.replace(
    /(?<=\d\s*[x×]\s*\d+\s+\d{2,4}(?:\.\d+)?(?:\s*(?:kgs?|lbs?|#))?)\s+\+\s*(?=\d+\s*[x×]\s*\d+\s+\d)/gi,
    '; ',
  );
  // "Curl 30x10 + 20x8": a plus after a whole set, before another load × reps.
  line = line.replace(
    /(?<=\d\s*[x×]\s*\d+(?:\s*reps?)?)\s*\+\s*(?=\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?\s*[x×]\s*\d)/gi,
    '; ',
  );
  // "185x5@7 195x5@8 205x3@9", "3x5@225 3x3@245": a whole set ends at what follows its "@", so the next
  // set keeps its own load and effort.
  line = line.replace(
    /(?<=\d\s*[x×]\s*\d+\s*@\s*(?:rpe\s*)?\d+(?:\.\d+)?(?:\s*(?:kgs?|lbs?|#))?)\s+(?=\d+(?:\.\d+)?\s*(?:kgs?|lbs?)?\s*[x×]\s*\d)/gi,
    '; ',
  );
  // "1×15 (40 lb dumbbells)/1×12 (45 lb)": a slash after an aside starts the next set.
  line = line.replace(/\)\s*\/\s*(?=\d)/g, '); ');
  line = line.replace(/\s[-–—|]\s/g, ' ').replace(/[()[\]]/g, ',');
  return line
    .split(
      /;|,|--+|[.!?](?=\s|$)|\bthen\b|\band\b|(?<![\d/]):|:(?!\d)|\b(?:super[\s-]?set(?:ted)?|ss|paired|alternat(?:ed|ing)|rotat(?:ed|ing))\s+(?:with|w\/)/i,
    )
    .map((t) => t.trim())
    .filter(Boolean);
}
