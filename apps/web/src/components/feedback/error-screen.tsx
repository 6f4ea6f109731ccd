import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * What a render failure shows (spec 2 §8): a plain message asking to refresh. It uses no router or
 * query hooks, so it still works when those are what broke.
 */
export function ErrorScreen({ message }: { message?: string }) {
  return (
    <Stack mih="100dvh" align="center" justify="center" gap="md" p="xl" ta="center" role="alert">
      <ThemeIcon size={72} radius="xl" color="red" variant="light" aria-hidden>
        <IconRefresh size={40} />
      </ThemeIcon>
      <Title order={2}>Something went wrong</Title>
      <Text c="dimmed" maw={340}>
        {message ?? 'Please refresh the page to continue. Your saved workouts are safe.'}
      </Text>
      <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
        Refresh
      </Button>
    </Stack>
  );
}
