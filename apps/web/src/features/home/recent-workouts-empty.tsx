import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** 'Recent Workouts' before the first completed workout. */
export function RecentWorkoutsEmpty() {
  return (
    <section>
      <Group justify="space-between" mb="sm">
        <Title order={3}>Recent Workouts</Title>
        <Anchor component={Link} to="/workouts" size="sm" fw={600}>
          View All
        </Anchor>
      </Group>
      <Card padding="xl">
        <Stack align="center" ta="center" gap="xs">
          <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
            <IconBarbell size={28} />
          </ThemeIcon>
          <Text fw={700}>No workouts yet</Text>
          <Text size="sm" c="dimmed" maw={280}>
            Your completed workouts will show up here. Start one to get your streak going.
          </Text>
        </Stack>
      </Card>
    </section>
  );
}
