import type { ParseJournalOutput } from '../../schemas.ts';
import type { CorpusCase } from './journal-corpus.ts';

/** The expected sets of one case, one row per performed set. */
export function expand(c: CorpusCase) {
  return c.expect.flatMap(([name, sets, reps, weight, rpe]) =>
    Array.from({ length: sets }, () => ({ name, reps, weight, rpe: rpe ?? null })),
  );
}

/** Why a parse differs from the expectation, or null when it matches exactly. */
export function mismatch(c: CorpusCase, out: ParseJournalOutput): string | null {
  const want = expand(c);
  const got = out.sets.map((s) => ({ name: s.name, reps: s.reps, weight: s.weight, rpe: s.rpe }));
  if (c.note === true && !out.note) return 'expected a note';
  if (got.length !== want.length)
    return `expected ${want.length} sets, got ${got.length}: ${JSON.stringify(got)}`;
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    const g = got[i];
    if (!w || !g) return 'missing set';
    const sameWeight =
      w.weight === null ? g.weight === null : g.weight !== null && Math.abs(g.weight - w.weight) < 0.001;
    if (w.name !== g.name || w.reps !== g.reps || !sameWeight || w.rpe !== g.rpe)
      return `set ${i + 1}: expected ${JSON.stringify(w)}, got ${JSON.stringify(g)}`;
  }
  return null;
}
