/**
 * Lines read as a block before they are split: a numbered list of set rows ("1. 10 x 20 good",
 * "2. 10 x 15 RPE 9") is one set per row, so a small first number there is the load, not a set count.
 */
import type { LoggedSet, WeightUnit } from '../schemas.ts';
import { cardioName } from './journal-cardio.ts';
import type { Chunk } from './journal-lines.ts';
import { extractNumbers } from './journal-sets.ts';
import type { JournalState } from './journal-state.ts';

// "1. 10 x 20 …": list number, then load × reps with no unit and no third number.
const ROW =
  /^(\s*(?:[-*+]\s*)?)(\d{1,2})[.)]\s+(\d+(?:\.\d+)?)\s*[x×]\s*(\d{1,3})\b(?!\s*(?:[x×]|kgs?\b|lbs?\b|sets?\b|%))/i;

const LOAD_AFTER = /@\s*\d|\b(?:at|with|w\/)\s*\d|\d\s*(?:kgs?|lbs?|#)/i;

// "Lat Pulldown : 1 19.00 12 2 26.00 12 3 26.00 12": an app's export, set number, load, reps, in a run.
const TRIPLE_RUN = /(:\s*)((?:\d{1,2}\s+\d+(?:\.\d+)?\s+\d{1,3}\s*){2,})$/;

/** A run of "set load reps" triples whose set numbers count 1, 2, 3…: one set per triple. */
function numberedTriples(line: string): string {
  const m = TRIPLE_RUN.exec(line);
  if (!m) return line;
  const nums = (m[2] ?? '').trim().split(/\s+/);
  if (nums.length % 3) return line;
  const sets: string[] = [];
  for (let i = 0; i < nums.length; i += 3) {
    if (Number(nums[i]) !== i / 3 + 1) return line;
    sets.push(`${nums[i + 2]} reps @ ${Number(nums[i + 1])}`);
  }
  return `${line.slice(0, m.index)}${m[1]}${sets.join(', ')}`;
}

// "1 15 12" alone on its line: a table's row, set number, load, reps.
const TABLE_ROW = /^(\s*)(\d{1,2})\s+(\d+(?:\.\d+)?)\s+(\d{1,3})\s*$/;

/** Numbered rows whose numbers run on (k, k+1, …): each row one set of its reps at its load. */
export function numberedSetRows(lines: string[]): string[] {
  const rows = lines.map((l) => ROW.exec(l) ?? TABLE_ROW.exec(l));
  const isRun = (i: number) => {
    const n = Number(rows[i]?.[2]);
    return Number(rows[i - 1]?.[2]) === n - 1 || Number(rows[i + 1]?.[2]) === n + 1;
  };
  return lines.map((line, i) => {
    const m = rows[i];
    if (!m) return numberedTriples(line);
    // A table row names no unit: its set number runs on, its load comes before its reps.
    if (TABLE_ROW.test(line)) return isRun(i) ? `${m[1]}${m[4]} reps @ ${m[3]}` : line;
    // "1. 3x5 @ 225": a load written after the row makes its first number the sets after all.
    if (!isRun(i) || Number(m[3]) > 30 || LOAD_AFTER.test(line.slice(m[0].length))) return line;
    return `${m[1]}${m[2]}. ${m[4]} reps @ ${m[3]}${line.slice(m[0].length)}`;
  });
}

/**
 * "Bench Press - 3 sets" over "95x9 (warmup)", "135x6", "185x3": when two or more rows with their reps
 * follow a bare set count, the rows are the sets. The count was what the lifter planned, or counted
 * without the warm-ups; it neither multiplies the first row nor pads the rows. The count's empty sets
 * (no reps, no load) leave the block; a lone row still fills them ("Squats - 3 sets\n10 x 135").
 */
export function dropHeadingCount(st: JournalState, chunks: Chunk[], i: number, unit: WeightUnit): void {
  const block = st.sets.slice(st.blockStart);
  // A bout of cardio before the block ("Run 400m") is done, not a count waiting for its rows.
  const empty = (s: LoggedSet) =>
    s.reps === null && (s.weight === null || (s.isBodyweight && s.weight === 0)) && !cardioName(s.name);
  if (!block.length || !block.every(empty)) return;
  const next = chunks.slice(i + 1).find((c) => c.lineStart || c.label);
  if (!next || next.label) return;
  // "Pushups - 3 sets\n20\n15\n12": bare counts one a line are rows too, but only under a bare count.
  if (/^\d{1,3}$/.test(chunks[i]?.text.trim() ?? '') && /^\d{1,3}$/.test(next.text.trim())) {
    st.sets.splice(st.blockStart);
    st.lastChunkSets = [];
    st.last = undefined;
    return;
  }
  const row = (c: Chunk) =>
    extractNumbers(c.text, c.unit ?? unit).groups.some((g) => g.sets === 1 && g.reps.some((r) => r !== null));
  if (!row(chunks[i] as Chunk) || !row(next)) return;
  st.sets.splice(st.blockStart);
  st.lastChunkSets = [];
  st.last = undefined;
}
