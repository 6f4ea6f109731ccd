import { TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import type { StatEdit } from './body-stats.ts';

/**
 * A number the member types and commits on blur or Enter. Values the rule rejects are ignored: the
 * field goes back to the stored value and says what it accepts.
 */
export function StatField({
  label,
  stored,
  unit,
  parse,
  onCommit,
  hint,
  description,
  decimal = false,
}: {
  label: string;
  /** the stored value as the field shows it ('' when none) */
  stored: string;
  unit: string;
  parse: (raw: string) => StatEdit;
  /** a number to save, or null to clear; a rejected promise puts the stored value back */
  onCommit: (value: number | null) => Promise<unknown>;
  /** shown when a value is ignored */
  hint: string;
  description?: ReactNode;
  decimal?: boolean;
}) {
  const [draft, setDraft] = useState(stored);
  const [rejected, setRejected] = useState(false);

  // A new stored value (saved, reverted, unit switched) replaces whatever was typed.
  useEffect(() => setDraft(stored), [stored]);

  const commit = () => {
    if (draft.trim() === stored) return;
    const edit = parse(draft);
    if (edit.kind === 'ignore') {
      setDraft(stored);
      setRejected(true);
      return;
    }
    onCommit(edit.kind === 'clear' ? null : edit.value).catch(() => setDraft(stored));
  };

  return (
    <TextInput
      label={label}
      value={draft}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      rightSection={unit}
      rightSectionWidth={48}
      description={rejected ? undefined : description}
      error={rejected ? hint : undefined}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        setRejected(false);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
