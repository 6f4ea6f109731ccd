import type { BodyGroup } from '@coach/ai/schemas';
import { Badge, Button, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { formatVolume } from '../../workouts/shared/format.ts';
import type { WeightUnit } from '../../workouts/shared/member.ts';
import { BAND_COLOR, bandLong, setsText } from './band.ts';
import { groupByKey } from './regions.ts';

type BodyMap = RouterOutputs['progress']['bodyMap'];

/** A group's frequency, volume and last worked (spec 1 §2), this week's sets and its finer muscles. */
export function MuscleDetailDialog({
  group,
  map,
  unit,
  selected,
  onToggle,
  onSetGoal,
  onClose,
}: {
  group: BodyGroup | null;
  map: BodyMap;
  unit: WeightUnit;
  selected: boolean;
  onToggle: () => void;
  onSetGoal: () => void;
  onClose: () => void;
}) {
  const info = group ? groupByKey(group) : undefined;
  return (
    <Modal
      opened={info !== undefined}
      onClose={onClose}
      title={
        <Text fw={800} fz="lg">
          {info?.name}
        </Text>
      }
      centered
    >
      {info && (
        <Detail
          id={info.id}
          muscles={map.muscles.filter((m) => m.group === group)}
          unit={unit}
          selected={selected}
          onToggle={onToggle}
          onSetGoal={onSetGoal}
        />
      )}
    </Modal>
  );
}

function Detail({
  id,
  muscles,
  unit,
  selected,
  onToggle,
  onSetGoal,
}: {
  id: number;
  muscles: BodyMap['muscles'];
  unit: WeightUnit;
  selected: boolean;
  onToggle: () => void;
  onSetGoal: () => void;
}) {
  const trpc = useTRPC();
  const query = useQuery(trpc.progress.muscleGroup.queryOptions({ id }, { staleTime: 3 * 60_000 }));
  if (query.isError) return <Text c="red">Could not load this muscle group. Please try again.</Text>;
  if (!query.data) return <Loader type="dots" mx="auto" display="block" my="lg" />;
  const p = query.data;
  const weeks = Math.round(p.windowDays / 7);
  const tiles = [
    { label: 'Frequency', value: `${p.frequency}x/week` },
    { label: 'Volume', value: formatVolume(p.volume, unit) },
    { label: 'Last worked', value: p.lastWorkedLabel },
  ];
  return (
    <Stack gap="md">
      <Card padding="sm">
        <Stack gap={6}>
          {tiles.map((t) => (
            <Group key={t.label} justify="space-between" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t.label}
              </Text>
              <Text fw={800} data-testid={`detail-${t.label.toLowerCase().replace(' ', '-')}`}>
                {t.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <Text size="xs" c="dimmed" mt={-6}>
        Frequency and volume over the last {weeks} weeks.
      </Text>
      <Group justify="space-between">
        <Text fw={700}>
          This week: {setsText(p.weeklySets)}{' '}
          <Text span c="dimmed" fw={400}>
            (target {p.band.min}-{p.band.max})
          </Text>
        </Text>
        <Badge color={BAND_COLOR[p.status]} variant="light">
          {bandLong(p.status)}
        </Badge>
      </Group>
      {muscles.length > 1 && (
        <Stack gap={4}>
          {muscles.map((m) => (
            <Group key={m.key} justify="space-between" fz="sm">
              <Text size="sm">{m.label}</Text>
              <Text size="sm" c={m.sets > 0 ? undefined : 'dimmed'}>
                {setsText(m.sets)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <Group grow gap="xs">
        <Button variant={selected ? 'light' : 'default'} onClick={onToggle}>
          {selected ? 'Deselect' : 'Select'}
        </Button>
        <Button variant="light" onClick={onSetGoal}>
          Set goal
        </Button>
      </Group>
    </Stack>
  );
}
