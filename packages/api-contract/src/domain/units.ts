/** Unit conversion: the API speaks pounds and inches; the UI shows what the member chose. */
export const LB_PER_KG = 2.20462;
/** The spec's profile divisor for "shown in kg". */
export const PROFILE_KG_DIVISOR = 2.205;

export type WeightUnitName = 'lb' | 'kg';

/** Stored values keep 3 decimals so a kg entry round-trips exactly. */
export const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function toPounds(value: number, unit: WeightUnitName): number {
  return unit === 'kg' ? round3(value * LB_PER_KG) : round3(value);
}

export function fromPounds(lb: number, unit: WeightUnitName): number {
  return unit === 'kg' ? round3(lb / LB_PER_KG) : round3(lb);
}

/** A weight for display: at most one decimal, trailing zero dropped. */
export function formatWeight(lb: number, unit: WeightUnitName): string {
  const v = Math.round(fromPounds(lb, unit) * 10) / 10;
  return `${Number.isInteger(v) ? v.toFixed(0) : v.toFixed(1)} ${unit === 'kg' ? 'kg' : 'lbs'}`;
}

/** Inches as the profile shows them: 5'10". */
export function formatHeight(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}
