/**
 * Numbered set rows ("Set 1 - 18", "Set 2: 25 (okay)") are the whole log of their lift: each row one
 * set, its count the one it writes. So, read for the whole entry before its lines are split:
 * - on the lines that head them, a count written before the lift's name ("Week 4 of the (full) 100 push
 *   up challenge") names a program by its goal or says how many the lifter is after: the rows count
 *   every set done, so that count is none of them;
 * - a row that opens with how it went instead of its count ("Set 5: To failure (at least 25) – I did 25
 *   and it was hard") did the count it says it did: that count is the row's, the rest its note.
 */
import { resolveName } from './journal-names.ts';

// "Set 1 - 18", "set 2: 25 (okay)", "Set 3) 100 kg - 8 reps": a numbered row, its mark, then the rest.
const ROW = /^(\s*set\s*\d{1,2}\s*[:.)-]+\s*)(.*)$/i;
// "I did 25", "managed 27", "got 30 in": the count a row's words say was done.
const DID =
  /\b(?:did|done|got|managed|made|hit|finished\s+with)\s+(\d{1,3})\b(?!\s*(?:kgs?|lbs?|%|sec|min))/i;
// "100 push up", "200 sit-ups": a count, then up to three words that may name the lift.
const COUNT_BEFORE =
  /\b\d{1,4}\s+(?=(\p{L}[\p{L}'’-]*)(?:\s+(\p{L}[\p{L}'’-]*))?(?:\s+(\p{L}[\p{L}'’-]*))?)/gu;

/** Whether the words after a count name a lift: one to three of them, as the catalogue spells it. */
function namesLift(words: (string | undefined)[]): boolean {
  for (let n = words.length; n > 0; n--) {
    const name = words.slice(0, n);
    if (name.every(Boolean) && resolveName(name.join(' '), false)?.exercise) return true;
  }
  return false;
}

/** The entry with its numbered set rows' heading and rows read as above; other entries unchanged. */
export function setRowHeads(content: string): string {
  if (!/\bset\s*2\s*[:.)-]/i.test(content)) return content;
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*set\s*1\s*[:.)-]/i.test(lines[i] ?? '')) continue;
    let end = i;
    while (ROW.test(lines[end] ?? '')) end++;
    // Only rows that each write a count (or say what they did): the heading then holds none of them.
    const rows = lines.slice(i, end).map((l) => {
      const [, mark = '', rest = ''] = ROW.exec(l) ?? [];
      if (/^\d/.test(rest)) return l;
      const did = /\d/.test(rest) ? DID.exec(rest) : null;
      if (!did) return null;
      // The count leaves the words it was said in, so they read as the row's note alone.
      const said = `${rest.slice(0, did.index)}${did[0].replace(/\s*\d+$/, '')}${rest.slice(did.index + did[0].length)}`;
      return `${mark}${did[1]} – ${said}`;
    });
    if (end - i < 2 || rows.some((r) => r === null)) continue;
    lines.splice(i, end - i, ...(rows as string[]));
    // The heading: the lines right above the rows ("Week 4 of the … challenge", "Day 1", "(90 seconds
    // rest in between)"), a blank line apart or none.
    let h = i - 1;
    while (h >= 0 && !lines[h]?.trim()) h--;
    for (; h >= 0 && lines[h]?.trim() && !ROW.test(lines[h] ?? ''); h--)
      lines[h] = (lines[h] ?? '').replace(COUNT_BEFORE, (count, ...words: (string | undefined)[]) =>
        namesLift(words.slice(0, 3)) ? '' : count,
      );
    i = end - 1;
  }
  return lines.join('\n');
}
