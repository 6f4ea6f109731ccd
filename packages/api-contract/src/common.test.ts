import { describe, expect, it } from 'vitest';
import { CalendarDate, Id, isCalendarDate } from './common.ts';

describe('CalendarDate', () => {
  it('accepts real days only, with one message', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', 'yesterday', '2026-1-5']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
    expect(CalendarDate.safeParse('2026-02-30').error?.issues.map((i) => i.message)).toEqual([
      'Use a date like 2026-01-31',
    ]);
  });
});

describe('Id', () => {
  it('takes positive 32-bit integers from paths and JSON', () => {
    expect(Id.parse('42')).toBe(42);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', true, [7], null, {}])
      expect(Id.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('CalendarDate range (issue 9.5)', () => {
  it('answers one message for days outside 1900-2100, which PostgreSQL or the app cannot use', () => {
    for (const bad of ['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(
        CalendarDate.safeParse(bad).error?.issues.map((i) => i.message),
        bad,
      ).toEqual(['Use a date between 1900-01-01 and 2100-12-31, like 2026-01-31']);
    }
    for (const good of ['1900-01-01', '2100-12-31', '2026-01-31'])
      expect(CalendarDate.parse(good)).toBe(good);
  });
});
