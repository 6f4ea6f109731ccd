/**
 * /workout's search params, read without zod: this runs in the first bundle (a route's search is
 * validated before its code loads), where zod and the API schemas would cost ~60 KB. Anything
 * unreadable is dropped rather than refused: the workout still starts, named by the coach.
 */
import type { StartSearch } from '../features/workouts/create/start-workout-page.tsx';

const MAX_NAME = 120;
const MAX_ID = 2_147_483_647;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one, though Date.parse rolls it over). */
function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const time = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
}

export function readStartSearch(search: Record<string, unknown>): StartSearch {
  const out: StartSearch = {};
  // The router reads `?name=300` as a number; a name is text either way.
  const { name, date, programId } = search;
  if ((typeof name === 'string' || typeof name === 'number') && String(name).length <= MAX_NAME)
    out.name = String(name);
  if (typeof date === 'string' && isCalendarDate(date)) out.date = date;
  const id = typeof programId === 'string' && programId.trim() !== '' ? Number(programId) : programId;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID) out.programId = id;
  return out;
}
