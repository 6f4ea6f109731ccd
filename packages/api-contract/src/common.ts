/** Schema pieces every domain uses (browser-safe). */
import { z } from 'zod';

/** A row id from a path, a query string or JSON. */
export const Id = z.coerce
  .number({ message: 'Invalid id' })
  .int('Invalid id')
  .positive('Invalid id')
  .max(2_147_483_647, 'Invalid id');
/** Timestamps travel as ISO strings on every transport. */
export const IsoDateTime = z.date().transform((d) => d.toISOString());
/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one, though Date.parse rolls it over). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const time = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
}
export const CalendarDate = z.string().refine(isCalendarDate, 'Use a date like 2026-01-31');
/** A calendar day a person could mean: 1900-01-01 to 2100-12-31 (goal dates, report windows). */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;
export const PlausibleDate = CalendarDate.refine(
  (s) => s >= DATE_RANGE.min && s <= DATE_RANGE.max,
  'Dates must be between 1900 and 2100',
);
export const IdInput = z.object({ id: Id });

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
