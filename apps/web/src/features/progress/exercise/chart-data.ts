/** The exercise page's numbers in the member's unit, on a time axis (ms at UTC midnight of each day). */
import { fromPounds } from '@coach/api-contract/domain';
import type { WeightUnit } from '../../workouts/shared/member.ts';

/** Three months first: on a phone the recent trend matters most; longer ranges are a tap away. */
export const DEFAULT_WEEKS = 12;

export const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** Axis ticks and tooltips: 'Mar 2'; '' for what is not a time (the tooltip asks before hovering). */
export const tickDate = (time: unknown) => {
  const t = typeof time === 'number' ? time : Number.NaN;
  return Number.isFinite(t) ? MONTH_DAY.format(new Date(t)) : '';
};

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** Table dates: 'Nov 23, 2026' (short enough for a phone's third column). */
export const tableDate = (day: string) => DATE.format(new Date(`${day}T00:00:00Z`));

/** A y-axis that starts and ends on round numbers a little beyond the data. */
export function roundDomain(values: readonly number[], step = 10): [number, number] {
  if (values.length === 0) return [0, step];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return [Math.max(0, Math.floor((lo - step / 2) / step) * step), Math.ceil((hi + step / 2) / step) * step];
}

/** A weight in the member's unit to one decimal (2.5 kg plates round-trip). */
export const shownWeight = (lb: number, unit: WeightUnit) => Math.round(fromPounds(lb, unit) * 10) / 10;

interface Session {
  date: string;
  e1rm: number | null;
  topWeight: number | null;
}

/** One point per session with an estimate; sessions without one (no reps, past 15 reps) are skipped. */
export function e1rmPoints(sessions: readonly Session[], unit: WeightUnit) {
  return sessions
    .filter((s) => s.e1rm !== null)
    .map((s) => ({
      time: dayTime(s.date),
      e1rm: shownWeight(s.e1rm ?? 0, unit),
      top: s.topWeight === null ? null : shownWeight(s.topWeight, unit),
    }));
}

export function volumePoints(weeks: readonly { weekStart: string; volume: number }[], unit: WeightUnit) {
  return weeks.map((w) => ({ time: dayTime(w.weekStart), volume: Math.round(fromPounds(w.volume, unit)) }));
}

/**
 * The x-axis domain: the data's span, padded half a day each side so a single session sits in the
 * middle rather than on the edge; one week wide at least.
 */
export function timeDomain(times: readonly number[]): [number, number] {
  if (times.length === 0) return [0, 1];
  const min = Math.min(...times);
  const max = Math.max(...times);
  const pad = Math.max(43_200_000, (7 * 86_400_000 - (max - min)) / 2);
  return [min - pad, max + pad];
}
