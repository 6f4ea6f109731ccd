/**
 * What a block's heading carries holds for the rows under it, and a heading's remarks are not
 * exercises. A heading line names a lift or a circuit and holds no set of its own; it may carry
 * - a load or its implement: "Front Squats (two 16 kg bells)" over "3 x 5", "Curls @ 30 lb" over
 *   "12, 10, 8": each row without a load of its own is lifted at it (per bell), so its numbers are counts;
 *   a bare number after a lift's name is its load ("Squat 225" over "5, 5, 5, 4", "Bench: 60" over "8"
 *   and "6") when it is heavier than 30 and every row, and the rows are only reps: the lift not done with
 *   the body ("Push-ups 40" over "30", "25" counts reps), a lighter number ("Curls 25" over "10, 10, 8")
 *   is left as written;
 * - a round count: "Circuit (completed 3 rotations)", "3 rounds of:", "x3 rounds" over rows: each row is
 *   done that many times, in order per exercise;
 * - remarks: "supersetted with standing crunches", "leg lifts b/w sets": fillers with nothing counted.
 * A sentence that interrupts the rows ("After last week's miss (9 x 20 instead of 10 x 20), the coach
 * dropped the weight") is a remark too: its numbers are not today's sets, its words name no lift, and
 * the rows after it still belong to the heading. Remarks go to the note, after the block's rows, so no
 * word of theirs can name the lift the rows are for. Read for the whole entry, since the heading and
 * its rows are on different lines.
 */

import { namedBlocks } from './journal-block-lift.ts';
import { blockMarks } from './journal-block-marks.ts';
import {
  BARE_ROW,
  COUNTED_MOVE,
  heldAt,
  isSentence,
  oneLift,
  ownMove,
  RUN_ON,
  RUN_ON_ONE_CASE,
  repsRow,
  SET_LABEL,
} from './journal-block-rows.ts';
import { oneCase } from './journal-case.ts';
import { NUMBER_WORD, wordCount } from './journal-counts.ts';
import { resolveName } from './journal-names.ts';
import { HABIT, PLAN_LABEL } from './journal-remarks.ts';
import { roundRows } from './journal-round-loads.ts';
import { LOAD_UNIT } from './journal-words.ts';

/** A line of the entry, or a remark the parser keeps as a note. */
export interface EntryLine {
  text: string;
  remark: boolean;
}

// "(two 8 kg's)", "(one 24 kg bell)", "@ 30 lb", "with a pair of 12kg dumbbells": a load, with its unit.
const LOAD = new RegExp(
  String.raw`(?:@|\bat\b|\bwith\b)?\s*(?:\b(?:one|two|a|an|(?:a\s+)?pair\s+of)\s+)?(\d{1,3}(?:\.\d+)?)\s*(${LOAD_UNIT})(?:['’]s)?(?![a-z])(?:\s*(?:kettle)?bells?\b|\s*kbs?\b|\s*dumbbells?\b|\s*dbs?\b)?`,
  'i',
);
// "completed 3 rotations", "3 rounds of", "x3 rounds", "5 RFT" (rounds for time), "three circuits", "4 super-sets of the following",
// "5 sets of:", "3 sets:", "10x (on the minute)", "Set 1: 10x (EMOM)", "Part B: 6x": the block's rounds.
const ROUNDS = new RegExp(
  String.raw`(?:\b(\d{1,2}|${NUMBER_WORD})\s*|\bx\s*(\d{1,2})\s*)(?:rounds?|rotations?|circuits?|rft|(?:super|giant|tri)[\s-]?sets?(?=\s+of\b))\b(?:\s+of\b)?|^(?:(?:set|part|block)\s+[a-z\d]{1,2}\s*:\s*)?(?:(\d{1,2})\s+sets(?:\s+of)?\s*:|(\d{1,2})\s*x(?=\s*(?:\(|$)))`,
  'i',
);
// A lift's name, then its sets by reps: "Bench 3x5 @ 185", "- Squat: 5x5".
// A hold or a distance by count ("Plank: 1 x 45 sec", "Run 4 x 400m") is a move of the round.
const OWN_SETS =
  /^\s*(?:[-–—•·*>]+\s*)?\p{L}[\p{L} '’-]{1,40}?\s*[:–—-]?\s*\d{1,2}\s*[x×]\s*\d{1,3}(?![\d.]|\s*(?:s|secs?|seconds?|mins?|minutes?|m|km|mi|miles?|cals?|calories|yds?|meters?|metres?)\b)/iu;
// "3 rounds:", "Three rotations", "5 RFT" alone on a line: a count of rounds and nothing else. It opens
// the rows below it; it is never a rep row of the lift above it ("Deadlift 210kg" over "3 rounds:").
const ROUNDS_ONLY = new RegExp(
  String.raw`^\s*(?:[-–—•·*>]+\s*)?(?:\(\d{1,2}\)\s*|\d{1,2}\)\s*)?(?:\d{1,2}|${NUMBER_WORD})\s*(?:rounds?|rotations?|circuits?|rft)\b(?:\s+of\b)?(?:\s+the\s+following)?\s*:?\s*$`,
  'i',
);
// "10x", "x8", "6 x" alone on a line under a lift and its load ("Bench 185lb" over "10x", "8x", "6x"):
// that many reps at the heading's load, never a round count over the rows after it.
const REPS_MARK = /^(\s*(?:[-–—•·*>]+\s*)?)(?:[x×]\s*(\d{1,3})|(\d{1,3})\s*[x×])\s*$/i;
// "3 sets:", "- 4 sets" alone on a line: how many rows follow, or how many times the one row was done.
const SETS_TOLD = /^\s*(?:[-–—•·*>]+\s*)?(\d{1,2})\s*sets?\s*:?\s*$/i;
// "5 @ 100", "8 reps at 60kg": one set with its load.
const ONE_SET =
  /^\s*(?:[-–—•·*>]+\s*)?\d{1,3}\s*(?:reps?\s*)?(?:@|\bat\b)\s*\d{1,3}(?:\.\d+)?\s*(?:kgs?|lbs?|#)?\s*$/i;
// "2 rounds with 2 minutes rest between rounds -", "Squat, 90 s rest between sets": how long the rest
// between them was, a remark on the block, never a load, a count or a name.
const REST_TOLD =
  /[,;]?\s*(?:with\s+)?(?:(?:(?<![\d.:])\d+(?:[.:]\d+)?|a|one|two|three|half\s+a)\s*-?\s*(?:minutes?|mins?|m|seconds?|secs?|s)\s+(?:of\s+)?rest(?:ing)?|rest(?:ing)?\s+(?:of\s+)?(?:\d+(?:[.:]\d+)?|a|one|two|three)\s*-?\s*(?:minutes?|mins?|m|seconds?|secs?|s)\b)(?:\s+(?:in\s+)?(?:between|after)\s+(?:each\s+|the\s+)?(?:rounds?|sets?|circuits?|exercises?))?/i;
// "Time = 8:15", "Finished in 14:32", "14:32" alone under a circuit: how long the rounds took, not a move.
const TIME_TAKEN =
  /^\s*(?:(?:total\s+)?time\s*[:=–-]\s*\d{1,2}:\d{2}\b|[([]?\s*(?:(?:finished|done|completed)(?:\s+in)?\s*[:=–-]?\s*)?\d{1,2}:\d{2}(?::\d{2})?\s*[)\]]?\s*$)/i;
// "supersetted with standing crunches", "leg lifts b/w sets", "stomach vacuums between sets": done
// alongside the sets, with nothing counted.
const FILLER = /\bsuper-?set(?:ted)?\s+with\b|\b(?:b\/w|between|in\s+between)\s+(?:each\s+|the\s+)?sets?\b/i;
// "Squat 225", "Bench: 60", "Squat @ 225", "Deadlift - 315": a lift's name, then one bare number.
const BARE_LOAD =
  /^(\p{L}[\p{L}\s'’.&/-]*?\p{L})\s*(?:[:@–—-]\s*|\bat\s+|\s)\(?(\d{2,3}(?:\.\d+)?)\)?\s*:?$/iu;
interface Heading {
  name: string;
  load: string | null;
  rounds: number;
  /** the round count as written ("Three", "3"), for the joined line of moves */
  told: string;
  /** a load written with no unit: it heads rows of reps only, each lighter than it */
  bare?: number;
  remarks: string[];
}

// Built once here: a new RegExp, or a \p{…} literal (tsx makes it one), in a function is rebuilt per call.
const ITEM_LETTER = /^[a-h]\d{1,2}\s*[.):]\s*(?=\p{L})/iu;
// "(2) 5 rounds", "2) 3 circuits": a part's number before its round count orders the parts, no count.
const PART_NUMBER = /^\(?\d{1,2}\)\s*(?=\w{1,6}\s*(?:rounds?|rotations?|circuits?|rft)\b)/i;
const TWO_LETTERS = /\p{L}{2}/u;

/** A heading split into its name, load, rounds and remarks; null for a line that is no heading. */
function headingOf(line: string): Heading | null {
  // "A2: Jungle Gym inverted rows", "B1) Dips": a superset's tag orders the lifts, it names none.
  let text = line
    .replace(/^\s*(?:[-–—•·*>#]+\s*)+/, '')
    .replace(ITEM_LETTER, '')
    .replace(PART_NUMBER, '')
    .trim();
  const remarks: string[] = [];
  // "(completed 3 rotations w/ some changes)": the words around a round count are its remark.
  const roundsAt = ROUNDS.exec(text);
  const roundsWord = roundsAt?.slice(1).find((w) => w !== undefined);
  const rounds = roundsWord ? (wordCount(roundsWord) ?? 1) : 1;
  if (roundsAt) {
    const paren = /\(([^()]*)\)/.exec(text);
    const inParen = paren && paren.index < roundsAt.index && paren.index + paren[0].length > roundsAt.index;
    if (inParen) {
      remarks.push(paren[1]?.trim() ?? '');
      text = `${text.slice(0, paren.index)} ${text.slice(paren.index + paren[0].length)}`;
    } else {
      remarks.push(roundsAt[0].trim());
      text = `${text.slice(0, roundsAt.index)} ${text.slice(roundsAt.index + roundsAt[0].length)}`;
    }
  }
  const rest = REST_TOLD.exec(text);
  if (rest) {
    remarks.push(rest[0].replace(/^[,;\s]+/, '').trim());
    text = `${text.slice(0, rest.index)} ${text.slice(rest.index + rest[0].length)}`;
  }
  // "60lb leg curl" opens with its load: a set of its own, not a heading.
  const loadAt = LOAD.exec(text);
  if (loadAt && !TWO_LETTERS.test(text.slice(0, loadAt.index))) return null;
  // "Deadlift (goal weight: 405 lbs)", "Pull-ups (bodyweight 80 kg)": a goal's, last time's or the
  // lifter's own weight is not the rows' load.
  if (loadAt && (PLAN_LABEL.test(text) || HABIT.test(text) || /\b(?:bw|body\s*weight|weigh)/i.test(text)))
    return null;
  const bare = loadAt || rounds > 1 ? null : BARE_LOAD.exec(text.trim());
  const lift = bare ? resolveName(bare[1] ?? '', false)?.exercise : undefined;
  if (bare && lift && !lift.isBodyweight && Number(bare[2]) > 30)
    return { name: bare[1] ?? '', load: bare[2] ?? '', rounds, told: '', remarks, bare: Number(bare[2]) };
  const load = loadAt ? `${loadAt[1]} ${loadAt[2]}` : null;
  if (loadAt) text = `${text.slice(0, loadAt.index)} ${text.slice(loadAt.index + loadAt[0].length)}`;
  // "Rows (supersetted with crunches)", "Flyes; leg lifts b/w sets": a filler's clause is a remark.
  for (const part of text.match(/\([^()]*\)|[;,]\s*[^;,()]*|\s[-–—]\s[^;,()]*/g) ?? []) {
    const words = part.replace(/^[(;,\s–—-]+|\)$/g, '').trim();
    if (!words || FILLER.test(words)) {
      if (words) remarks.push(words);
      text = text.replace(part, ' ');
    }
  }
  const name = text
    .replace(/\(\s*\)/g, ' ')
    .replace(/[\s:.–—-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/\d/.test(name) || name.split(' ').length > 6 || (rounds < 2 && !TWO_LETTERS.test(name))) return null;
  return { name, load, rounds, told: roundsWord ?? '', remarks };
}

// Built once (see above).
const HEADING_TAIL = /^([^\d:–—]*?)\s*(?::|\s[–—-])\s+(?=\d{1,3}\s*(?:[x×]\s*)?\p{L})/u;

/**
 * "Did three rounds of this – 20 Kb two handed swings" over "10 KB snatches": a round count with the
 * first move after its dash or colon, over more rows, heads them all; the first move is a row of its own.
 */
function firstRowApart(lines: string[]): string[] {
  return lines.flatMap((line, i) => {
    const at = ROUNDS.exec(line);
    const rest = at ? line.slice(at.index + at[0].length) : '';
    const tail = HEADING_TAIL.exec(rest);
    const next = lines.slice(i + 1).find((l) => l.trim()) ?? '';
    if (!at || !tail || !BARE_ROW.test(next)) return [line];
    const cut = (at.index ?? 0) + at[0].length + tail[0].length;
    return [line.slice(0, cut).replace(/[\s:–—-]+$/, ''), line.slice(cut)];
  });
}

// Built once (see above).
const TALLY = /\s+=\s*\d+\s+\p{L}[^\d=]*$/u;

/** The entry's lines, each heading's load and rounds carried into its rows, its remarks as notes. */
export function headingBlocks(entry: string[]): EntryLine[] {
  // A lift named after its block's rows heads them (journal-block-lift); labels and keys are notes;
  // repeat marks become round counts over their rows (journal-block-marks).
  const marked = blockMarks(namedBlocks(entry));
  const lines = firstRowApart(marked.filter((l) => !l.remark).map((l) => l.text));
  const runOnRow = oneCase(lines.join('\n')) ? RUN_ON_ONE_CASE : RUN_ON;
  const out: EntryLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const head = headingOf(line);
    if (!head) {
      out.push({ text: line, remark: false });
      continue;
    }
    // A circuit's rows may name their own lifts; a lift's rows are its numbers.
    // Under a bare load only reps lighter than it: "Squat 225" over "5 x 100" is no heading's row.
    const bare = head.bare;
    const isRow = (row: string) =>
      ROUNDS_ONLY.test(row)
        ? false
        : bare !== undefined
          ? repsRow(row) && (row.replace(SET_LABEL, '').match(/\d+/g) ?? []).every((n) => Number(n) < bare)
          : head.rounds > 1
            ? /\d/.test(row) && !isSentence(row)
            : BARE_ROW.test(row) && !(head.load !== null && ownMove(row, head.name));
    const rows: string[] = [];
    const remarks = [...head.remarks];
    let j = i + 1;
    const liftRows = head.rounds < 2 && (head.load !== null || bare !== undefined);
    let setsTold = 0;
    let apart = false;
    for (; j < lines.length; j++) {
      const next = liftRows ? (lines[j] ?? '').replace(REPS_MARK, '$1$2$3') : (lines[j] ?? '');
      // "Squat 225lb" over "3 sets:" over "5", "5", "5": the count of the rows below, a remark.
      const told = liftRows && !rows.length && !setsTold ? SETS_TOLD.exec(next) : null;
      if (told) {
        setsTold = Number(told[1]);
        remarks.push(next.trim());
        continue;
      }
      // A circuit's moves may stand a blank line apart; a lift's rows end at one.
      if (!next.trim()) {
        if (rows.length && head.rounds < 2) break;
        apart = rows.length > 0;
        continue;
      }
      // Past a blank line, a lift's name and load ("Bench 185lb" over its reps) heads a block of its own.
      const own = apart ? headingOf(next) : null;
      if (own && (own.load !== null || own.bare !== undefined)) break;
      if (head.rounds > 1 && TIME_TAKEN.test(next)) {
        remarks.push(next.trim());
        continue;
      }
      // "12 x 20 = 240 swings": a tally after a row counts nothing more and names no lift.
      const tally = TALLY.exec(next);
      if (tally && isRow(next.slice(0, tally.index))) {
        rows.push(next.slice(0, tally.index));
        remarks.push(tally[0].trim());
        continue;
      }
      const runOn = runOnRow.exec(next);
      // Only after a whole set ("8 x 17.5 Kg"): "20 Russian twists with …" is a count and its lift.
      const whole = /\d\s*[x×]\s*\d|\d\s*(?:kgs?|lbs?)\b/i.test(runOn?.[1] ?? '');
      const runOnWords = runOn?.[2] ?? runOn?.[3];
      if (runOn?.[1] && runOnWords && whole && isSentence(runOnWords) && isRow(runOn[1])) {
        rows.push(runOn[1]);
        remarks.push(runOnWords);
        continue;
      }
      // A lift named first with its own sets by reps ("Bench 3x5 @ 185") after a round's moves is no move
      // of the round: its count of rounds stops there ("x3" over a circuit made nine sets of it).
      if (head.rounds > 1 && rows.length && OWN_SETS.test(next)) break;
      if (isRow(next)) {
        rows.push(next);
        continue;
      }
      // A sentence between rows is a remark; the rows after it are still the heading's.
      const after = lines.slice(j + 1).find((l) => l.trim());
      if (rows.length && isSentence(next) && after !== undefined && isRow(after)) {
        remarks.push(next.trim());
        continue;
      }
      break;
    }
    // "3 sets:" over one row ("5") is that row three times.
    if (setsTold > 1 && rows.length === 1) rows.push(...Array<string>(setsTold - 1).fill(rows[0] ?? ''));
    // "4 Rounds" over "5x Bench (95, 115, 135, 165)": the rows tell each round, one load a round.
    const perRound =
      head.rounds > 1 && rows.some((r) => /\(\s*\d+(?:\.\d+)?(?:\s*[,/]\s*\d+(?:\.\d+)?)+\s*\)/.test(r));
    // A plain name heads its rows as they are, unless a remark interrupts them.
    const carries = head.rounds > 1 || head.load !== null || remarks.length > 0;
    if (!rows.length || perRound || !carries) {
      out.push({ text: line, remark: false });
      continue;
    }
    if (head.name) out.push({ text: head.name, remark: false });
    const loaded = rows.map((row) =>
      heldAt(bare === undefined ? row : row.replace(SET_LABEL, ''), head.load, line),
    );
    // "10x Burpees", "- 15 air squats": moves counted first read as one line of rounds (journal-segments).
    // "10x Burpees" is ten burpees: the joined line reads "10 Burpees".
    // "10 dips, 25 air squats, 50 singles (jump rope)": one row of counted moves is as many rows.
    const moves = loaded
      .flatMap((row) => {
        const parts = row.split(/,(?![^()]*\))/).map((p) => p.trim());
        return parts.length > 1 && parts.every((p) => COUNTED_MOVE.test(p)) ? parts : [row];
      })
      .map((row) =>
        row
          .replace(/^\s*(?:[-–—•·*>]+|\d{1,2}[.)](?=\s))\s*/, '')
          .replace(/^(\d{1,3})\s*[x×]\s*(?=\p{L})/u, '$1 ')
          .trim(),
      );
    // "10 x lat pulldowns (30 kg, 35 kg x 2)" under "3 sets:" tells its sets' loads (journal-round-loads).
    const own = head.rounds > 1 ? roundRows(loaded, head.rounds) : null;
    const counted = !own && head.rounds > 1 && moves.length > 1 && moves.every((m) => COUNTED_MOVE.test(m));
    if (own) {
      for (const text of own.rows) out.push({ text, remark: false });
      remarks.push(...own.remarks);
    }
    // "10 swings", "15 swings", "25 swings", "50 swings" x 5 rounds: moves of one lift are that lift's
    // sets in the order done, round after round.
    else if (counted && oneLift(moves))
      for (let k = 0; k < head.rounds; k++) for (const m of moves) out.push({ text: m, remark: false });
    else if (counted) out.push({ text: `${head.told} rounds: ${moves.join(', ')}`, remark: false });
    else {
      // "3 sets:" over rows of one set each ("5", "5", "5" or "5 @ 100", "5 @ 105") counts them, and a
      // count that differs from them was the plan; it repeats a lone row, or moves of their own.
      const counts =
        SETS_TOLD.test(line) && rows.length > 1 && rows.every((r) => repsRow(r) || ONE_SET.test(r));
      const times = counts ? 1 : head.rounds;
      for (const row of loaded) for (let k = 0; k < times; k++) out.push({ text: row, remark: false });
    }
    for (const text of remarks) out.push({ text, remark: true });
    i = j - 1;
  }
  return [...out, ...marked.filter((l) => l.remark)];
}
