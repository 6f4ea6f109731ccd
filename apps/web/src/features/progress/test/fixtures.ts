/** Canned answers in the shapes the progress procedures give (tests only). */

import { bandFor, bandStatus } from '@coach/ai/training';
import { FINE_MUSCLES } from '@coach/api-contract/domain';
import { MUSCLE_GROUPS } from '../body-map/regions.ts';

/** A beginner's bands: per muscle, and per group from bandFor as the server does. */
const band = { min: 6, max: 12 };
const groupBand = (group: (typeof MUSCLE_GROUPS)[number]['key']) => bandFor('beginner', group);

export const summary = (overrides: Record<string, unknown> = {}) => ({
  totalWorkouts: 12,
  totalSeconds: 12 * 3600 + 1800,
  hoursTrained: 12.5,
  volume: 50_000,
  streak: 3,
  level: 'beginner',
  levelSource: 'history',
  ...overrides,
});

/** A week with `sets` hard sets per group (missing groups: 0), each finer muscle at its group's count. */
export function bodyMap(sets: Partial<Record<string, number>> = {}) {
  return {
    weekStart: '2026-03-02',
    today: '2026-03-04',
    level: 'beginner',
    levelSource: 'history',
    band,
    groups: MUSCLE_GROUPS.map((g) => ({
      id: g.id,
      group: g.key,
      displayName: g.name,
      sets: sets[g.key] ?? 0,
      band: groupBand(g.key),
      status: bandStatus(sets[g.key] ?? 0, groupBand(g.key)),
    })),
    muscles: FINE_MUSCLES.map((m) => ({
      key: m.key,
      label: m.label,
      group: m.group,
      sets: sets[m.group] ?? 0,
      status: bandStatus(sets[m.group] ?? 0, band),
    })),
  };
}

export const muscleProgress = (id: number) => {
  const g = MUSCLE_GROUPS.find((x) => x.id === id)!;
  return {
    id,
    group: g.key,
    displayName: g.name,
    frequency: 1.5,
    volume: 12_000,
    lastWorked: '2026-03-03',
    lastWorkedLabel: 'Yesterday',
    weeklySets: 8,
    band: groupBand(g.key),
    status: bandStatus(8, groupBand(g.key)),
    windowDays: 28,
  };
};

export const goal = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Bench 225',
  description: null,
  targetValue: 225,
  currentValue: 190,
  unit: 'lbs',
  category: 'strength',
  muscleGroup: null,
  status: 'active',
  targetDate: '2026-06-01',
  createdAt: '2026-03-01T10:00:00.000Z',
  kind: 'lift_e1rm',
  exerciseName: 'barbell bench press',
  startValue: null,
  achievedAt: null,
  percent: 84,
  badge: 'success',
  ...overrides,
});
