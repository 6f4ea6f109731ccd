/**
 * Loads a member can actually put on the bar or pick off the rack, in their unit. Weights travel in
 * pounds; rounding happens in the member's unit (a kg member's 100 kg is 220.462 lb, not 220 lb).
 * Browser-safe, pure.
 */
import type { Equipment } from '@coach/ai/schemas';
import { fromPounds, toPounds } from '@coach/ai/units';

export type LoadKind = 'barbell' | 'dumbbell' | 'kettlebell' | 'machine' | 'bodyweight';
export type Unit = 'lb' | 'kg';

/** What a lift is loaded with, from the catalogue's equipment list (the first that applies). */
export function loadKindOf(equipment: readonly Equipment[] | undefined, isBodyweight: boolean): LoadKind {
  if (isBodyweight) return 'bodyweight';
  if (!equipment) return 'machine';
  if (equipment.includes('barbell')) return 'barbell';
  if (equipment.includes('dumbbells')) return 'dumbbell';
  if (equipment.includes('kettlebell')) return 'kettlebell';
  if (equipment.includes('bodyweight') || equipment.includes('pullup_bar')) return 'bodyweight';
  return 'machine';
}

// Fixed-weight gear as sold: per hand for dumbbells.
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);
const DUMBBELL_LB = [3, 5, 8, 10, 12, 15, ...range(20, 150, 5)];
const DUMBBELL_KG = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, ...range(22.5, 60, 2.5)];
const KETTLEBELL_KG = [4, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48];
const KETTLEBELL_LB = [10, 15, 20, 25, 30, 35, 40, 45, 50, 53, 62, 70, 80, 88, 97, 106];

/** Plate steps: 5 lb (two 2.5s) or 2.5 kg (two 1.25s); stacks and added bodyweight load likewise. */
const STEP: Record<Unit, number> = { lb: 5, kg: 2.5 };

function ladder(kind: LoadKind, unit: Unit): number[] | null {
  if (kind === 'dumbbell') return unit === 'kg' ? DUMBBELL_KG : DUMBBELL_LB;
  if (kind === 'kettlebell') return unit === 'kg' ? KETTLEBELL_KG : KETTLEBELL_LB;
  return null;
}

/** The smallest load of that kind: an empty bar, the lightest bell, no added load. */
function floorOf(kind: LoadKind, unit: Unit): number {
  if (kind === 'barbell') return unit === 'kg' ? 20 : 45;
  return ladder(kind, unit)?.[0] ?? 0;
}

type Mode = 'nearest' | 'down' | 'up';

function roundIn(value: number, kind: LoadKind, unit: Unit, mode: Mode): number {
  const rungs = ladder(kind, unit);
  if (rungs) {
    const below = [...rungs].reverse().find((r) => r <= value + 1e-9) ?? rungs[0]!;
    const above = rungs.find((r) => r >= value - 1e-9) ?? rungs.at(-1)!;
    if (mode === 'down') return below;
    if (mode === 'up') return above;
    return value - below <= above - value ? below : above;
  }
  const step = STEP[unit];
  const q = value / step;
  const n = mode === 'down' ? Math.floor(q + 1e-9) : mode === 'up' ? Math.ceil(q - 1e-9) : Math.round(q);
  return Math.max(floorOf(kind, unit), n * step);
}

/** A load in pounds rounded to what the member can load in their unit, back in pounds. */
export function loadable(lb: number, kind: LoadKind, unit: Unit, mode: Mode = 'nearest'): number {
  return toPounds(roundIn(fromPounds(lb, unit), kind, unit, mode), unit);
}

/**
 * `steps` rungs up (or down, negative) from a load: a progression step never rounds back to the same
 * weight, and the kg member's "+5 lb" becomes +2.5 kg.
 */
export function stepLoad(lb: number, kind: LoadKind, unit: Unit, steps: number): number {
  const here = roundIn(fromPounds(lb, unit), kind, unit, 'nearest');
  const rungs = ladder(kind, unit);
  if (rungs) {
    const i = rungs.indexOf(here);
    const j = Math.min(rungs.length - 1, Math.max(0, i + steps));
    return toPounds(rungs[j]!, unit);
  }
  return toPounds(Math.max(floorOf(kind, unit), here + steps * STEP[unit]), unit);
}

/** How many rungs a step in pounds is in the member's unit, at least one. */
export function rungsFor(stepLb: number, kind: LoadKind, unit: Unit): number {
  if (ladder(kind, unit)) return 1;
  return Math.max(1, Math.round(fromPounds(stepLb, unit) / STEP[unit]));
}
