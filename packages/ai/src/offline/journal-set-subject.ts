/**
 * "My next two sets were on the same machine and I did 15 reps with 90 pounds.", "My last set was with
 * 105 pounds and I did another 12 reps with this weight.": a sentence whose subject is the sets, their
 * count in words, the reps and the load told later in it, among words about the machine or the weight
 * ("this weight"). Read as written, "two sets" was lost and a load in the subject ("was with 105
 * pounds") went to the set before it. The sentence is written plainly, "2 sets of 15 reps with 90
 * pounds.", which every reader takes as it is.
 *
 * Only a sentence opening on "my/the (next/last/…) (N) set(s) was/were", holding one count of reps and
 * one load with its unit and no other number: "My last set was 105 for 12" (no unit, read so already)
 * and "The sets were 3x10 at 100kg" are left.
 */
import { COUNT, wordCount } from './journal-counts.ts';
import { LOAD_UNIT } from './journal-words.ts';

// "My next two sets were", "The last set was", "and my final set was": the sets as the subject, after
// the lift's label if the line opens with it ("Lat pulldown: My next two sets were …").
const SUBJECT = new RegExp(
  String.raw`^((?:[^.!?:\n\d]{1,40}:[ \t]*)?)(?:(?:and|then|so)[ \t]+)?(?:my|the)[ \t]+(?:(?:next|last|first|second|third|fourth|fifth|final|other|remaining)[ \t]+)?(?:(${COUNT})[ \t]+)?sets?[ \t]+(?:was|were)\b`,
  'i',
);
const REPS = /\b(\d{1,3})[ \t]+reps?\b/gi;
const LOAD = new RegExp(String.raw`\b(\d{1,4}(?:\.\d{1,2})?)[ \t]*(${LOAD_UNIT})(?![\p{L}])`, 'giu');
const SENTENCES = /(?<=[.!?])([ \t]+)/;

/** One sentence written plainly, or as it was. */
function plain(sentence: string): string {
  const subject = SUBJECT.exec(sentence);
  if (!subject) return sentence;
  const reps = [...sentence.matchAll(REPS)];
  const loads = [...sentence.matchAll(LOAD)];
  if (reps.length !== 1 || loads.length !== 1) return sentence;
  const numbers = sentence.slice(subject[0].length).match(/\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length !== 2) return sentence;
  const sets = wordCount(subject[2] ?? 'one') ?? 1;
  if (sets < 1 || sets > 10) return sentence;
  const end = /[.!?]*$/.exec(sentence)?.[0] || '.';
  const [r, l] = [reps[0], loads[0]];
  return `${subject[1] ?? ''}${sets > 1 ? `${sets} sets of ` : ''}${r?.[1]} reps with ${l?.[1]} ${l?.[2]}${end}`;
}

/** The entry with each sentence whose subject is its sets written plainly. */
export function setSubjectsPlain(text: string): string {
  if (!/\bsets?[ \t]+(?:was|were)\b/i.test(text)) return text;
  return text
    .split('\n')
    .map((line) =>
      line
        .split(SENTENCES)
        .map((part) => (/^[ \t]*$/.test(part) ? part : plain(part)))
        .join(''),
    )
    .join('\n');
}
