import { titleCase } from '../domain/text.ts';

/** "Logged 3 sets of Barbell Bench Press and 3 sets of Dips" */
export function loggedSummary(sets: ReadonlyArray<{ name: string }>): string {
  if (!sets.length) return 'No sets found in that entry';
  const counts = new Map<string, number>();
  for (const s of sets) counts.set(s.name, (counts.get(s.name) ?? 0) + 1);
  const parts = [...counts].map(([name, n]) => `${n} set${n === 1 ? '' : 's'} of ${titleCase(name)}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `Logged ${list}`;
}
