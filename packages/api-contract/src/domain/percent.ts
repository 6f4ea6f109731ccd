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

/**
 * A goal's percent. With a starting value (body weight goals) it is the share of the way from start to
 * target, so losing 10 of 20 lb is 50% whichever direction the goal points; otherwise the spec's
 * current / target.
 */
export function goalProgress(goal: {
  currentValue: number;
  targetValue: number | null;
  startValue?: number | null;
}): number {
  const { currentValue: current, targetValue: target, startValue: start } = goal;
  if (start === null || start === undefined || target === null || target === start) {
    return goalPercent(current, target);
  }
  const p = Math.round(((current - start) / (target - start)) * 100);
  return Math.min(100, Math.max(0, p));
}
