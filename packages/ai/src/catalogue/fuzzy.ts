/**
 * Typo-tolerant lookup: the catalogue name or alias closest to what a lifter typed ("deadlfits",
 * "benchpress", "skullcrushrs"), when exactly one exercise is that close. Browser-safe.
 */
import { lookupKey } from './normalize.ts';
import type { CatalogueExercise } from './types.ts';

// Three rows of the distance table, reused: the journal parser asks for every unknown name.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/** Optimal-string-alignment distance (a swap of neighbours counts once), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length)
    rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [prev2, prev, row] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length] ?? max + 1;
}

/** One typo per ~5 letters, at most two; short words must match exactly (row/bow, dip/hip). */
const allowed = (length: number) => (length < 5 ? 0 : length < 10 ? 1 : 2);

export interface FuzzyIndex {
  byLength: Map<number, [string, CatalogueExercise][]>;
  cache: Map<string, CatalogueExercise | null>;
}

export function fuzzyIndex(keys: ReadonlyMap<string, CatalogueExercise>): FuzzyIndex {
  const byLength = new Map<number, [string, CatalogueExercise][]>();
  for (const [k, e] of keys) {
    if (allowed(k.length) === 0) continue;
    const bucket = byLength.get(k.length) ?? [];
    bucket.push([k, e]);
    byLength.set(k.length, bucket);
  }
  return { byLength, cache: new Map() };
}

export function closestExercise(name: string, index: FuzzyIndex): CatalogueExercise | undefined {
  const key = lookupKey(name);
  const max = allowed(key.length);
  if (max === 0 || key.length > 40) return undefined;
  const cached = index.cache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  let best: CatalogueExercise | undefined;
  let bestDistance = max + 1;
  let tied = false;
  for (let length = key.length - max; length <= key.length + max; length++) {
    for (const [k, e] of index.byLength.get(length) ?? []) {
      // Lifters mistype inside a word, rarely its first letter: "half press" is no "calf press".
      if (k.charCodeAt(0) !== key.charCodeAt(0)) continue;
      const limit = Math.min(max, allowed(k.length));
      const d = editDistance(key, k, limit);
      if (d > limit) continue;
      if (d < bestDistance) {
        best = e;
        bestDistance = d;
        tied = false;
      } else if (d === bestDistance && best !== e) tied = true;
    }
  }
  const found = bestDistance <= max && !tied ? best : undefined;
  if (index.cache.size > 2000) index.cache.clear();
  index.cache.set(key, found ?? null);
  return found;
}
