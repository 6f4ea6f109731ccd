import { EffortPreference } from '@coach/api-contract/schemas';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage.ts';

export const EFFORT_OPTIONS: ReadonlyArray<{ value: EffortPreference; label: string; description: string }> =
  [
    { value: 'rpe', label: 'RPE', description: 'Rate of Perceived Exertion, scale 1-10' },
    { value: 'rir', label: 'RIR', description: 'Reps in Reserve, 0 to 15' },
    { value: 'none', label: 'None', description: 'Track weight and reps only' },
  ];

/** The locally mirrored scale, for screens that log offline; anything but rpe/rir/none is ignored. */
export function readStoredEffort(): EffortPreference | null {
  const parsed = EffortPreference.safeParse(readLocal(STORAGE_KEYS.effortTrackingPreference));
  return parsed.success ? parsed.data : null;
}

export function storeEffort(value: EffortPreference) {
  writeLocal(STORAGE_KEYS.effortTrackingPreference, value);
}
