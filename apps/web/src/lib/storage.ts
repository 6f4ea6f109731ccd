/** localStorage that never throws (private mode, quota, disabled storage). */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** The spec's local storage keys (spec 1 §3); drafts use the `autosave_` prefix. */
export const STORAGE_KEYS = {
  theme: 'theme',
  effortTrackingPreference: 'effortTrackingPreference',
  visited: 'hasVisited',
} as const;
