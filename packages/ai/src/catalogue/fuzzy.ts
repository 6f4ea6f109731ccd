/**
 * Typo-tolerant lookup: the catalogue name or alias closest to what a lifter typed ("deadlfits",
 * "benchpress", "skullcrushrs"), when exactly one exercise is that close. Browser-safe.
 */
import { lookupKey } from './normalize.ts';
import type { CatalogueExercise } from './types.ts';

/** Optimal-string-alignment distance (a swap of neighbours counts once), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/** One typo per ~5 letters, at most two; short words must match exactly (row/bow, dip/hip). */
const allowed = (length: number) => (length < 5 ? 0 : length < 10 ? 1 : 2);

export function closestExercise(
  name: string,
  keys: ReadonlyMap<string, CatalogueExercise>,
): CatalogueExercise | undefined {
  const key = lookupKey(name);
  const max = allowed(key.length);
  if (max === 0) return undefined;
  let best: CatalogueExercise | undefined;
  let bestDistance = max + 1;
  let tied = false;
  for (const [k, e] of keys) {
    const limit = Math.min(max, allowed(k.length));
    const d = editDistance(key, k, limit);
    if (d > limit) continue;
    if (d < bestDistance) {
      best = e;
      bestDistance = d;
      tied = false;
    } else if (d === bestDistance && best !== e) tied = true;
  }
  return bestDistance <= max && !tied ? best : undefined;
}
