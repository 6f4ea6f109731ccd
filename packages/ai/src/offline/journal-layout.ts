/**
 * How a lifter lays out a whole entry, read before anything else and the same for every reader: a mark
 * every line opens with and a width of gap between words are the writer's habits, not what a line says.
 * Readers that look at raw lines (tables, set rows, field records, headings) take a bullet or a wide gap
 * for structure; here the habit is taken off the entry once, so those decisions see what a line with
 * the lifter's ordinary layout would show.
 */

import { withoutMojibake } from './journal-mojibake.ts';
import { column } from './journal-table-columns.ts';
import { namingWord } from './journal-words.ts';

// A list mark and the space after it: "- ", "* ", "• ", "+ ", "> ".
const MARK = /^[ \t]*([-–—•·*+>])[ \t]+(?=\S)/;

/**
 * "- Squat 5x5\n- Bench 3x8": a mark that opens every line tells no line from another (a heading from
 * its rows, an item from its list), so it is taken off once; a mark under it ("- - 130 lbs") is the
 * entry's own and stays.
 */
function withoutSharedMark(lines: string[]): string[] {
  let shared: string | undefined;
  for (const line of lines) {
    if (!line.trim()) continue;
    const mark = MARK.exec(line)?.[1];
    if (!mark || (shared !== undefined && mark !== shared)) return lines;
    shared = mark;
  }
  return shared === undefined ? lines : lines.map((l) => l.replace(MARK, ''));
}

/**
 * "Push  ups  :  2  sets  of  8": a lifter who puts two spaces between words makes every gap twice as
 * wide, so a gap is wide (a column break: journal-table) only against the line's own gap. A line shows
 * its own gap when every gap in it, three or more, between words among them, is that wide: then each
 * gap is counted in that unit; so does a numbered set row ("Set  2:  25  (okay)"). A header row ("Reps  Weight"), a row of numbers, or a line with one
 * single space ("Date   Set 1   Set 2") shows no habit and keeps its columns. Indentation stays.
 * So does a header row of words whose every cell names a table's column ("Exercise   Sets   Reps
 * Weight"): its even gaps are the table's, and journal-table reads its rows by them.
 */
function evenGaps(line: string): string {
  const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
  const body = line.slice(indent.length).trimEnd();
  const gaps = (body.match(/ +/g) ?? []).map((g) => g.length);
  const unit = Math.min(...gaps);
  // "Set  2:  25  (okay)": a numbered set row's "Set" is a word, so its gap shows the habit too.
  if (gaps.length < 3 || unit < 2 || !/\p{L} {2,}\p{L}|^set {2,}\d{1,2}\s*[:.)-]/iu.test(body)) return line;
  if (columnHeader(body)) return line;
  return indent + body.replace(/ {2,}/g, (gap) => ' '.repeat(Math.max(1, Math.floor(gap.length / unit))));
}

/** "Exercise   Sets   Reps   Weight": no digits, and every wide-gap cell a column's header word. */
function columnHeader(body: string): boolean {
  if (/\d/.test(body)) return false;
  const cells = body.split(/ {2,}/);
  return cells.length >= 2 && cells.every((c) => column(c)[0].kind !== 'other');
}

/**
 * "3. Squat 5x5", "2) Followed this with rows …": a list number before a word numbers the item, as a
 * bullet marks it; it says nothing of the sets, so it goes before a reader takes it for a set count, a
 * table's first column or a set row's number. A number before a number stays: "1. 10 x 20" is a set row;
 * a number before a bullet ("3. - [345 Bench (2021)](…)", "3.   • 3 x 4 (135lb)") numbers the item too.
 */
const ITEM_NUMBER = /^([ \t]*)\d{1,2}[.)][ \t]+(?=\p{L}|[-–•*][ \t]+\S)(?![x×][ \t]*\d)/u;

/**
 * "<li>Bench Press (3x5): 185 lbs</li>", "<p>Squat 3x5 225</p>": a log pasted from a blog or a page
 * keeps its markup, which is layout too. An item, paragraph, row or break is a line of its own (so two
 * items written on one line stay two lines); an inline tag ("<strong>", "<span>") only styles the words.
 * Only tags HTML names are read as markup, so "<5 reps" or "RPE <8" keep their meaning, and a line that
 * held only markup ("<ul>") goes, as it showed no line of the log.
 */
const BLOCK_TAG = /<\/?(?:li|ul|ol|p|div|br|h[1-6]|tr|td|th|table|tbody|thead|blockquote|pre)\b[^<>]*>/gi;
const INLINE_TAG = /<\/?(?:strong|b|em|i|u|span|a|font|small|code|mark|sup|sub)\b[^<>]*>/gi;
const ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
};

function withoutMarkup(content: string): string[] {
  const lines: string[] = [];
  for (const line of content.split(/\r?\n/)) {
    if (!/<\/?[a-z][^<>]*>/i.test(line)) {
      lines.push(line);
      continue;
    }
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    const parts = line
      .replace(INLINE_TAG, '')
      .replace(/&(amp|nbsp|lt|gt|quot|apos|#39);/gi, (_, e: string) => ENTITIES[e.toLowerCase()] ?? '')
      .split(BLOCK_TAG)
      .map((p) => p.trim())
      .filter(Boolean);
    lines.push(...parts.map((p) => indent + p));
  }
  return lines;
}

/**
 * "I like to start with many reps at a\nquite light weight, so was doing 5 reps at 52.5kg": text wrapped at
 * a width breaks a sentence where no sentence ends, so a line of prose ending on a word that never ends
 * one (an article, a preposition, a joining word) runs on into the next when that opens on a word (its case
 * is the writer's, so it tells nothing; after the shared bullet is off).
 * Not a heading ("Squat") nor a line of sets: only a line of four words or more ends so.
 */
const RUNS_ON_WORD =
  /(?:\p{L}+\s+){3,}(?:a|an|the|at|of|with|to|for|and|but|or|my|some|than|into|onto|from|by)\s*$/iu;
// "… re-evaluate my training\nregimen. Namely: 96kg on squat, …": a line of prose with no number, over a
// line opening on a word that ends a sentence, was wrapped mid-sentence too (round 34): a line ending on a
// letter, whatever the word's case; one ending on a full stop, before a word in lower case (no sentence
// opens so). Not "Bench 3x5\nsquat, 3x5" (a line of sets above), nor "… then stretched\nbench. 5x5 @
// 135": a word that may name a lift opens a line of its own.
const LETTER_RUN = /\p{L}+/gu;
const ENDS_SENTENCE_FIRST = /^(\p{L}[\p{L}'’-]*)[.!?](?:\s|$)/u;
function wrappedBefore(last: string, line: string): boolean {
  const word = ENDS_SENTENCE_FIRST.exec(line)?.[1];
  if (word === undefined || namingWord(word) || /\d/.test(last)) return false;
  const end = /\p{L}$/u.test(last) || (/\p{L}\.$/u.test(last) && /^\p{Ll}/u.test(word));
  return end && (last.match(LETTER_RUN)?.length ?? 0) >= 6;
}
function unwrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    const wrapped =
      last !== undefined &&
      ((RUNS_ON_WORD.test(last) && /^\p{L}/u.test(line)) || wrappedBefore(last.trimEnd(), line));
    if (wrapped) out[out.length - 1] = `${last.trimEnd()} ${line}`;
    else out.push(line);
  }
  return out;
}

// "meines [1RM][4]": a markdown reference link shows its words; the bracketed footnote number after them
// is no number of the log (an inline link, "[1RM](http://…)", is read as it stands).
const REFERENCE_LINK = /\[([^[\]\n]{1,80})\]\[\d{1,3}\]/g;

// A gap wider than a column needs says no more than that width: cut there, every reader after sees at
// most GAP_MOST spaces in a row. Many readers allow a space or two on either side of a mark ("\s*,?\s*"),
// and a run of thousands of spaces, read by two or three of those at once, took seconds to minutes.
const GAP_MOST = 12;
const WIDE_GAP = /[^\S\r\n]{13,}/g;
// So with blank lines: two in a row part blocks as well as two thousand.
const BLANK_LINES = /\n(?:[^\S\n]*\n){3,}/g;

/** The entry as its lines would read without the writer's layout habits. */
export function withoutLayout(written: string): string {
  // "Deadlift:Ā Got …": a no-break space or a curly quote mangled by a code page is put back first.
  const content = withoutMojibake(written);
  const lines = content.includes('<') ? withoutMarkup(content) : content.split(/\r?\n/);
  return unwrapped(withoutSharedMark(lines))
    .map((l) =>
      evenGaps(l.replace(ITEM_NUMBER, '$1').replace(REFERENCE_LINK, '$1')).replace(WIDE_GAP, (gap) =>
        gap.slice(0, GAP_MOST),
      ),
    )
    .join('\n')
    .replace(BLANK_LINES, '\n\n\n');
}
