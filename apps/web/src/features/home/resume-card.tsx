import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** 'Resume Workout': the newest workout not yet completed. */
export function ResumeCard({ workout }: { workout: { id: number; name: string } }) {
  return (
    <Card component={Link} to={`/workout-journal/${workout.id}`} padding="md" withBorder>
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" color="teal" aria-hidden>
          <IconPlayerPlay size={22} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>Resume Workout</Text>
          <Text size="sm" c="dimmed" truncate>
            {workout.name.trim() || 'Untitled Workout'}
          </Text>
        </div>
        <IconChevronRight size={18} opacity={0.5} aria-hidden />
      </Group>
    </Card>
  );
}
