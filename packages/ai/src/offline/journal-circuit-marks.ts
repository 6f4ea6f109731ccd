/**
 * A conditioning block's closing count of rounds, where repeatMark (journal-block-marks) reads none:
 * - "x3" alone under two or more moves each written count first ("10 push-ups", "- 400m run",
 *   "15 cal bike"): the moves are one round, done three times. Under a lift's own sets ("Bench 135x5"
 *   over "x5") a bare "x5" stays that set's reps again (journal-repeats): those rows name the lift first.
 * - an AMRAP's score, "(completed 5 rounds + 3)", "5 rounds + 3", "Score: 5+3", "5 rds + 12 reps" (and
 *   round 35's "- Accomplished 3+7", a list's last item): the
 *   whole rounds are the rounds done. The reps past the last whole round are kept as a remark, not a
 *   set: "+ 3" may count into one move or run across several, so no one move's set can be told.
 * - a closing time, "Time: 14:32", "Finished in 14:32", "14:32" alone, under a circuit's moves:
 *   how long the block took, a remark; under one line of counted work only when a word tells it
 *   ("Time: 14:32"). Under one move ("Plank\n1:30") a clock alone is that move's hold.
 */

// "x3", "x 4", "×5": a bare repeat mark.
const BARE_TIMES = /^\s*[x×]\s*(\d{1,2})\s*$/i;
// "(completed 5 rounds + 3)", "5 rounds + 3", "Score: 5+3", "5 rds + 12 reps": whole rounds, then reps.
const ROUNDS_PLUS =
  /^\s*(?:[-–—•*]\s*)?[([]?\s*(?:(?:completed|finished|got|score|result|accomplished|achieved|managed)\s*[:=–-]?\s*)?(\d{1,2})\s*(rounds?|rds?)?\s*\+\s*\d{1,3}(?:\s*reps?)?\s*[)\]]?\s*$/i;
const SAYS_ROUNDS = /\b(?:completed|finished|got|score|result|accomplished|achieved|managed|rounds?|rds?)\b/i;
// "Run 400m", "Row 500 m", "Bike 20 cal": a bout written with its machine first, a move of a circuit too.
const BOUT_FIRST = /^\p{L}+\s+\d{1,5}\s*(?:m|km|cal|cals|calories)\b/iu;
// "400m run", "15 cal bike", "1 km row": a bout written with its distance first.
const BOUT_COUNTED = /^\d{1,5}\s*(?:m|km|k|cal|cals|calories)\s+\p{L}{2}/iu;
// "10 push-ups", "15 x KB swings", "20 Burpees": a count, then the move's word. Never "295 x10" or
// "135 x 5", a load and its reps, whose "x" is no word.
const COUNTED =
  /^\d{1,3}\s*(?:[x×]\s+)?(?!(?:sets?|reps?|kgs?|lbs?|min(?:ute)?s?|secs?|seconds?|x)\b)\p{L}{2}/iu;
const BULLET = /^\s*(?:[-–—•·*>]+|\d{1,2}[.)](?=\s))\s*/;

export const isMove = (row: string): boolean => {
  const m = row.replace(BULLET, '').trim();
  return COUNTED.test(m) || BOUT_COUNTED.test(m) || BOUT_FIRST.test(m);
};

/**
 * How many rows at the end of `above` are a circuit's moves: two or more, each counted first or a bout,
 * one of them counted ("AMRAP 12 min:" over them is their heading, not a move); 0 when they are none.
 */
function circuitRows(above: string[]): number {
  let k = above.length;
  while (k > 0 && isMove(above[k - 1] ?? '')) k--;
  const moves = above.slice(k).map((r) => r.replace(BULLET, '').trim());
  return moves.length >= 2 && moves.some((m) => COUNTED.test(m)) ? moves.length : 0;
}

/**
 * The rounds a closing line says over the rows above it, what else it says, and how many rows above are
 * the round's moves; null for any other line.
 */
export function circuitMark(
  line: string,
  above: string[],
): { n: number; remark: string; rows: number } | null {
  const rows = circuitRows(above);
  if (!rows) return null;
  const bare = BARE_TIMES.exec(line);
  if (bare) {
    const n = Number(bare[1]);
    return n >= 2 && n <= 20 ? { n, remark: '', rows } : null;
  }
  const plus = ROUNDS_PLUS.exec(line);
  if (!plus || !SAYS_ROUNDS.test(line)) return null;
  const n = Number(plus[1]);
  return n >= 1 && n <= 50 ? { n, remark: line.trim(), rows } : null;
}

// "Time: 14:32", "Total time 14:32", "Finished in 14:32", "Done: 9:45", "(14:32)", "14:32": a clock alone.
const CLOSING_TIME =
  /^\s*[([]?\s*(?:(?:(?:total\s+)?time|finished(?:\s+in)?|done(?:\s+in)?|completed\s+in)\s*[:=–-]?\s*)?\d{1,2}:\d{2}(?::\d{2})?\s*(?:min(?:ute)?s?)?\s*[)\]]?\s*$/i;
const LETTERS = /\p{L}{3}/u;

/** Whether a line is how long the block above took: a clock alone under two or more lines of moves. */
export function closingTime(line: string, above: string[]): boolean {
  if (!CLOSING_TIME.test(line)) return false;
  let k = above.length;
  while (k > 0 && (above[k - 1] ?? '').trim()) k--;
  const block = above.slice(k).filter((l) => LETTERS.test(l));
  // Two moves or more counted, or a circuit's heading over two lines ("21-15-9" over "Sit-ups" and
  // "Push-ups"): a circuit. A bout's own fields ("Run:" over "3.1 miles" and "27:45") are no circuit.
  const counted = block.filter((l) => COUNTED_WORK.test(l) || isMove(l)).length;
  if (counted >= 2 || (block.length >= 2 && above.slice(k).some((l) => CIRCUIT_WORD.test(l)))) return true;
  // "EMOM 10: 3 sit-ups" over "Time: 14:32": one line of counted work, a time told with its word, is
  // how long it took too; a clock alone under one move ("Plank" over "1:30") is its hold.
  return block.length === 1 && /\p{L}/u.test(line) && COUNTED_WORK.test(block[0] ?? '');
}
// "3 rounds", "5 RFT", "AMRAP", "EMOM", "For time", "Intervals", "21-15-9": what heads a circuit.
const CIRCUIT_WORD =
  /\b(?:rounds?|rft|amrap|e\d?mom|for\s+time|intervals?)\b|(?<![\d./])\d{1,3}(?:\s*[-–—]\s*\d{1,3}){2,}(?![\d./])/i;
// "3 sit-ups", "EMOM 10: 3 sit-ups": a count before the move's word.
const COUNTED_WORK =
  /(?:^|[:\s])\d{1,3}\s+(?!(?:reps?|sets?|kgs?|lbs?|mins?|minutes?|secs?|seconds?)\b)\p{L}{3}/iu;

/**
 * "x3" over two or more moves each written count first, as a heading: the rounds of the moves under
 * it, written as a round count ("3 rounds:"); null for any other line. Over a lift's own rows ("x5"
 * under "Bench 135x5") it stays that set's reps again.
 */
export function circuitHead(line: string, below: string[]): string | null {
  const bare = BARE_TIMES.exec(line);
  const n = Number(bare?.[1] ?? 0);
  if (n < 2 || n > 20) return null;
  const block: string[] = [];
  for (const l of below) {
    if (!l.trim()) {
      if (block.length) break;
      continue;
    }
    if (!isMove(l)) break;
    block.push(l);
  }
  return circuitRows(block) ? `${n} rounds:` : null;
}

// "AMRAP 12 min:", "12 minute AMRAP of:", "AMRAP 12", "For time:": a format's heading, its clock no set.
const FORMAT_HEAD =
  /^\s*(?:\d{1,2}\s*[-']?\s*(?:min(?:ute)?s?)?\s*)?(?:amrap|for\s+time)(?:\s*(?:in\s+)?\d{1,2}\s*[-']?\s*(?:min(?:ute)?s?)?)?(?:\s+of)?\s*:?\s*$/i;

/**
 * Whether a line only names the format of the moves under it ("AMRAP 12 min:" over two or more moves
 * written count first): a note, so that a day's heading above it ("WOD:", "Day 3 - Conditioning")
 * never takes its clock for a set.
 */
export function formatHead(line: string, below: string[]): boolean {
  if (!FORMAT_HEAD.test(line)) return false;
  const block: string[] = [];
  for (const l of below) {
    if (!l.trim() || !isMove(l)) break;
    block.push(l);
  }
  return circuitRows(block) > 0;
}

// "13 rounds + 10 pullups", "Score: 6 rds + 5 burpees": whole rounds, then reps of a move named.
const ROUNDS_PLUS_MOVE =
  /^\s*(?:[([]\s*)?(?:(?:completed|finished|got|score|result)\s*(?:[:=–-]\s*)?)?(\d{1,2})\s*(?:rounds?|rds?)\s*\+\s*(\d{1,3})\s+(\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*){0,2})[)\].!]*\s*$/iu;
// A row's count and the words after it: "10 pullups" → "pullups", "10 thrusters, 65lbs" → "thrusters".
const ROW_MOVE = /^\d{1,3}\s*(?:[x×]\s+)?(\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*){0,2})/iu;
const letters = (words: string) => words.toLowerCase().replace(/[^\p{L}]/gu, '');

/**
 * "13 rounds + 10 pullups" under "10 pullups" and "10 thrusters, 65lbs" (an AMRAP's score): the rounds
 * done, and the reps past them told with their move, which say one more set of that move. Each row
 * written with its own count of sets ("14 sets of 10 pullups", "13 sets of 10 thrusters, 65lbs"), as
 * the rounds would give each move, one more for the move named. Only when every row above is a count
 * and a move's words, and the reps named are one row's whole count of a move among them (a part of a
 * round, "+ 5 pullups" of ten, is left to circuitMark: no set told); null for any other line.
 */
export function roundsPlusMove(line: string, above: string[]): string[] | null {
  const plus = ROUNDS_PLUS_MOVE.exec(line);
  if (!plus) return null;
  const n = Number(plus[1]);
  const rows = circuitRows(above);
  if (!rows || n < 1 || n > 50) return null;
  const block = above.slice(above.length - rows).map((r) => r.replace(BULLET, '').trim());
  const named = letters(plus[3] ?? '');
  const moves = block.map((r) => ROW_MOVE.exec(r));
  if (moves.some((m) => !m)) return null;
  const k = moves.findIndex((m) => letters(m?.[1] ?? '') === named);
  if (k < 0 || Number(/^\d+/.exec(block[k] ?? '')?.[0]) !== Number(plus[2])) return null;
  return block.map((r, i) => `${i === k ? n + 1 : n} sets of ${r}`);
}
