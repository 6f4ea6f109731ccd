/** Longer than this between starting and completing means the member forgot to press Complete. */
export const MAX_PLAUSIBLE_SESSION_SECONDS = 3 * 60 * 60;
/** Added to the logged span: the first set was preceded by a warm-up and the last followed by rest. */
export const SESSION_PADDING_SECONDS = 5 * 60;
export const MIN_FALLBACK_SECONDS = 60;

export interface SessionTimes {
  startedAt: Date;
  completedAt: Date;
  /** when the first and last sets were logged; null when none was */
  firstSetAt: Date | null;
  lastSetAt: Date | null;
}

/**
 * A workout's duration in seconds: completion minus start. When that is over three hours (a workout
 * left open overnight, or completed the next day), the span from the first to the last logged set plus
 * five minutes is a far better estimate; it is at least a minute.
 */
export function workoutDurationSeconds(t: SessionTimes): number {
  const elapsed = Math.max(0, Math.round((t.completedAt.getTime() - t.startedAt.getTime()) / 1000));
  if (elapsed <= MAX_PLAUSIBLE_SESSION_SECONDS) return elapsed;
  const span =
    t.firstSetAt && t.lastSetAt
      ? Math.max(0, Math.round((t.lastSetAt.getTime() - t.firstSetAt.getTime()) / 1000))
      : 0;
  return Math.max(MIN_FALLBACK_SECONDS, span + SESSION_PADDING_SECONDS);
}

/** Minutes as the screens show them: seconds / 60, rounded. */
export const minutesOf = (seconds: number | null | undefined) => Math.round((seconds ?? 0) / 60);
