/** What 'Start Workout' and the /workout route send (spec 2 §3, §5). */
import type { RouterInputs } from '../../../lib/trpc.ts';

export type CreateWorkoutPayload = RouterInputs['workouts']['create'];

/** The name sent when the member leaves naming to the coach. */
export const UNNAMED_WORKOUT = 'Unnamed Workout';
/** The quick workout's default name (spec 2 §9). */
export const QUICK_WORKOUT = 'Quick Workout';

export interface CreateForm {
  /** YYYY-MM-DD */
  date: string;
  customName: boolean;
  name: string;
}

/** Start Workout is disabled while creating, or when 'Custom name' is ticked and the name is empty. */
export function canStart(form: CreateForm, pending: boolean): boolean {
  if (pending || !form.date) return false;
  return !form.customName || form.name.trim().length > 0;
}

/** A date other than today is a backfill and is sent; today is left to the server's clock and zone. */
const backfill = (date: string | undefined, today: string) => (date && date !== today ? { date } : {});

export function createPayload(form: CreateForm, today: string, idempotencyKey: string): CreateWorkoutPayload {
  const name = form.customName ? form.name.trim() : '';
  return {
    name: name || UNNAMED_WORKOUT,
    aiGenerateName: !name,
    ...backfill(form.date, today),
    idempotencyKey,
  };
}

/** /workout?name&date&programId: a blank or default name asks the coach for one. */
export function startPayload(
  search: { name?: string; date?: string; programId?: number },
  today: string,
  idempotencyKey: string,
): CreateWorkoutPayload {
  const name = search.name?.trim() ?? '';
  const generic = !name || name === QUICK_WORKOUT || name === UNNAMED_WORKOUT;
  return {
    name: name || QUICK_WORKOUT,
    aiGenerateName: generic,
    ...backfill(search.date, today),
    ...(search.programId !== undefined ? { programId: search.programId } : {}),
    idempotencyKey,
  };
}
