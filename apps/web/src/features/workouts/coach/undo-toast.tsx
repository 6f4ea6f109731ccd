import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** A toast body: what the coach logged, and Undo (once). */
export function UndoToastMessage({ summary, onUndo }: { summary: string; onUndo: () => Promise<void> }) {
  const [state, setState] = useState<'idle' | 'undoing' | 'done'>('idle');
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">{summary}</Text>
      <Button
        size="compact-sm"
        variant="light"
        disabled={state !== 'idle'}
        onClick={async () => {
          setState('undoing');
          await onUndo();
          setState('done');
        }}
      >
        {state === 'undoing' ? 'Undoing...' : 'Undo'}
      </Button>
    </Stack>
  );
}
