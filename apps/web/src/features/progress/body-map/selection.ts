/** Turning a body-map selection into what the three actions need. */
import type { BodyGroup } from '@coach/ai/schemas';
import { MUSCLE_GROUPS } from './regions.ts';

/** In the spec's card order, whatever order they were tapped in. */
export const ordered = (selected: ReadonlySet<BodyGroup>): BodyGroup[] =>
  MUSCLE_GROUPS.filter((g) => selected.has(g.key)).map((g) => g.key);

const joinAnd = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The goals text the program generator receives: 'Build chest and arms'. */
export function programGoalsText(selected: ReadonlySet<BodyGroup>): string {
  const names = ordered(selected);
  return names.length === 0 ? '' : `Build ${joinAnd(names)}`;
}

export function toggle(selected: ReadonlySet<BodyGroup>, group: BodyGroup): Set<BodyGroup> {
  const next = new Set(selected);
  if (next.has(group)) next.delete(group);
  else next.add(group);
  return next;
}
