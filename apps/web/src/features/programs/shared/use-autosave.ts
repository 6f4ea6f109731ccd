import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast.ts';
import { clearDraft, saveDraft } from './autosave.ts';

export const AUTOSAVE_INTERVAL_MS = 5000;

/**
 * Saves `values` under `autosave_{name}` every 5 s while `enabled` (spec 2 §9). A blank form clears the
 * draft instead. When the browser refuses to store it the member is warned once, until a save works.
 */
export function useAutosave<T>(
  name: string,
  values: T,
  { enabled, blank }: { enabled: boolean; blank: (v: T) => boolean },
) {
  const latest = useRef(values);
  latest.current = values;
  const isBlank = useRef(blank);
  isBlank.current = blank;
  const warned = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if (isBlank.current(latest.current)) {
        clearDraft(name);
        return;
      }
      if (saveDraft(name, latest.current)) {
        warned.current = false;
        return;
      }
      if (warned.current) return;
      warned.current = true;
      toast({
        title: 'Auto-save Warning',
        message: 'Unable to save your progress locally. Your data may be lost if you leave the page.',
        tone: 'error',
      });
    }, AUTOSAVE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [enabled, name]);
}
