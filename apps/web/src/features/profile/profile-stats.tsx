import { Card, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarCheck, IconFlame } from '@tabler/icons-react';
import { useSuspenseQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { workoutsThisWeek } from './week-count.ts';

/** Real numbers where the spec's profile shows constants: this week's workouts and the day streak. */
export function ProfileStats({ timeZone }: { timeZone: string }) {
  const trpc = useTRPC();
  const [dashboard, completed] = useSuspenseQueries({
    queries: [
      trpc.workouts.dashboard.queryOptions(),
      trpc.workouts.list.queryOptions({ status: 'completed', limit: 50 }),
    ],
  });
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Tile
        icon={<IconCalendarCheck size={20} />}
        color="brand"
        value={workoutsThisWeek(completed.data.items, timeZone)}
        label="Workouts this week"
      />
      <Tile icon={<IconFlame size={20} />} color="ember" value={dashboard.data.streak} label="Day streak" />
    </SimpleGrid>
  );
}

export function ProfileStatsSkeleton() {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Skeleton h={118} radius="lg" />
      <Skeleton h={118} radius="lg" />
    </SimpleGrid>
  );
}

function Tile({
  icon,
  color,
  value,
  label,
}: {
  icon: ReactNode;
  color: string;
  value: number;
  label: string;
}) {
  return (
    <Card padding="md">
      <ThemeIcon variant="light" color={color} size={36} radius="md" mb="sm" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fz={28} fw={800} lh={1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {label}
      </Text>
    </Card>
  );
}
