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
/** A calendar day, YYYY-MM-DD. */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Use a date like 2026-01-31');
export const IdInput = z.object({ id: Id });

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
