/**
 * Form drafts kept in localStorage under an `autosave_` key with the time they were saved (spec 2 §3
 * "Saved form draft"); a draft older than 24 hours is discarded rather than offered (spec 2 §4).
 */
import { readLocal, removeLocal, writeLocal } from '../../../lib/storage.ts';

export const AUTOSAVE_PREFIX = 'autosave_';
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Stored<T> {
  savedAt: number;
  data: T;
}

export const autosaveKey = (name: string) => `${AUTOSAVE_PREFIX}${name}`;

/** true when stored; false when the browser refused (quota, private mode, disabled storage). */
export function saveDraft<T>(name: string, data: T, now = Date.now()): boolean {
  const stored: Stored<T> = { savedAt: now, data };
  return writeLocal(autosaveKey(name), JSON.stringify(stored));
}

/**
 * The saved draft if it is younger than a day and `parse` accepts it; an expired or unreadable draft
 * is removed so it is never offered again.
 */
export function loadDraft<T>(name: string, parse: (data: unknown) => T | null, now = Date.now()): T | null {
  const raw = readLocal(autosaveKey(name));
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored<unknown>>;
    const fresh = typeof stored.savedAt === 'number' && now - stored.savedAt < DRAFT_MAX_AGE_MS;
    const data = fresh ? parse(stored.data) : null;
    if (data !== null) return data;
  } catch {
    // not JSON: fall through and forget it
  }
  removeLocal(autosaveKey(name));
  return null;
}

export const clearDraft = (name: string) => removeLocal(autosaveKey(name));
