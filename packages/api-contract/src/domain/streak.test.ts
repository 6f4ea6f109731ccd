import { describe, expect, it } from 'vitest';
import { todayIn } from './calendar.ts';
import { dayStreak } from './streak.ts';

describe('dayStreak', () => {
  it('counts consecutive days back from today', () => {
    expect(dayStreak(['2026-05-10', '2026-05-09', '2026-05-08', '2026-05-06'], '2026-05-10')).toBe(3);
  });

  it('keeps yesterday’s streak alive before the member trains today', () => {
    expect(dayStreak(['2026-05-09', '2026-05-08'], '2026-05-10')).toBe(2);
  });

  it('is broken once a whole day passes without a workout', () => {
    expect(dayStreak(['2026-05-08', '2026-05-07'], '2026-05-10')).toBe(0);
    expect(dayStreak([], '2026-05-10')).toBe(0);
  });

  it('counts a day once however many workouts it has, in any order', () => {
    expect(dayStreak(['2026-05-09', '2026-05-10', '2026-05-10', '2026-05-09'], '2026-05-10')).toBe(2);
  });

  it('runs across month and year ends', () => {
    expect(dayStreak(['2027-01-01', '2026-12-31', '2026-12-30'], '2027-01-01')).toBe(3);
  });

  it('depends on the member’s time zone around midnight', () => {
    // 23:30 on May 10th in New York is already May 11th in UTC and in Tokyo.
    const instant = new Date('2026-05-11T03:30:00Z');
    const days = ['2026-05-10', '2026-05-09'];
    expect(dayStreak(days, todayIn('America/New_York', instant))).toBe(2);
    // In UTC it is May 11th: nothing today yet, yesterday (10th) still counts.
    expect(dayStreak(days, todayIn('UTC', instant))).toBe(2);
    // In Tokyo it is 12:30 on May 11th too, so the same answer; two days later the streak is gone.
    expect(dayStreak(days, todayIn('Asia/Tokyo', new Date('2026-05-12T16:00:00Z')))).toBe(0);
  });

  it('counts the first minute after midnight as the new day', () => {
    const justAfter = new Date('2026-05-11T04:00:30Z'); // 00:00:30 in New York (EDT)
    const justBefore = new Date('2026-05-11T03:59:30Z'); // 23:59:30 on the 10th
    expect(todayIn('America/New_York', justAfter)).toBe('2026-05-11');
    expect(todayIn('America/New_York', justBefore)).toBe('2026-05-10');
    expect(dayStreak(['2026-05-11', '2026-05-10'], todayIn('America/New_York', justAfter))).toBe(2);
    expect(dayStreak(['2026-05-11', '2026-05-10'], todayIn('America/New_York', justBefore))).toBe(1);
  });
});
