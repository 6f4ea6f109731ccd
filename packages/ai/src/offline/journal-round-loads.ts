/**
 * A row under a count of sets that tells each set's load in brackets: "4 sets:" over "10 x safety
 * squats (45 kg, 55 kg x 3)" is one set of 10 at 45 and three at 55, "(no weight, 2 kg x 3)" one set
 * with no load and three at 2. The bracket is read as the sets only when its counts add up to the
 * heading's, so a bracket of anything else ("(hack)", "(30-60 sec rest)") leaves the row as written.
 * A remark after the bracket ("– super happy with these") and a clause after the name ("walking lunges,
 * with wall ball carried above head") are the row's remarks, not its sets.
 */
import { LOAD_UNIT } from './journal-words.ts';

// "10 x safety squats (45 kg, 55 kg x 3) – NB: …": the reps, the name, the bracket, what follows.
const ROW = /^\s*(?:[-–—•·*>]+\s*)?(\d{1,3})\s*[x×]\s*(\p{L}[^()\d]*?)\s*\(([^()]*)\)(.*)$/u;
// "10 x raised push-ups": reps and a name, nothing else.
const PLAIN = /^\s*(?:[-–—•·*>]+\s*)?(\d{1,3})\s*[x×]\s*(\p{L}[\p{L}'’ -]*)$/u;
// "45 kg", "55 kg x 3", "no weight", "bodyweight x 2": one load and how many sets were at it.
const ITEM = new RegExp(
  String.raw`^(?:(\d{1,3}(?:\.\d+)?)\s*(${LOAD_UNIT})|(no\s+weight|unweighted|body\s*weight|bw))(?:\s*[x×]\s*(\d{1,2}))?$`,
  'i',
);

export interface RoundLoads {
  /** one row per load: "safety squats 3 sets x 10 reps @ 55 kg" */
  rows: string[];
  remarks: string[];
}

/** The row's sets, one row per load in its bracket, or null when the bracket does not tell `sets` sets. */
export function loadsPerSet(row: string, sets: number): RoundLoads | null {
  // "10 x raised push-ups" beside such rows: all the sets, written as sets and reps like them.
  const plain = PLAIN.exec(row);
  if (plain) return { rows: [`${plain[2]} ${sets} sets x ${plain[1]} reps`], remarks: [] };
  const m = ROW.exec(row);
  if (!m?.[1] || !m[2] || m[3] === undefined) return null;
  const items = m[3].split(/\s*[,;]\s*/).map((part) => ITEM.exec(part.trim()));
  if (items.length < 2 || items.some((i) => !i)) return null;
  const counts = items.map((i) => Number(i?.[4] ?? 1));
  if (counts.reduce((a, b) => a + b, 0) !== sets) return null;
  const [name = '', ...clause] = m[2].split(/\s*,\s*/);
  const rows = items.map((i, k) => {
    const load = i?.[1] ? ` @ ${i[1]} ${i[2]}` : '';
    const n = counts[k] ?? 1;
    return `${name} ${n} ${n === 1 ? 'set' : 'sets'} x ${m[1]} reps${load}`;
  });
  const after = (m[4] ?? '').replace(/^[\s,;:–—-]+/, '').trim();
  return { rows, remarks: [...clause, after].filter(Boolean) };
}

/** Each row's sets when some row tells its sets' loads, the others done every round; null when none does. */
export function roundRows(rows: string[], sets: number): RoundLoads | null {
  const own = rows.map((row) => loadsPerSet(row, sets));
  if (!own.some((o) => o && o.rows.length > 1)) return null;
  return {
    rows: rows.flatMap((row, k) => own[k]?.rows ?? Array<string>(sets).fill(row)),
    remarks: own.flatMap((o) => o?.remarks ?? []),
  };
}
