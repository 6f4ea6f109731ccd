/** Test shorthand: a parse as "name reps@weight" rows (lb; "bw" = bodyweight only, "-" = none), runs as "n*row". */
import { parseJournal } from '../journal-parser.ts';
import { runs } from './runs.ts';

export function brief(text: string, unit: 'lb' | 'kg' = 'lb'): string[] {
  return runs(
    parseJournal(text, unit).sets.map((s) => {
      const load = s.weight === null ? '-' : s.isBodyweight && s.weight === 0 ? 'bw' : String(s.weight);
      return `${s.name} ${s.reps ?? '-'}@${load}`;
    }),
  );
}
