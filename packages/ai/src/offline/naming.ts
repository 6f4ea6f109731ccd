/** Workout names from what was logged: "Push Day — Bench & Dips", "Leg Day — Squat & Lunges". */
import { findExercise, type MovementPattern } from '../catalogue/index.ts';

type Kind = 'push' | 'pull' | 'legs' | 'core';
const KIND_BY_PATTERN: Partial<Record<MovementPattern, Partial<Record<Kind, number>>>> = {
  horizontal_push: { push: 1 },
  vertical_push: { push: 1 },
  isolation_chest: { push: 1 },
  horizontal_pull: { pull: 1 },
  vertical_pull: { pull: 1 },
  isolation_back: { pull: 1 },
  squat: { legs: 1 },
  lunge: { legs: 1 },
  isolation_legs: { legs: 1 },
  calves: { legs: 1 },
  // deadlifts sit on both pull day and leg day
  hinge: { legs: 0.5, pull: 0.5 },
  core: { core: 1 },
  carry: { core: 0.5, pull: 0.5 },
};

const DROP = new Set([
  'barbell',
  'dumbbell',
  'cable',
  'machine',
  'kettlebell',
  'band',
  'banded',
  'smith',
  'one-arm',
  'single-arm',
  'seated',
  'standing',
  'lying',
  'back',
  'bodyweight',
  'chest-supported',
  'overhead',
]);
const PLURAL: Record<string, string> = {
  row: 'Rows',
  lunge: 'Lunges',
  curl: 'Curls',
  dip: 'Dips',
  raise: 'Raises',
  fly: 'Flyes',
  'pull-up': 'Pull-Ups',
  'push-up': 'Push-Ups',
  'chin-up': 'Chin-Ups',
  extension: 'Extensions',
  pushdown: 'Pushdowns',
  pulldown: 'Pulldowns',
  shrug: 'Shrugs',
  crunch: 'Crunches',
  swing: 'Swings',
  'step-up': 'Step-Ups',
  pull: 'Pulls',
  crusher: 'Crushers',
  thrust: 'Thrusts',
  morning: 'Mornings',
};

function titleCase(s: string): string {
  return s.replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
}

/** 'barbell bench press' → 'Bench', 'dumbbell lunge' → 'Lunges', 'overhead press' → 'Overhead Press'. */
export function shortName(name: string): string {
  if (name === 'overhead press') return 'Overhead Press';
  let words = name.split(' ').filter((w) => !DROP.has(w));
  if (words.length === 0) words = name.split(' ');
  let text = words.join(' ').replace(/\bbench press\b/, 'bench');
  const last = text.split(' ').pop() ?? '';
  const plural = PLURAL[last];
  if (plural) text = `${text.slice(0, -last.length)}${plural}`;
  return titleCase(text.trim());
}

function kindOf(name: string): Partial<Record<Kind, number>> {
  const e = findExercise(name);
  if (!e) return {};
  if (e.pattern === 'isolation_arms') return e.muscles[0] === 'triceps' ? { push: 1 } : { pull: 1 };
  if (e.pattern === 'isolation_shoulders') return e.muscles[0] === 'rear delts' ? { pull: 1 } : { push: 1 };
  return KIND_BY_PATTERN[e.pattern] ?? {};
}

const TITLES: Record<Kind | 'upper' | 'full', string> = {
  push: 'Push Day',
  pull: 'Pull Day',
  legs: 'Leg Day',
  core: 'Core',
  upper: 'Upper Body',
  full: 'Full Body',
};

export function nameWorkout(exercises: readonly string[], date?: string): string {
  const names = [
    ...new Set(exercises.map((e) => findExercise(e)?.name ?? e.trim().toLowerCase()).filter(Boolean)),
  ];
  if (names.length === 0) {
    const day = date ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : null;
    const weekday =
      day && !Number.isNaN(day.getTime())
        ? day.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })
        : null;
    return weekday ? `${weekday} Workout` : 'Workout';
  }
  const totals: Record<Kind, number> = { push: 0, pull: 0, legs: 0, core: 0 };
  for (const n of names) for (const [k, v] of Object.entries(kindOf(n))) totals[k as Kind] += v;
  const n = names.length;
  let kind: keyof typeof TITLES = 'full';
  const top = (Object.entries(totals) as [Kind, number][]).sort((a, b) => b[1] - a[1])[0];
  if (top && top[1] / n >= 0.6) kind = top[0];
  else if ((totals.push + totals.pull) / n >= 0.7 && totals.legs === 0) kind = 'upper';
  // Highlight the first exercises that fit the day's kind, in the order logged.
  const fits =
    kind === 'full' || kind === 'upper' ? names : names.filter((x) => (kindOf(x)[kind as Kind] ?? 0) > 0);
  const picks = [...new Set((fits.length > 0 ? fits : names).map(shortName))].slice(0, 2);
  const name = `${TITLES[kind]} — ${picks.join(' & ')}`;
  return name.length <= 80 ? name : `${TITLES[kind]} — ${picks[0]}`.slice(0, 80);
}
