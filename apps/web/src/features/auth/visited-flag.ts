import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage.ts';

/** Set when the register button is pressed, so the welcome page greets a returning visitor. */
export const hasVisited = () => readLocal(STORAGE_KEYS.visited) === 'true';
export const markVisited = () => writeLocal(STORAGE_KEYS.visited, 'true');
