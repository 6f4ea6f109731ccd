import { minutesOf } from '@coach/api-contract/domain';
import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarbell, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { RouterOutputs } from '../../lib/trpc.ts';

type RecentWorkout = RouterOutputs['workouts']['dashboard']['recent'][number];

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** 'Recent Workouts': the last completed workouts, or an invitation when there are none. */
export function RecentWorkouts({ workouts }: { workouts: RecentWorkout[] }) {
  return (
    <section>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Recent Workouts
        </Title>
        <Anchor component={Link} to="/workouts" size="sm" fw={600}>
          View All
        </Anchor>
      </Group>
      {workouts.length === 0 ? (
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
      ) : (
        <Stack gap="xs">
          {workouts.map((w) => (
            <Card key={w.id} component={Link} to={`/workouts/${w.id}`} padding="md">
              <Group wrap="nowrap" justify="space-between">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} truncate>
                    {w.name || 'Untitled Workout'}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {w.date ? dayLabel(w.date) : 'No date'} • {minutesOf(w.duration ?? 0)} min
                  </Text>
                </div>
                <IconChevronRight size={18} opacity={0.5} aria-hidden />
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
