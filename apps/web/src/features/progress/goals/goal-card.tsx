import { goalBadge } from '@coach/api-contract/domain';
import { ActionIcon, Anchor, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCalendar, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { shortDay } from '../../workouts/shared/dates.ts';
import type { WeightUnit } from '../../workouts/shared/member.ts';
import { titleCase } from '../../workouts/shared/text.ts';
import { progressText } from './goal-kinds.ts';

export type Goal = RouterOutputs['goals']['list'][number];

/** The spec's badge colours: green from 80, amber from 50, grey below. */
export const BADGE_COLOR = { success: 'teal', warning: 'yellow', neutral: 'gray' } as const;

/** How a tracked goal gets its current value, said briefly. */
const TRACKING: Record<string, string> = {
  lift_e1rm: 'Best estimated 1RM',
  lift_top_set: 'Heaviest set',
  workouts_per_week: 'Workouts this week',
  weekly_sets: 'Hard sets this week',
  total_volume: 'All-time volume',
  body_weight: 'Profile weight',
};

/** A goal: title, category, percent badge, 'current / target unit', description and target date. */
export function GoalCard({
  goal,
  unit,
  onEdit,
  onDelete,
}: {
  goal: Goal;
  unit: WeightUnit;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const color = BADGE_COLOR[goalBadge(goal.percent)];
  const tracking = TRACKING[goal.kind];
  return (
    <Card padding="md" component="article" aria-label={goal.title}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={800} lh={1.25}>
              {goal.title}
            </Text>
            <Group gap={6}>
              <Badge size="sm" variant="outline" color="gray" radius="sm">
                {titleCase(goal.category)}
              </Badge>
              {(goal.achievedAt !== null || goal.status === 'completed') && (
                <Badge size="sm" variant="light" color="teal" radius="sm">
                  Achieved
                </Badge>
              )}
            </Group>
          </Stack>
          <Badge size="lg" color={color} variant="light" style={{ flexShrink: 0 }}>
            {goal.percent}%
          </Badge>
        </Group>
        <Progress
          value={goal.percent}
          color={color}
          size="md"
          aria-label={`${goal.title}: ${goal.percent}%`}
        />
        <Group justify="space-between" align="baseline" gap="xs">
          <Text size="sm" fw={700}>
            {progressText(goal, unit)}
          </Text>
          {tracking && (
            <Text size="xs" c="dimmed">
              {tracking}
            </Text>
          )}
        </Group>
        {goal.description && (
          <Text size="sm" c="dimmed">
            {goal.description}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Group gap={10} c="dimmed">
            {goal.exerciseName && (
              <Anchor
                size="xs"
                fw={700}
                renderRoot={(props) => (
                  <Link to="/exercises/$name" params={{ name: goal.exerciseName ?? '' }} {...props} />
                )}
              >
                Lift history
              </Anchor>
            )}
            {goal.targetDate && (
              <Group gap={4} wrap="nowrap">
                <IconCalendar size={14} aria-hidden />
                <Text size="xs" c="dimmed">
                  Target {shortDay(goal.targetDate)}
                </Text>
              </Group>
            )}
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${goal.title}`} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              color="red"
              aria-label={`Delete ${goal.title}`}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
