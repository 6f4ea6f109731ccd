import type { BodyGroup } from '@coach/ai/schemas';
import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { useMember } from '../../workouts/shared/member.ts';
import { BAND_COLOR, BAND_LABEL, type BandStatus, bandSentence } from './band.ts';
import classes from './body-figure.module.css';
import { BodyFigure, type RegionView } from './body-figure.tsx';
import { GroupCards } from './group-cards.tsx';
import { MuscleDetailDialog } from './muscle-detail-dialog.tsx';
import { toggle } from './selection.ts';
import { SelectionActions } from './selection-actions.tsx';

const LEVEL_SOURCE = { program: 'your active program', history: 'your training history' } as const;

/**
 * The body map: front and back coloured by this week's hard sets against the member's band, the six
 * group cards (multi-select), the three actions for a selection, and a group's detail dialog.
 */
export function BodyMapTab({ onSetGoal }: { onSetGoal: (group: BodyGroup) => void }) {
  const trpc = useTRPC();
  const member = useMember();
  const { data: map } = useSuspenseQuery(
    trpc.progress.bodyMap.queryOptions(undefined, { staleTime: 3 * 60_000 }),
  );
  const [selected, setSelected] = useState<ReadonlySet<BodyGroup>>(new Set());
  const [detail, setDetail] = useState<BodyGroup | null>(null);

  const byKey = new Map(map.muscles.map((m) => [m.key, m]));
  const region = (key: string): RegionView | undefined => {
    const m = byKey.get(key);
    if (!m) return undefined;
    return {
      group: m.group,
      status: m.status,
      selected: selected.has(m.group),
      label: bandSentence(m.label, m.sets, map.band, m.status),
    };
  };
  const flip = (group: BodyGroup) => setSelected((s) => toggle(s, group));

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={20}>
          This week's training
        </Title>
        <Text size="sm" c="dimmed">
          Target {map.band.min}-{map.band.max} hard sets per muscle a week ({map.level}, from{' '}
          {LEVEL_SOURCE[map.levelSource]}); arms and legs are two muscles each, so twice that. Tap a muscle
          for details.
        </Text>
      </div>
      <SimpleGrid cols={2} spacing="md">
        {(['front', 'back'] as const).map((view) => (
          <Stack key={view} gap={4} align="center">
            <BodyFigure view={view} region={region} onActivate={setDetail} />
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {view}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Legend />
      <GroupCards map={map} selected={selected} onToggle={flip} onDetails={setDetail} />
      <SelectionActions selected={selected} onClear={() => setSelected(new Set())} onSetGoal={onSetGoal} />
      <MuscleDetailDialog
        group={detail}
        map={map}
        unit={member.weightUnit}
        selected={detail !== null && selected.has(detail)}
        onToggle={() => detail && flip(detail)}
        onSetGoal={() => {
          if (!detail) return;
          setDetail(null);
          onSetGoal(detail);
        }}
        onClose={() => setDetail(null)}
      />
    </Stack>
  );
}

function Legend() {
  const statuses: BandStatus[] = ['none', 'under', 'within', 'over'];
  return (
    <Group gap="md" justify="center" aria-label="Colour key">
      {statuses.map((s) => (
        <Group key={s} gap={6} wrap="nowrap">
          <Box
            className={classes.swatch}
            bg={
              s === 'none'
                ? 'light-dark(var(--mantine-color-gray-4), var(--mantine-color-dark-3))'
                : `${BAND_COLOR[s]}.6`
            }
            aria-hidden
          />
          <Text size="xs">{BAND_LABEL[s]}</Text>
        </Group>
      ))}
    </Group>
  );
}
