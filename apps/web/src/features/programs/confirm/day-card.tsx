import type { ProgramDay } from '@coach/ai/schemas';
import { formatWeight } from '@coach/api-contract/domain';
import { Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
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
}: {
  day: ProgramDay;
  unit: WeightUnit;
  preference: EffortPreference;
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
            </div>
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
}
