import { describe, expect, it } from 'vitest';
import { dayTime, e1rmPoints, tickDate, timeDomain, volumePoints } from './chart-data.ts';

describe('exercise chart data', () => {
  it('puts sessions on a time axis in the member’s unit and skips sessions without an estimate', () => {
    const points = e1rmPoints(
      [
        { date: '2026-03-02', e1rm: 220.5, topWeight: 185 },
        { date: '2026-03-05', e1rm: null, topWeight: 100 },
        { date: '2026-03-09', e1rm: 231.5, topWeight: 200 },
      ],
      'kg',
    );
    expect(points).toEqual([
      { time: dayTime('2026-03-02'), e1rm: 100, top: 83.9 },
      { time: dayTime('2026-03-09'), e1rm: 105, top: 90.7 },
    ]);
    // a week apart on the axis, not two neighbouring categories
    expect(points[1]!.time - points[0]!.time).toBe(7 * 86_400_000);
  });

  it('keeps weekly volume whole in the member’s unit', () => {
    expect(volumePoints([{ weekStart: '2026-03-02', volume: 10000 }], 'lb')).toEqual([
      { time: dayTime('2026-03-02'), volume: 10000 },
    ]);
  });

  it('labels only real times (the tooltip asks with nothing before a hover)', () => {
    expect(tickDate(dayTime('2026-03-02'))).toBe('Mar 2');
    expect(tickDate(undefined)).toBe('');
    expect(tickDate('')).toBe('');
  });

  it('pads the domain so one session is centred and spans at least a week', () => {
    const t = dayTime('2026-03-02');
    const [lo, hi] = timeDomain([t]);
    expect(hi - lo).toBe(7 * 86_400_000);
    expect((lo + hi) / 2).toBe(t);
    const far = dayTime('2026-06-02');
    expect(timeDomain([t, far])).toEqual([t - 43_200_000, far + 43_200_000]);
  });
});
