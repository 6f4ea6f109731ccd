/** Calendar days as YYYY-MM-DD strings, computed in a member's IANA time zone (browser-safe). */

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // en-CA formats as YYYY-MM-DD, so no string surgery is needed.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar day an instant falls on in a time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  return formatterFor(timeZone).format(instant);
}

/** Today in the member's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayIn(timeZone, now);
}

/** Day arithmetic on YYYY-MM-DD, done in UTC so daylight-saving shifts never skip or repeat a day. */
export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
