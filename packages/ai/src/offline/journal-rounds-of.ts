/**
 * "2 rounds of 12" over rows that only name their moves ("1. Push up", "2. Prisoner Squat", "3.
 * Superman"): the heading says both how many rounds and how many reps of each, so every such row is
 * that many reps, in that many rounds. Written out here as the count before each row's move under "2
 * rounds:", the way a circuit of counted rows is read already (journal-block-heading); a row with
 * numbers of its own ("Plank 25 sec") keeps them, in the rounds all the same.
 *
 * "Then I went with trisets of 3x8:" (supersets, giant sets) over the moves' rows is the same: the
 * scheme's sets are the rounds, its reps each move's, whatever words lead the heading.
 *
 * Only under a heading of rounds or of grouped sets (not "3 sets of 10", which a lift's own line says),
 * over two rows or more that are short names; a line of prose ends the rows.
 */

// After the reps, only a colon or a remark ("(supersetted …)", "- felt good"): "2 rounds of 12 minutes"
// is a time, "3 rounds of 4 exercises" a count of moves.
const HEADING =
  /^([ \t]*)(\d{1,2})[ \t]+rounds?[ \t]+of[ \t]+(\d{1,3})(?:[ \t]+reps?)?(?:[ \t]+(?:each|of[ \t]+each))?[ \t]*:?([ \t]*(?:[(–-].*)?)$/i;
// "Then I went with trisets of 3x8:", "Supersets of 4 x 10": sets × reps of moves done in turn.
const GROUPED =
  /^([ \t]*)(?:[\p{L}'’ ]{0,40}[ \t])?(?:tri|super|giant)[ \t-]?sets?[ \t]+of[ \t]+(\d{1,2})[ \t]*[x×][ \t]*(\d{1,3})[ \t]*:?()[ \t]*\.?[ \t]*$/iu;
// A row's list number or bullet, kept before the count.
const ROW_MARK = /^([ \t]*(?:\d{1,2}[.)]|[-–•*>§])?[ \t]*)(\S.*)$/;
const WORDS = /\p{L}+/gu;

/** The entry with the reps of "N rounds of R" written before each row that only names its move. */
export function roundsOfWritten(text: string): string {
  if (!/(?:rounds?|sets?)[ \t]+of[ \t]+\d/i.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heading = HEADING.exec(lines[i] ?? '') ?? GROUPED.exec(lines[i] ?? '');
    if (!heading) continue;
    const [, indent, rounds, reps, rest] = heading;
    const named: number[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const row = lines[j] ?? '';
      if (!row.trim()) continue;
      const body = ROW_MARK.exec(row)?.[2] ?? '';
      const words = body.match(WORDS) ?? [];
      // A line of prose, or another heading, ends the rows.
      if (words.length > 8 || /:\s*$/.test(body)) break;
      if (!/\d/.test(body)) named.push(j);
    }
    if (named.length < 2) continue;
    lines[i] = `${indent}${rounds} rounds:${rest}`;
    for (const j of named) lines[j] = (lines[j] ?? '').replace(ROW_MARK, `$1${reps} $2`);
  }
  return lines.join('\n');
}
