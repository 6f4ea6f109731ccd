/**
 * Scores the parser against hand-labelled real log lines in the format of
 * ../shared/real-data/journal-dev.json: each expected exercise names a pattern its logged name must
 * match (`match`) and must not (`not`), and lists its sets. Bodyweight sets carry weight null;
 * weighted pull-ups and dips carry the added load.
 */
import type { ParseJournalOutput } from '../../schemas.ts';
import { LB_PER_KG } from '../units.ts';

export interface RealSet {
  reps: number | null;
  weight: number | null;
  unit: 'lb' | 'kg' | null;
}
export interface RealExpectation {
  name: string;
  match: string;
  not: string | null;
  sets: RealSet[];
}
export interface RealCase {
  text: string;
  source: string;
  expect: RealExpectation[];
  /** false: bare numbers are in the member's unit, taken from the labels (lb when none) */
  unitStated: boolean;
}

/** The unit a member with this log would have set: the labels' unit, else pounds. */
export function memberUnit(c: RealCase): 'lb' | 'kg' {
  for (const e of c.expect) for (const s of e.sets) if (s.unit) return s.unit;
  return 'lb';
}

const toLb = (s: RealSet) =>
  s.weight === null ? null : s.unit === 'kg' ? Math.round(s.weight * LB_PER_KG * 1000) / 1000 : s.weight;

/** Why the parse differs from the labels, or null when it matches. Groups compare in order. */
export function realMismatch(c: RealCase, out: ParseJournalOutput): string | null {
  const groups: { name: string; sets: ParseJournalOutput['sets'] }[] = [];
  for (const s of out.sets) {
    const last = groups.at(-1);
    if (last && last.name === s.name) last.sets.push(s);
    else groups.push({ name: s.name, sets: [s] });
  }
  // One exercise may come back as two runs of the same name only if the labels split it too.
  if (groups.length !== c.expect.length)
    return `expected ${c.expect.length} exercises, got ${groups.map((g) => `${g.name}×${g.sets.length}`).join(', ') || 'none'}`;
  for (let i = 0; i < c.expect.length; i++) {
    const want = c.expect[i];
    const got = groups[i];
    if (!want || !got) return 'missing exercise';
    if (!new RegExp(want.match, 'i').test(got.name) || (want.not && new RegExp(want.not, 'i').test(got.name)))
      return `exercise ${i + 1}: name "${got.name}" is not ${want.name}`;
    if (got.sets.length !== want.sets.length)
      return `${want.name}: expected ${want.sets.length} sets, got ${got.sets.length}`;
    for (let j = 0; j < want.sets.length; j++) {
      const w = want.sets[j];
      const g = got.sets[j];
      if (!w || !g) return 'missing set';
      const gotWeight = g.isBodyweight && g.weight === 0 ? null : g.weight;
      const wantWeight = toLb(w);
      const sameWeight =
        wantWeight === null
          ? gotWeight === null
          : gotWeight !== null && Math.abs(gotWeight - wantWeight) < 0.01;
      if (g.reps !== w.reps || !sameWeight)
        return `${want.name} set ${j + 1}: expected ${w.reps} @ ${w.weight ?? 'bw'}, got ${g.reps} @ ${gotWeight ?? 'bw'}`;
    }
  }
  return null;
}
