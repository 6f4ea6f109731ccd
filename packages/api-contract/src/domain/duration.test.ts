import { describe, expect, it } from 'vitest';
import { minutesOf, workoutDurationSeconds } from './duration.ts';

const at = (iso: string) => new Date(iso);

describe('workoutDurationSeconds', () => {
  it('is completion minus start for a normal session', () => {
    expect(
      workoutDurationSeconds({
        startedAt: at('2026-05-10T10:00:00Z'),
        completedAt: at('2026-05-10T11:05:30Z'),
        firstSetAt: at('2026-05-10T10:05:00Z'),
        lastSetAt: at('2026-05-10T11:00:00Z'),
      }),
    ).toBe(3930);
  });

  it('uses the logged span plus five minutes when the workout was left open', () => {
    expect(
      workoutDurationSeconds({
        startedAt: at('2026-05-10T10:00:00Z'),
        completedAt: at('2026-05-11T08:00:00Z'),
        firstSetAt: at('2026-05-10T10:05:00Z'),
        lastSetAt: at('2026-05-10T10:50:00Z'),
      }),
    ).toBe(45 * 60 + 300);
  });

  it('is at least five minutes when nothing was logged in a forgotten workout', () => {
    expect(
      workoutDurationSeconds({
        startedAt: at('2026-05-10T10:00:00Z'),
        completedAt: at('2026-05-12T10:00:00Z'),
        firstSetAt: null,
        lastSetAt: null,
      }),
    ).toBe(300);
  });

  it('never goes negative and rounds minutes for display', () => {
    expect(
      workoutDurationSeconds({
        startedAt: at('2026-05-10T10:00:00Z'),
        completedAt: at('2026-05-10T09:59:00Z'),
        firstSetAt: null,
        lastSetAt: null,
      }),
    ).toBe(0);
    expect(minutesOf(89)).toBe(1);
    expect(minutesOf(91)).toBe(2);
    expect(minutesOf(null)).toBe(0);
  });
});
