import { formatWeight, minutesOf } from '@coach/api-contract/domain';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconChartBar, IconClock, IconFlame, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { formatVolumeShort } from '../shared/format.ts';
import type { WeightUnit } from '../shared/member.ts';
import { titleCase } from '../shared/text.ts';

type Workout = RouterOutputs['workouts']['byId'];
type Analysis = NonNullable<Workout['aiAnalysis']>;

/** Duration, volume and calories of a completed workout. */
export function SummaryStats({ workout, unit }: { workout: Workout; unit: WeightUnit }) {
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Stat icon={<IconClock size={18} />} label="Minutes" value={String(minutesOf(workout.duration))} />
      <Stat
        icon={<IconChartBar size={18} />}
        label="Volume"
        value={formatVolumeShort(workout.totalVolume ?? 0, unit)}
      />
      <Stat
        icon={<IconFlame size={18} />}
        label="Calories"
        value={workout.calories === null ? '—' : String(Math.round(workout.calories))}
      />
    </SimpleGrid>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card padding="sm" ta="center">
      <Stack gap={2} align="center">
        <ThemeIcon variant="light" size="md" radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={800} size="lg" lh={1.2}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Card>
  );
}

const PR_KIND: Record<Analysis['personalRecords'][number]['kind'], string> = {
  heaviest_weight: 'Heaviest weight',
  estimated_1rm: 'Estimated 1RM',
  most_reps: 'Most reps',
};

/** The coach's read of the session: summary, personal records and what to do next time. */
export function AnalysisCard({ analysis, unit }: { analysis: Analysis; unit: WeightUnit }) {
  return (
    <Card>
      <Stack gap="md">
        <Group gap="xs">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <IconBulb size={18} />
          </ThemeIcon>
          <Title order={3}>Coach's Analysis</Title>
        </Group>
        <Text>{analysis.summary}</Text>
        {analysis.personalRecords.length > 0 && (
          <Stack gap={6}>
            <Text fw={700}>Personal records</Text>
            {analysis.personalRecords.map((pr) => (
              <Group key={`${pr.exercise}-${pr.kind}`} gap="xs" wrap="nowrap">
                <IconTrophy size={16} color="var(--mantine-color-ember-6)" aria-hidden />
                <Text size="sm">
                  {titleCase(pr.exercise)}: {PR_KIND[pr.kind]}{' '}
                  <b>{pr.kind === 'most_reps' ? `${pr.value} reps` : formatWeight(pr.value, unit)}</b>
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {analysis.exercises.length > 0 && (
          <Stack gap={6}>
            <Text fw={700}>Next time</Text>
            {analysis.exercises.map((e) => (
              <div key={e.name}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {titleCase(e.name)}
                  </Text>
                  <Badge size="xs" variant="light" color="gray">
                    {e.sets} {e.sets === 1 ? 'set' : 'sets'}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {e.nextTime}
                </Text>
              </div>
            ))}
          </Stack>
        )}
        {analysis.suggestions.length > 0 && (
          <List size="sm" spacing={4}>
            {analysis.suggestions.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
