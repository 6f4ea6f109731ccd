import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBarbell,
  IconBulb,
  IconCalendarStats,
  IconChartLine,
  IconClock,
  IconFlame,
  IconTargetArrow,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { formatVolume, formatVolumeShort } from '../../workouts/shared/format.ts';
import type { WeightUnit } from '../../workouts/shared/member.ts';
import { useMember } from '../../workouts/shared/member.ts';
import { Sparkline } from './sparkline.tsx';

type Insight = RouterOutputs['progress']['insights']['cards'][number];

const ICON: Record<Insight['key'], ComponentType<{ size?: number }>> = {
  streak: IconFlame,
  training_volume: IconBarbell,
  training_progress: IconTrendingUp,
  time_investment: IconClock,
  volume_trend: IconChartLine,
  stalled_lifts: IconAlertTriangle,
  under_band: IconTargetArrow,
  consistency: IconCalendarStats,
};
const TONE = { positive: 'teal', neutral: 'brand', warning: 'yellow' } as const;

/** The headline number in the member's unit where it is a weight. */
function headline(card: Insight, unit: WeightUnit): string | null {
  if (card.value === null) return null;
  if (card.key === 'training_volume') return formatVolume(card.value, unit);
  if (card.key === 'time_investment') return `${card.value} min`;
  if (card.key === 'streak') return `${card.value} ${card.value === 1 ? 'day' : 'days'}`;
  return null;
}

/** The spec's cards (streak, volume, progress, time) and the API's own: trend, stalls, bands, consistency. */
export function InsightsTab() {
  const trpc = useTRPC();
  const member = useMember();
  const { data } = useSuspenseQuery(
    trpc.progress.insights.queryOptions(undefined, { staleTime: 3 * 60_000 }),
  );
  if (data.cards.length === 0) {
    return (
      <Card padding="xl" ta="center">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconBulb size={30} />
          </ThemeIcon>
          <Title order={3}>No insights available</Title>
          <Text size="sm" c="dimmed" maw={300}>
            Complete a workout and insights about your training will appear here.
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      {data.cards.map((card) => {
        const Icon = ICON[card.key];
        const color = TONE[card.tone];
        const value = headline(card, member.weightUnit);
        return (
          <Card key={card.key} padding="md" component="article" aria-label={card.title}>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon size={40} radius="md" variant="light" color={color}>
                <Icon size={22} />
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="nowrap" align="baseline">
                  <Text fw={800}>{card.title}</Text>
                  {value && (
                    <Text fw={800} c={color} style={{ flexShrink: 0 }}>
                      {value}
                    </Text>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {card.message}
                </Text>
                {card.series && card.series.length > 1 && (
                  <Sparkline
                    points={card.series}
                    color={color}
                    format={(v) =>
                      card.key === 'consistency'
                        ? `${v} ${v === 1 ? 'day' : 'days'}`
                        : formatVolumeShort(v, member.weightUnit)
                    }
                  />
                )}
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
