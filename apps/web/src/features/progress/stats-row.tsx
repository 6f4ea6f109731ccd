import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { formatVolumeShort } from '../workouts/shared/format.ts';
import { useMember } from '../workouts/shared/member.ts';

/** Spec 1 §2: Total Workouts, Time Trained (hours), Volume (thousands as K, in the member's unit), Day Streak. */
export function StatsRow() {
  const trpc = useTRPC();
  const member = useMember();
  const { data } = useSuspenseQuery(trpc.progress.summary.queryOptions(undefined, { staleTime: 3 * 60_000 }));
  const tiles = [
    { label: 'Total Workouts', value: String(data.totalWorkouts) },
    { label: 'Time Trained', value: timeTrained(data.totalSeconds, data.hoursTrained) },
    { label: 'Volume', value: formatVolumeShort(data.volume, member.weightUnit) },
    { label: 'Day Streak', value: String(data.streak) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
      {tiles.map((t) => (
        <Card key={t.label} padding="sm" ta="center">
          <Text fw={800} fz={24} lh={1.15} data-testid={`stat-${t.label}`}>
            {t.value}
          </Text>
          <Text size="xs" c="dimmed" fw={600}>
            {t.label}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Hours as the spec says, but minutes under the first hour, so a new member does not read '0h'. */
export function timeTrained(seconds: number, hours: number): string {
  return seconds < 3600 ? `${Math.round(seconds / 60)}m` : `${hours}h`;
}

export function StatsRowSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} h={72} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
