/** Calendar days (YYYY-MM-DD) as the workout screens show them. Days are zone-free, so format in UTC. */

const at = (day: string) => new Date(`${day}T00:00:00Z`);

const LONG = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const SHORT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Monday, March 2' */
export const longDay = (day: string) => LONG.format(at(day));

/** 'Mon, Mar 2, 2026' */
export const shortDay = (day: string) => SHORT.format(at(day));

/** The quick workout's date label: 'Today' or the long weekday-month-day text. */
export const dayLabel = (day: string, today: string) => (day === today ? 'Today' : longDay(day));

/** A clock time for 'Started {time}'. */
export const clockTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
