/**
 * A list of the lifter's standing records under a heading that says so is no day's work (round 32):
 * "Current PRs (as of 7/2014)" over "Squat: 145lbs", "Deadlift: 190lbs", "All-time bests:" over
 * "Bench - 100 kg", "My maxes to date" over "OHP: 60kg". An entry rewrite (journal-entry-rewrites) writes
 * each row under such a heading as the record it states ("my current PR for Squat is 145lbs"), which
 * journal-remarks' HABIT keeps whole as a remark, as it keeps "my squat PR is 335".
 * The rows run to the first blank line or the first line that is no "Lift: load" row; a bracketed line
 * between them ("(weight between 105-115 lbs, all RAW)") is the heading's aside.
 * Not "New PRs:" nor "PRs today:" (records made that day: journal-maxes reads them as singles), nor a
 * plain "PRs:" heading, which may be either.
 * Round 35: a table whose header says its cells are bests at two times and the gain between them ("| |
 * Start | End | Improvement |", "Before | After | Change") is the same: each row is written as the record
 * it states ("my current PR for Squat is 205 (Nov 30), 235 (Apr 21), up 30"), the header no lift's name.
 */
import { resolveName } from './journal-names.ts';
import { pipeCells } from './journal-table-columns.ts';

// "Current PRs", "my all-time bests", "Lifetime records", "Standing maxes": records as they stand.
// Round 35: "Current stats:", "my theoretical all-time max 1RM" (a word of kind between; a max by itself).
// Round 36: "Here are my current numbers in each lift:" (a lifter's numbers as they stand are the maxes).
const STANDING = String.raw`(?:my\s+)?(?:(?:theoretical|estimated|tested|true|official)\s+)?(?:current|standing|all[\s-]*time|life[\s-]*time|present|existing)\s+(?:prs|pbs|personal\s+(?:records|bests)|records|max(?:e?s)?(?:\s+1\s*rms?)?|bests|best\s+lifts|1\s*rms|stats|statistics|numbers)`;
// "PRs (as of 7/2014)", "My maxes to date", "Personal bests so far".
const AS_OF = String.raw`(?:my\s+)?(?:prs|pbs|personal\s+(?:records|bests)|maxe?s|1\s*rms|best\s+lifts)\s*\(?\s*(?:as\s+of|to\s+date|so\s+far)\b`;
const HEADING = new RegExp(String.raw`^[\s\-–—•·*>#]*(?:${STANDING}\b|${AS_OF})`, 'iu');
// Round 35: the heading as the last sentence of a line of prose, closing on its colon: "… program. Current
// stats:", "Here are my theoretical all-time max 1RM from last year:".
const CLOSING_HEADING = new RegExp(
  String.raw`(?:^|[.!?]\s{1,4})(?:[^.!?:\n]{0,40}?\s)?(?:${STANDING}\b|${AS_OF})[^.!?:\n]{0,40}:[ \t]*\.?\s*$`,
  'iu',
);
// Words that make the records the day's own.
const TODAY = /\b(?:new|today|tonight|this\s+(?:week|session|morning|evening))\b/i;
// "Squat: 145lbs", "- Bench - 80 kg", "OHP = 60": a lift's name, then its load.
const ROW = /^(\s*(?:[-–—•·*>]+\s*)?)(\p{L}[\p{L}\s'’.&/]{0,40}?)\s*[:=–-]\s*(?=\d)/u;
const ASIDE = /^\s*\([^()]*\)[\s.,;:]*$/;

// "Start", "End", "Improvement": a header cell of a table of bests over time.
const PROGRESS_CELL =
  /^(?:start(?:ing)?|end(?:ing)?|before|after|then|now|improvement|gain(?:ed)?|change|progress|difference|diff|increase|delta)$/i;
const PIPE_ROW = /^\s{0,8}\|?([^|]{0,80})\|(.{0,400})$/;

/** The rows of each table of bests over time written as the records they state. */
function progressTablesWritten(lines: string[]): void {
  let under = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const cells = line.includes('|') ? pipeCells(line) : [];
    // The header: the name column ("", "Lift"), then only columns of times and gains, two or more.
    const progress = cells.slice(1).filter((c) => c);
    if (
      progress.length >= 2 &&
      !/\d/.test(line) &&
      progress.every((c) => PROGRESS_CELL.test(c.replace(/[*_:]/g, '')))
    ) {
      under = true;
      lines[i] = '';
      continue;
    }
    if (!under || /^[\s|:+.-]*$/.test(line)) continue;
    const row = PIPE_ROW.exec(line);
    const lift = row?.[1] ? resolveName(row[1].trim(), false)?.exercise : undefined;
    if (!row || !lift) {
      under = false;
      continue;
    }
    // "+30": the gain, told in words so no reader takes it for a load.
    const rest = pipeCells(row[2] ?? '')
      .filter((c) => c)
      .map((c) => c.replace(/^\+\s{0,2}(?=\d)/, 'up ').replace(/^[-−–]\s{0,2}(?=\d)/, 'down '));
    lines[i] = `my current PR for ${(row[1] ?? '').trim()} is ${rest.join(', ')}`;
  }
}

/** The entry with the rows under a heading of standing records written as the records they state. */
export function standingRecordsWritten(text: string): string {
  if (text.includes('|') && /\d/.test(text)) {
    const lines = text.split('\n');
    progressTablesWritten(lines);
    text = lines.join('\n');
  }
  if (
    !/\d/.test(text) ||
    !/\b(?:prs|pbs|records|max(?:e?s)?|bests|best\s+lifts|1?\s*rms?|stats|statistics|numbers)\b/i.test(text)
  )
    return text;
  const lines = text.split('\n');
  let under = false;
  let rows = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // The heading holds no load of its own outside its brackets ("Current PRs (as of 7/2014)"); a
    // bracketed aside inside it is no part of its words ("my current numbers in each lift (the only
    // lifts I've maxed out are …):").
    const bare = line.replace(/\([^()]{0,300}\)/g, '');
    const heading = HEADING.test(bare) || CLOSING_HEADING.test(bare);
    if (heading && !TODAY.test(line) && !/\d/.test(line.replace(/\([^()]*\)|\b1\s*rms?\b/gi, ''))) {
      under = true;
      rows = 0;
      continue;
    }
    if (!under) continue;
    // Blank lines between the heading and its first row are its layout.
    if (ASIDE.test(line) || (rows === 0 && !line.trim())) continue;
    const row = ROW.exec(line);
    const lift = row?.[2] ? resolveName(row[2].trim(), false)?.exercise : undefined;
    if (!row || !lift) {
      under = false;
      continue;
    }
    // The lift stays in the words, so the workout note keeps whose record it is.
    rows++;
    lines[i] = `${row[1]}my current PR for ${(row[2] ?? '').trim()} is ${line.slice(row[0].length)}`;
  }
  return lines.join('\n');
}
