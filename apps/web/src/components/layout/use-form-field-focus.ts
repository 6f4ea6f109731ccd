import { useEffect, useState } from 'react';

const isFormField = (el: Element | null) =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLElement && el.isContentEditable);

/** True while an input, textarea, select or editable element has focus (when `enabled`). */
export function useFormFieldFocus(enabled: boolean): boolean {
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setFocused(false);
      return;
    }
    // focusout fires before focus lands on the next field, so read activeElement a tick later.
    const update = () => queueMicrotask(() => setFocused(isFormField(document.activeElement)));
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, [enabled]);

  return focused;
}
