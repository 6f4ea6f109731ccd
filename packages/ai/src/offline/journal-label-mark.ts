/**
 * The mark between a line's name and its sets, read one way however the lifter writes it. "Squat:
 * 5x5", "Squat – 5x5", "Squat -: 5x5" and "Squat 5x5" say the same: readers that look at whole lines
 * (set rows after a name, a "Load:" line under its scheme, a list of maxes) know the colon, so a dash or
 * a run of marks after a name is its colon. And a colon does not always end a name: one after a word
 * that needs what follows it ("I hit a: 5x5", "squats at: 115", "two sets of: 275", "my PR was: 420")
 * sits inside a sentence that runs on through it, so it is no mark at all and the line reads without
 * it. Run on each line before any reader sees it.
 */
import { dashedField } from './journal-fields.ts';

// A word that cannot end what it opens: an article, a preposition, a possessive, a quantifier or a
// copula. The words before a colon after one of them are the start of a sentence, not a name.
const NEEDS_MORE = new Set(
  (
    'a an the at of for with w to in on onto into from by about like than after before over under until ' +
    'my your his her our their its all each every some another any both was were is are am be been being ' +
    // "Namely: 96kg on squat, …": a word that spells out what the sentence before named (round 34)
    'namely specifically'
  ).split(' '),
);

// A name then a dash, or several marks ("Squats-:", "Distance -:"), before the first number.
const NAME_MARK = /^(\s*\p{L}[\p{L}'’ ()/&+-]*?)\s*(?:[-–—]+\s*:?|:\s*[-–—]+|[-–—]*\s*:\s*[-–—]*)\s+(?=\d)/u;

/**
 * "Squat – 5x5", "Squats-: 255", "Load - 120, 140": a name that holds no number and opens the line, then
 * a dash or a run of marks before the sets, is the name's colon.
 */
function oneMark(line: string): string {
  const m = NAME_MARK.exec(line);
  if (!m?.[1] || !/[-–—]/.test(m[0].slice(m[1].length))) return line;
  return `${m[1].replace(/[\s-]+$/, '')}: ${line.slice(m[0].length)}`;
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const LAST_WORD = /(\p{L}+)\s*$/u;

/**
 * Whether the words before a colon run on through it: they end on a word that needs what follows, or
 * they are a first-person clause ("Today I benched: 230", "I walked: 5 miles") whose object is after
 * it. A clause with a number in it ("I did 3 sets: 5, 5, 4") keeps its colon: the count heads a list.
 */
function runsOn(before: string): boolean {
  const clause = before.split(/[.!?]\s+/).pop() ?? '';
  const word = LAST_WORD.exec(clause)?.[1];
  if (!word) return false;
  // "Part A:", "Day A:": a capital letter in a line written in both cases names a part, no article.
  if (NEEDS_MORE.has(word.toLowerCase()) && word !== 'A') return true;
  return !/\d/.test(clause) && /\b(?:i|we)\b/i.test(clause) && /\p{L}\s*$/u.test(clause);
}

/**
 * "Work up to a heavy single: 405", "Squat - top triple: 315", "Deadlift singles: 405, 425, 445": sets
 * named by their reps, then a load. The colon says "at", not that a name ends, so the load is read as
 * the load of those sets. Only before a load's size or plates ("a heavy single: 4 plates"): "Doubles: 3"
 * may count them.
 */
const setNamed = (before: string, after: string) =>
  /\b(?:singles?|doubles?|triples?)\s*$/i.test(before) &&
  (Number(/^\d+/.exec(after)?.[0] ?? 0) >= 20 ||
    /^(?:\d|a|an|one|two|three|four|five|six)\s*-?\s*(?:plates?|pl)\b/i.test(after));

/**
 * The entry's lines, each with its name's mark written as a colon and no colon inside a running
 * sentence. "Type - Strength" over "Sets - 3": fields one a line, labelled with dashes, are a record
 * journal-fields reads whole; they keep their dashes.
 */
export function labelMarks(lines: string[]): string[] {
  const filled = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
  const field = (i: number | undefined) => i !== undefined && dashedField(lines[i] ?? '');
  return lines.map((line, i) => {
    const at = filled.indexOf(i);
    const record = field(i) && (field(filled[at - 1]) || field(filled[at + 1]));
    return record ? lineMarks(line, false) : lineMarks(line, true);
  });
}

// "Plank" over "time 2 min", "Duration 45 min": a time field's name opening its line right before a
// time, with no mark, is the field's label as "time: 2 min" is (a hold's time under its name, or the
// session's under a lift's sets: journal-session-time).
const TIME_FIELD_BARE =
  /^([ \t]*(?:total[ \t]+|hold[ \t]+)?(?:time|duration))[ \t]+(?=\d{1,3}(?::\d\d|[ \t]*(?:min(?:ute)?s?|secs?|seconds?|hrs?|hours?)\b))/i;

// "Results: I had a PR of 295lbs, just shy of 300lb which I failed at": a word that only announces the
// report, before the lifter's own sentence, labels nothing; the sentence reads as written (round 34).
// Not "Result: 5x5 at 225" (sets after it: the line's label).
const REPORT_WORD =
  /^([ \t]*)(?:(?:the\s+)?results?|outcome|update|recap|verdict|summary)[ \t]*[:–—-][ \t]*(?=(?:i|i['’]m|i['’]ve|we|my)\s)/i;

/** One line with its name's mark as a colon (if `dash`), and no colon inside a running sentence. */
function lineMarks(written: string, dash: boolean): string {
  const line = written.replace(TIME_FIELD_BARE, '$1: ').replace(REPORT_WORD, '$1');
  if (!/[:–—-]/.test(line)) return line;
  const marked = dash ? oneMark(line) : line;
  // Not a time's colon ("8:05"), nor one ending the line ("5 sets of:", "5 sets of:." head the rows
  // under them): only one with the sentence's words or numbers going on after it.
  return marked.replace(/(?<!\d)[ \t]*:(?!\d)[ \t]*(?=[\p{L}\d])/gu, (colon, at: number) =>
    runsOn(marked.slice(0, at))
      ? ' '
      : setNamed(marked.slice(0, at), marked.slice(at + colon.length))
        ? ' @ '
        : colon,
  );
}
