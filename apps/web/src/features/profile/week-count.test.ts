import { describe, expect, it } from 'vitest';
import { weekStart, workoutsThisWeek } from './week-count.ts';

describe('workouts this week', () => {
  it('weeks start on Monday', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // Monday
    expect(weekStart('2026-11-18')).toBe('2026-11-16');
  });

  it('counts completed workouts from Monday to today in the member zone', () => {
    // 2026-11-23 03:00 UTC is still Sunday the 22nd in New York.
    const now = new Date('2026-11-23T03:00:00Z');
    const items = [
      { date: '2026-11-22', isCompleted: true },
      { date: '2026-11-16', isCompleted: true },
      { date: '2026-11-15', isCompleted: true },
      { date: '2026-11-20', isCompleted: false },
    ];
    expect(workoutsThisWeek(items, 'America/New_York', now)).toBe(2);
    // Already Monday the 23rd in Tokyo: a new week with nothing in it.
    expect(workoutsThisWeek(items, 'Asia/Tokyo', now)).toBe(0);
  });
});
