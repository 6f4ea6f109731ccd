import { fromPounds } from '@coach/api-contract/domain';
import type { WeightUnit } from './member.ts';

const label = (unit: WeightUnit) => (unit === 'kg' ? 'kg' : 'lbs');

/** Volume in the member's unit: '12,340 lbs' or '5,597 kg' (whole units; volume is a big number). */
export function formatVolume(lb: number, unit: WeightUnit): string {
  return `${Math.round(fromPounds(lb, unit)).toLocaleString('en-US')} ${label(unit)}`;
}

/** Compact volume for headers: '12.3K lbs' from a thousand up. */
export function formatVolumeShort(lb: number, unit: WeightUnit): string {
  const value = fromPounds(lb, unit);
  if (value < 1000) return `${Math.round(value)} ${label(unit)}`;
  return `${(Math.round(value / 100) / 10).toFixed(1)}K ${label(unit)}`;
}
