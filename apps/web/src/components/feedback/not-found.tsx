import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Any unknown path (spec 1 §2). */
export function NotFound() {
  return (
    <Stack mih="100dvh" align="center" justify="center" gap="md" p="xl" ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconMapSearch size={40} />
      </ThemeIcon>
      <Title order={1}>Page Not Found</Title>
      <Text c="dimmed" maw={320}>
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/" size="md">
        Go Home
      </Button>
    </Stack>
  );
}
