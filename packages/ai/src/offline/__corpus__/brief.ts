/** Test shorthand: a parse as "name reps@weight" rows (lb; "bw" = bodyweight only, "-" = none), runs as "n*row". */
import { parseJournal } from '../journal-parser.ts';

export function brief(text: string, unit: 'lb' | 'kg' = 'lb'): string[] {
  const out: string[] = [];
  let prev = '';
  let n = 0;
  const flush = () => {
    if (prev) out.push(n > 1 ? `${n}*${prev}` : prev);
  };
  for (const s of parseJournal(text, unit).sets) {
    const load = s.weight === null ? '-' : s.isBodyweight && s.weight === 0 ? 'bw' : String(s.weight);
    const one = `${s.name} ${s.reps ?? '-'}@${load}`;
    if (one === prev) n++;
    else {
      flush();
      prev = one;
      n = 1;
    }
  }
  flush();
  return out;
}
