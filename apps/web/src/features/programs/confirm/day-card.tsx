import type { ProgramDay } from '@coach/ai/schemas';
import { formatWeight } from '@coach/api-contract/domain';
import { Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { EffortPreference, WeightUnit } from '../../workouts/shared/member.ts';
import { titleCase } from '../../workouts/shared/text.ts';
import { effortLabel } from '../shared/effort-label.ts';
import { withKeys } from '../shared/keys.ts';

/** One day of the Weekly Schedule (spec 2 §2 Confirm): number, name, and each exercise's prescription. */
export function DayCard({
  day,
  unit,
  preference,
  progression,
}: {
  day: ProgramDay;
  unit: WeightUnit;
  preference: EffortPreference;
  /** the exercise's progression in one sentence, when the explanation has one */
  progression?: (name: string) => string | undefined;
}) {
  return (
    <Card padding="md">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <Badge size="lg" variant="light" radius="sm" style={{ flexShrink: 0 }}>
          Day {day.dayNumber}
        </Badge>
        <Text fw={700} lh={1.2}>
          {day.name}
        </Text>
      </Group>
      <Stack gap="xs">
        {withKeys(day.exercises).map(({ item: x, key }, i) => (
          <Fragment key={key}>
            {i > 0 && <Divider />}
            <div>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fw={600} size="sm">
                  {titleCase(x.name)}
                </Text>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {x.sets} x {x.reps}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {[
                  `${x.restTime}s rest`,
                  effortLabel(x.rpe, preference),
                  x.weight !== null && x.weight > 0 ? formatWeight(x.weight, unit) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {x.notes && (
                <Text size="xs" c="dimmed" fs="italic" mt={2}>
                  {x.notes}
                </Text>
              )}
              {progression?.(x.name) && (
                <Group gap={4} mt={4} wrap="nowrap" align="flex-start">
                  <IconTrendingUp
                    size={14}
                    color="var(--mantine-color-teal-text)"
                    style={{ flexShrink: 0, marginTop: 2 }}
                    aria-hidden
                  />
                  <Text size="xs" c="var(--mantine-color-teal-text)" lh={1.35}>
                    {progression(x.name)}
                  </Text>
                </Group>
              )}
            </div>
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
}
