/**
 * An AMRAP told on one line, its score at the end (round 33): "AMRAP 20 min: 5 pull-ups, 10 push-ups, 15
 * squats - got 14 rds" ("rds" written "rounds" first), "10 min AMRAP: 5 burpees, 10 KB swings 16kg — 9
 * rounds", "20 min AMRAP of 5 pull-ups, 10 push-ups, 15 squats. Got 14 rounds." The rounds made are each move's sets. Read as written,
 * the score went to the last move alone; the same workout written as a block (the heading, a move a line,
 * then "14 rounds") was read right (journal-block-marks), so the line is written as that block.
 *
 * Only with the AMRAP named before the moves and a count of rounds closing the line ("+ 3 pull-ups" after
 * it stays with it); "AMRAP 12 min: 5 pull-ups, 10 push-ups" with no score, and "5 rounds of …" (rounds
 * told first, journal-rounds-of), are left as they were.
 */

// "AMRAP 20 min:", "20 min AMRAP of", "AMRAP (12'):", "As many rounds as possible in 15 minutes:".
const HEAD =
  /^([^\n:]{0,40}?\b(?:amrap|as[ \t]+many[ \t]+rounds[ \t]+as[ \t]+possible)\b[^\n:]{0,30}?(?::|[ \t]of\b))[ \t]*/i;
// The score closing the line: "- got 14 rds", "— 9 rounds", ". Got 14 rounds.", "= 14 rounds", "(14 rounds)",
// "14 rounds + 3 pull-ups".
const SCORE =
  /(?:[ \t]*[.,;=(—–-][ \t]*|[ \t]+)(?:(?:i[ \t]+)?(?:got|did|finished|completed|managed|made)[ \t]+)?(\d{1,3})[ \t]*(?:full[ \t]+)?rounds?\b((?:[ \t]*\+[ \t]*\d{1,3}(?:[ \t]+[\p{L}-]+){0,3})?)[ \t]*\)?[.!]*[ \t]*$/iu;
// Between the moves: a comma, "and", "+".
const BETWEEN = /[ \t]*,[ \t]*(?:and[ \t]+)?|[ \t]+(?:and|\+)[ \t]+/i;
// A move as told in a round: a count first ("5 pull-ups", "10 KB swings 16kg").
const COUNTED_MOVE = /^\d{1,3}[ \t]+\p{L}/u;

// "3 rds:", "14rds", "5 rd": rounds, as CrossFit boards shorten them. Not "3rd set", an ordinal.
const RDS = /(?<=\d[ \t]+)rds?\b|(?<=\d)rds\b/gi;

/** The entry with "rds" written "rounds", for every reader of rounds after this one. */
export function roundsSpelledOut(text: string): string {
  return /\drds\b|\d[ \t]+rds?\b/i.test(text)
    ? text.replace(RDS, (rd) => (/s$/i.test(rd) ? 'rounds' : 'round'))
    : text;
}

/** The line as the AMRAP's block, or as it was. */
function asBlock(line: string): string {
  const head = HEAD.exec(line);
  if (!head?.[1]) return line;
  const rest = line.slice(head[0].length);
  const score = SCORE.exec(rest);
  if (!score?.[1]) return line;
  const moves = rest
    .slice(0, score.index)
    .split(BETWEEN)
    .map((m) => m.trim());
  if (moves.length < 2 || !moves.every((m) => COUNTED_MOVE.test(m))) return line;
  const plus = (score[2] ?? '').trim();
  return `${head[1].trim()}\n${moves.join('\n')}\n${score[1]} rounds${plus ? ` ${plus}` : ''}`;
}

/** The entry with each one-line AMRAP and its score written as a block. */
export function amrapLinesAsBlocks(text: string): string {
  if (!/amrap|as\s+many\s+rounds/i.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (/\d[ \t]*(?:full[ \t]+)?rounds?\b/i.test(line) ? asBlock(line) : line))
    .join('\n');
}
