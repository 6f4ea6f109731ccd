import { goalBadge } from '@coach/api-contract/domain';
import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RouterOutputs } from '../../lib/trpc.ts';
import { kindLabel, progressText } from '../progress/goals/goal-kinds.ts';
import type { WeightUnit } from '../workouts/shared/member.ts';

type Goal = RouterOutputs['workouts']['dashboard']['goals'][number];

const COLOR = { success: 'teal', warning: 'yellow', neutral: 'gray' } as const;

/**
 * 'Active Goals': the first two, each with what it tracks and the spec's badge colours (green ≥ 80,
 * amber ≥ 50, grey below).
 */
export function ActiveGoals({ goals, unit }: { goals: Goal[]; unit: WeightUnit }) {
  if (goals.length === 0) return null;
  return (
    <section>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Active Goals
        </Title>
        <Anchor
          size="sm"
          fw={600}
          renderRoot={(props) => <Link to="/progress" search={{ tab: 'goals' }} {...props} />}
        >
          View All
        </Anchor>
      </Group>
      <Stack gap="xs">
        {goals.slice(0, 2).map((g) => {
          const color = COLOR[goalBadge(g.percent)];
          return (
            <Card key={g.id} padding="md">
              <Group justify="space-between" wrap="nowrap" mb={6}>
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} truncate>
                    {g.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {kindLabel(g.kind)} · {progressText(g, unit)}
                  </Text>
                </div>
                <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
                  {g.percent}%
                </Badge>
              </Group>
              <Progress value={g.percent} color={color} size="sm" aria-label={`${g.title}: ${g.percent}%`} />
            </Card>
          );
        })}
      </Stack>
    </section>
  );
}
