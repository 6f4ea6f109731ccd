/**
 * What a lifter writes after a line's last set says nothing about the sets: closing punctuation ("3x5
 * @ 100."), an emoji ("… 💪"), or a remark on how they went ("- felt good", "; knees ached", "(great
 * pump)"). Cut off every line of the entry before any reader sees it, so the readers that take the
 * lines together (tables, numbered set rows, field records, headings over rows, maxes and totals) read
 * the sets as if they ended the line, and the remark is a note. Only words of talk that hold no number,
 * name no lift or cardio and say nothing of the kind of set are a remark: "(RDL)", "- paused",
 * "- singles", "(each)", "(PR)", "- treadmill" stay where they are, for the readers that know them.
 */
import { sentenceKind } from './journal-achieved.ts';
import { triesTold } from './journal-attempts.ts';
import { cardioName } from './journal-cardio.ts';
import { NUMBER_WORD } from './journal-counts.ts';
import { lastTail } from './journal-line-label.ts';
import { mentionIn, resolveName } from './journal-names.ts';
import { CHATTER, FAILED, GEAR, LOAD_UNIT, PROSE_MARKERS, proseWord, QUALIFIERS } from './journal-words.ts';

// Full stops, exclamation and question marks, ellipses and emoji (with their joiners and skin tones)
// ending a line; never a bracket or a table's bar, which the readers need.
const CLOSING = /(?:[\s.!?…\p{Extended_Pictographic}\p{Emoji_Modifier}]|\ufe0f|\u200d|\u20e3)+$/u;

// Words that say what the sets were, however they were written: how they were counted or loaded, what
// kind of set, how hard or how far short ("(each)", "- singles", "(AMRAP)", "(PR)", "(bw)", "rpe 8",
// "(warm-up)", "- 2 short"). A tail with any of them is read with the sets.
const SET_WORD = new RegExp(
  String.raw`\b(?:${LOAD_UNIT}|x|reps?|sets?|rounds?|each|per|sides?|bw|body\s*weight|bodyweight|weighted|assisted|bands?|amrap|max(?:es)?|prs?|pbs?|\d*rm|rpe|rir|fail(?:ed|ure)?|miss(?:ed)?|short|singles?|doubles?|triples?|jokers?|work(?:ing)?|across|warm[\s-]*ups?|top|back[\s-]*offs?|drops?|rest|pause|total|left|right|alternating|seconds?|secs?|minutes?|mins?|holds?)\b`,
  'i',
);
// Words that point at other sets or undo these: "Better form, but repeat", "100, 110, respectively",
// "see below", "so I didn't count it", "but I was unable".
const POINTS =
  /\b(?:count(?:ed|ing)?|unable|repeat(?:ed|s)?|respectively|again|same|below|above|following|previous)\b/i;
const COUNT_WORD = new RegExp(String.raw`\b(?:${NUMBER_WORD}|once|twice)\b`, 'i');
// A number, in digits or words: the line's sets are there.
const holdsNumber = (text: string) => /\d/.test(text) || COUNT_WORD.test(text);

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const TWO_LETTERS = /\p{L}{2}/u;
const LETTER_WORDS = /\p{L}[\p{L}'’]*/gu;

/**
 * Words about how the sets went, and nothing else: at least one word of talk ("felt", "easy", "oops",
 * "running out of steam"), no number, no lift, variant, cardio or kind of set, no word pointing at
 * other sets, and no table's or bracket's mark.
 */
export function isRemark(words: string): boolean {
  if (!TWO_LETTERS.test(words) || /[|[\]{}<>=/]/.test(words) || holdsNumber(words)) return false;
  if (SET_WORD.test(words) || POINTS.test(words) || FAILED.test(words)) return false;
  const lower = words.toLowerCase().match(LETTER_WORDS) ?? [];
  if (lower.some((w) => QUALIFIERS.has(w) || GEAR.has(w) || cardioName(w))) return false;
  if (!lower.some((w) => CHATTER.has(w) || PROSE_MARKERS.has(w) || proseWord(w, true))) return false;
  return !resolveName(words, false)?.exercise && !mentionIn(words);
}

/**
 * "225 x 5, back in college", "100kg for 5, hopefully": words that change what their sentence's numbers
 * tell (today's sets, history, a goal) are the sentence's, not a remark on it.
 */
function sameKind(head: string, tail: string): boolean {
  const sentence = head.split(/(?<=[.!?])\s+/).at(-1) ?? '';
  return sentenceKind(`${sentence}, ${tail}`) === sentenceKind(sentence);
}

// A story: six words or more besides the sets' own.
const isStory = (text: string) =>
  (text.replace(/\([^()]*\)|\b(?:kgs?|lbs?|reps?|sets?|x|each|per)\b/gi, ' ').match(/\p{L}{2,}/gu) ?? [])
    .length >= 6;

/** "went for 500, got it": words that tell what came of a try are its set (journal-attempts). */
function tellsTry(head: string, tail: string): boolean {
  const joined = `${head}, ${tail}`;
  return triesTold(joined) !== `${triesTold(head)}, ${tail}`;
}

// "55 pounds (this was hard, but I powered through) – 15 reps": a bracket with no number between a load
// and the count of its reps, which the reps belong to.
const BETWEEN = new RegExp(
  String.raw`(\d\s*(?:${LOAD_UNIT})\.?)\s*\(([^()\d]+)\)(?=\s*[,:;–—-]?\s*\d{1,3}\s*(?:reps?|times)\b)`,
  'giu',
);

// "I started out with intervals on the treadmill (after warming up), and did 10×20 sec": a bracket of
// talk after the words naming the work, before the clause that tells its sets, parts nothing.
// Only before "and"/"then" going on with the same work: "(shoulder issue), so the first two rounds…"
// stays where the lifter put it.
const AFTER_WORDS = /(?<=\p{L})\s*\(([^()\d]+)\)(?=\s*[,;]?\s+(?:and|then)\b)/giu;

/**
 * "| Deadlift | 140kg × 7, 160kg × 3 | Grip went. Could have had 160kg × 4. |": in a table row with no
 * header, the last cell after a cell of sets is the notes column. Words in it (a load that "didn't
 * move", one that "could have" gone, "that third rep at 70kg") talk about the sets, so the cell is a
 * note even with numbers in it; a cell of sets alone ("RPE 8", "2 sets") stays, and a whole set with
 * its load ("+ 1x8 @ 120") joins the row's sets. The row without that cell, and the note ('' when the
 * cell joined the sets); null for any other line.
 */
function notesCell(line: string): [string, string] | null {
  // Whatever stands before the first bar ("3. ", "Did ") is no cell.
  const row = /^([^|]*\|.*?\|.*\d.*?)\|([^|]*\d[^|]*)\|\s*$/.exec(line);
  if (!row?.[1] || !row[2]) return null;
  const cells = row[1].split('|').slice(1);
  if (cells.length < 2 || !cells.slice(1).some((c) => /\d\s*(?:[x×@]|reps?\b|sets?\b)|[x×@]\s*\d/i.test(c)))
    return null;
  const note = row[2].trim();
  const words = (note.replace(new RegExp(SET_WORD.source, 'gi'), ' ').match(/\p{L}{2,}[\p{L}'’]*/gu) ?? [])
    .length;
  if (resolveName(note, false)?.exercise || mentionIn(note)) return null;
  if (words >= 2 || FAILED.test(note)) return [`${row[1]}|`, note.replace(CLOSING, '')];
  // "| Squat | 3x5 @ 140 | + 1x8 @ 120 |": a whole set of its own after the sets is one more set of the
  // row (a back-off), at its own load, not the load of the sets before it.
  const more = /^(?:\+|plus\b|and\b)?\s*(\d{1,2}\s*[x×]\s*\d{1,3}\s*(?:@|at\b)\s*\d.*)$/i.exec(note)?.[1];
  return more ? [`${row[1].trimEnd()}; ${more} |`, ''] : null;
}

// "95*6,6,6,6 hard but okay": words straight after the last count of a list of sets, with no mark
// between, say how the sets went as words after a dash would.
const AFTER_LIST = /^(.*\d\s*[,;]\s*\d{1,3})\s+(\p{L}[^\d()]*)$/u;

// "…, will up next week", "- need to go up next time": what the lifter means to do next about the load
// says nothing of when these sets were done, though its "next week" would read the sentence as a goal.
const PROGRESSION =
  /^(?:i\s+)?(?:will|['’]ll|gonna|going\s+to|need\s+to|should|must|can)\s+(?:(?:probably|definitely|try\s+to)\s+)?(?:up|go\s+up|move\s+up|add|increase|bump|raise|progress)\b/i;

// "100 x 5 ........ overhand", "135 x 5 ..... 3 mixed, 2 strapped ..... (297lb)": a run of dots after a
// whole set leads to the row's notes column, whatever it holds (a grip's count, the load in the other
// unit, "quit at 3 reps"). Only after a set ("Squat ........ 3x5" leads to the sets) and only when the
// notes hold no set of their own.
const LEADER = /\.{4,}|…{2,}/;
const LEADERS = /\.{4,}|…{2,}/g;
const WHOLE_SET = /\d\s*[x×*]\s*\d/i;

function leaderNotes(line: string): [string, string] | null {
  const leader = LEADER.exec(line);
  if (!leader) return null;
  const head = line.slice(0, leader.index).trimEnd();
  const notes = line.slice(leader.index + leader[0].length).trim();
  if (!WHOLE_SET.test(head) || WHOLE_SET.test(notes)) return null;
  const parts = notes.split(LEADERS).map((part) => part.trim());
  return [head, parts.filter(Boolean).join('; ')];
}

// "chest fly (pole): 1x10 # this exercise seems to work shoulder more": a "#" standing apart, after the
// sets and before words (two or more), opens a comment as in a plain-text file, not pounds ("225#").
const COMMENT_MARK = /[ \t]+#[ \t]+(?=\p{L}+[ \t,;]+\p{L})/u;

/** The line and the comment after its sets, or null. */
function commented(line: string): [string, string] | null {
  const mark = COMMENT_MARK.exec(line);
  if (!mark || !/\d/.test(line.slice(0, mark.index))) return null;
  return [line.slice(0, mark.index), line.slice(mark.index + mark[0].length).trim()];
}

/** The line with its closing marks and remarks cut off, and the remarks (first written first). */
export function cutTail(whole: string, table = false): [string, string[]] {
  const remarks: string[] = [];
  const comment = commented(whole);
  if (comment?.[1]) remarks.push(comment[1].replace(CLOSING, ''));
  const written = comment ? comment[0] : whole;
  const led = leaderNotes(written);
  if (led?.[1]) remarks.push(led[1]);
  const line = led ? led[0] : written;
  // A remark said between a load and its reps splits no set: a sentence, or words of talk alone.
  let head = line
    .replace(BETWEEN, (whole, load: string, said: string) => {
      if (!isRemark(said) && !isStory(said)) return whole;
      remarks.push(said.trim());
      return load;
    })
    .replace(AFTER_WORDS, (whole, said: string) => {
      if (!isRemark(said)) return whole;
      remarks.push(said.trim());
      return '';
    })
    .replace(CLOSING, '');
  const between = remarks.length;
  for (let i = 0; i < 4; i++) {
    // "3x5 @ 100 (felt good)": a remark in brackets closing the line.
    const bracket = /\s*\(([^()]*)\)$/.exec(head);
    const listed = bracket ? null : AFTER_LIST.exec(head);
    const cut: [string, string] | null = bracket
      ? [head.slice(0, bracket.index), bracket[1] ?? '']
      : (lastTail(head) ?? (listed?.[1] && listed[2] ? [listed[1], listed[2]] : null));
    // "Lateral Raise,7.5,12,no": a comma or semicolon with no space after it separates a record's
    // fields, and the field after it is the record's, not a remark.
    const record = !bracket && cut && /^[,;]\S/.test(head.slice(cut[0].length));
    const clause = !bracket && cut && head[cut[0].length] === ',' && isStory(cut[0]);
    if (
      !cut ||
      record ||
      clause ||
      !holdsNumber(cut[0]) ||
      !isRemark(cut[1]) ||
      (!sameKind(cut[0], cut[1]) && !PROGRESSION.test(cut[1].trim())) ||
      tellsTry(cut[0], cut[1])
    )
      break;
    remarks.splice(between, 0, cut[1].trim());
    head = cut[0].replace(CLOSING, '');
  }
  // The notes cell, once what closes the row after its last bar ("| - felt good", "|.") is cut.
  const notes = table ? null : notesCell(head);
  if (notes?.[1]) remarks.unshift(notes[1]);
  return [notes?.[0] ?? head, remarks];
}

/** Every line of the entry cut after its sets; the remarks cut off, as the entry's notes. */
export function lineTails(lines: string[]): { lines: string[]; remarks: string[] } {
  const remarks: string[] = [];
  // A table with a header row or rule is read by its columns (journal-table): its cells stay.
  const table = lines.some((l) => l.includes('|') && !/\d/.test(l));
  const cut = lines.map((line) => {
    const [head, said] = cutTail(line, table);
    remarks.push(...said);
    return head;
  });
  return { lines: cut, remarks };
}
