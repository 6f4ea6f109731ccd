/** Goal progress: current / target × 100, rounded, capped at 100; 0 with no (or a non-positive) target. */
export function goalPercent(current: number | null | undefined, target: number | null | undefined): number {
  if (!target || target <= 0) return 0;
  const p = Math.round(((current ?? 0) / target) * 100);
  return Math.min(100, Math.max(0, p));
}

/** The badge colour the spec gives: green from 80, amber from 50, grey below. */
export function goalBadge(percent: number): 'success' | 'warning' | 'neutral' {
  return percent >= 80 ? 'success' : percent >= 50 ? 'warning' : 'neutral';
}
