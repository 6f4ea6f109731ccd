import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, todayIn } from './calendar.ts';

describe('calendar', () => {
  it('answers today in the member’s time zone, not the server’s', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-03-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-02-28');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-03-01');
    expect(dayIn('Pacific/Kiritimati', new Date('2026-02-28T10:30:00Z'))).toBe('2026-03-01');
  });

  it('adds days across month, leap-year and daylight-saving boundaries', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(daysBetween('2026-01-30', '2026-03-02')).toBe(31);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
  });
});
