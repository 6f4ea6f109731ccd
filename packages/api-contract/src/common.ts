/** Schema pieces every domain uses (browser-safe). */
import { z } from 'zod';

export { MAX_BATCH_SIZE } from './limits.ts';

/** A row id from a path, a query string or JSON. */
export const Id = z
  // Only numbers and digit strings: a bare coerce would read `true` as id 1 and `[7]` as id 7.
  .union([z.number(), z.string()], { message: 'Invalid id' })
  .pipe(
    z.coerce
      .number<number | string>({ message: 'Invalid id' })
      .int('Invalid id')
      .positive('Invalid id')
      .max(2_147_483_647, 'Invalid id'),
  );
/** Timestamps travel as ISO strings on every transport. */
export const IsoDateTime = z.date().transform((d) => d.toISOString());
/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one, though Date.parse rolls it over). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const time = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
}
/**
 * The days the app accepts: PostgreSQL has no year 0, and no workout, goal or page link is older than
 * 1900 or later than 2100, so anything outside is a typo or a probe (a 400, never a database error).
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;
export const isDateInRange = (s: string) => s >= DATE_RANGE.min && s <= DATE_RANGE.max;
export const DATE_RANGE_MESSAGE = `Use a date between ${DATE_RANGE.min} and ${DATE_RANGE.max}, like 2026-01-31`;
/** The one date schema every input uses: a real calendar day within DATE_RANGE. */
export const CalendarDate = z
  .string({ message: 'Use a date like 2026-01-31' })
  .refine(isCalendarDate, { message: 'Use a date like 2026-01-31', abort: true })
  .refine(isDateInRange, DATE_RANGE_MESSAGE);
export const IdInput = z.object({ id: Id });

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
