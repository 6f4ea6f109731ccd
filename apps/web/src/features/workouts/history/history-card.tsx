import { minutesOf } from '@coach/api-contract/domain';
import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconBarbell, IconChartBar, IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { shortDay } from '../shared/dates.ts';
import { formatVolume } from '../shared/format.ts';
import type { WeightUnit } from '../shared/member.ts';

export type HistoryItem = RouterOutputs['workouts']['list']['items'][number];

/** One past workout, linking to its journal. */
export function HistoryCard({ workout, unit }: { workout: HistoryItem; unit: WeightUnit }) {
  const ratio = workout.setCount ? Math.round((workout.completedSetCount / workout.setCount) * 100) : 0;
  return (
    // Cards below the fold skip layout and paint until scrolled near (a long list on a slow phone).
    <Card
      component={Link}
      to={`/workouts/${workout.id}`}
      padding="md"
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 140px' }}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={800} truncate>
              {workout.name.trim() || 'Untitled Workout'}
            </Text>
            <Text size="sm" c="dimmed">
              {shortDay(workout.date)}
            </Text>
          </div>
          <Badge color={workout.isCompleted ? 'teal' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
            {workout.isCompleted ? 'Complete' : 'In Progress'}
          </Badge>
        </Group>
        <Group gap="md">
          <Meta icon={<IconClock size={14} />} text={`${minutesOf(workout.duration)} min`} />
          <Meta
            icon={<IconBarbell size={14} />}
            text={`${workout.exerciseCount} ${workout.exerciseCount === 1 ? 'exercise' : 'exercises'}`}
          />
          <Meta icon={<IconChartBar size={14} />} text={formatVolume(workout.totalVolume, unit)} />
        </Group>
        {workout.setCount > 0 && (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={ratio}
              size="sm"
              color="teal"
              style={{ flex: 1 }}
              aria-label={`${workout.completedSetCount} of ${workout.setCount} sets completed`}
            />
            <Text size="xs" c="dimmed">
              {workout.completedSetCount}/{workout.setCount} sets
            </Text>
          </Group>
        )}
        {workout.notes && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {workout.notes}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Meta({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={4} c="dimmed" wrap="nowrap">
      {icon}
      <Text size="sm">{text}</Text>
    </Group>
  );
}
