import { ActionIcon, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBarbell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { shortDay } from '../shared/dates.ts';
import { formatVolumeShort } from '../shared/format.ts';
import type { WeightUnit } from '../shared/member.ts';

/** Back link, the workout's name (fallback 'Workout'), its day and the volume so far in the member's unit. */
export function JournalHeader({
  name,
  date,
  volumeLb,
  unit,
}: {
  name: string;
  date: string;
  volumeLb: number;
  unit: WeightUnit;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ActionIcon component={Link} to="/workouts" variant="subtle" size="xl" aria-label="Back to history">
        <IconArrowLeft size={22} />
      </ActionIcon>
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
          {name.trim() || 'Workout'}
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {shortDay(date)}
          </Text>
          {volumeLb > 0 && (
            <Badge variant="light" tt="none" size="lg" leftSection={<IconBarbell size={14} />}>
              {formatVolumeShort(volumeLb, unit)}
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
