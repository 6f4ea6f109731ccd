import type { WeightUnit } from '../schemas.ts';

export const LB_PER_KG = 2.20462;
/** A stone is 14 lb (British bodyweight and loads); a pood 16 kg (kettlebell sizes). */
export const LB_PER_STONE = 14;
export const KG_PER_POOD = 16;

/** Three decimals: enough for a kg entry to round-trip exactly through pounds. */
export function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export function toPounds(value: number, unit: WeightUnit): number {
  return unit === 'kg' ? round3(value * LB_PER_KG) : round3(value);
}

export function fromPounds(lb: number, unit: WeightUnit): number {
  return unit === 'kg' ? round3(lb / LB_PER_KG) : round3(lb);
}

/** Reads a unit word as lifters write it; undefined when it is not one. */
export function parseUnit(word: string | undefined): WeightUnit | undefined {
  if (!word) return undefined;
  const w = word.toLowerCase();
  if (/^(kg|kgs|kilo|kilos|kilograms?)$/.test(w)) return 'kg';
  if (/^(lb|lbs|pounds?|#)$/.test(w)) return 'lb';
  return undefined;
}

/** '185 lb' / '84 kg' for messages, in the member's unit. */
export function formatWeight(lb: number, unit: WeightUnit): string {
  const v = fromPounds(lb, unit);
  const shown = unit === 'kg' ? Math.round(v * 10) / 10 : Math.round(v * 10) / 10;
  return `${shown} ${unit}`;
}
