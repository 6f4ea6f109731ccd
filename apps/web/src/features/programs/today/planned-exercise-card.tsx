import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { EffortPreference, WeightUnit } from '../../workouts/shared/member.ts';
import { titleCase } from '../../workouts/shared/text.ts';
import { targetParts } from './exercise-target.ts';
import type { PlannedExercise } from './today-types.ts';

/** One of 'Today's Exercises': the prescription with this member's load, why that load, and its muscles. */
export function PlannedExerciseCard({
  exercise: x,
  unit,
  preference,
}: {
  exercise: PlannedExercise;
  unit: WeightUnit;
  preference: EffortPreference;
}) {
  const t = targetParts(x, unit, preference);
  return (
    <Card padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700}>{titleCase(x.name)}</Text>
        <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
          {t.setsReps}
        </Text>
      </Group>
      <Group gap={6} mt={4}>
        {t.load && (
          <Badge variant="light" color="brand" size="lg" radius="sm" tt="none">
            {t.load}
          </Badge>
        )}
        {t.effort && (
          <Badge variant="default" size="lg" radius="sm" tt="none">
            {t.effort}
          </Badge>
        )}
        <Badge variant="default" size="lg" radius="sm" tt="none">
          {x.restTime}s rest
        </Badge>
      </Group>
      <Stack gap={4} mt="xs">
        {x.notes && (
          <Text size="sm" c="dimmed">
            {x.notes}
          </Text>
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2, opacity: 0.6 }} aria-hidden />
          <Text size="xs" c="dimmed">
            {x.basis}
          </Text>
        </Group>
        {x.muscleGroups.length > 0 && (
          <Group gap={4}>
            {x.muscleGroups.map((m) => (
              <Badge key={m} size="xs" variant="outline" color="gray">
                {m}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
