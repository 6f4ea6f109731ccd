import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAdjustments,
  IconArrowsExchange,
  IconCheck,
  IconPlayerSkipForward,
  IconRotate,
} from '@tabler/icons-react';
import { useState } from 'react';
import { targetParts } from '../../../programs/today/exercise-target.ts';
import type { EffortPreference, WeightUnit } from '../../shared/member.ts';
import { titleCase } from '../../shared/text.ts';
import { SwapDialog } from './swap-dialog.tsx';
import { type Planned, useProgrammedActions } from './use-programmed-actions.ts';
import { WithChangesDialog } from './with-changes-dialog.tsx';

/**
 * 'Programmed Exercises' (spec 2 §2 journal): today's plan still to do, each logged as prescribed or
 * with changes, swapped, or skipped. A logged exercise leaves this list for Completed Exercises.
 */
export function ProgrammedExercises({
  workoutId,
  planned,
  unit,
  preference,
}: {
  workoutId: number;
  planned: Planned[];
  unit: WeightUnit;
  preference: EffortPreference;
}) {
  const actions = useProgrammedActions(workoutId);
  const [changing, setChanging] = useState<Planned | null>(null);
  const [swapping, setSwapping] = useState<Planned | null>(null);
  const open = planned.filter((x) => x.status !== 'done');
  if (!open.length) return null;

  return (
    <section>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz={20}>
          Programmed Exercises
        </Title>
        <Text size="sm" c="dimmed">
          {planned.length - open.length}/{planned.length} done
        </Text>
      </Group>
      <Stack gap="sm">
        {open.map((x) => (
          <PlannedItem
            key={x.position}
            exercise={x}
            unit={unit}
            preference={preference}
            busy={actions.busy === x.position}
            onAsPrescribed={() => void actions.log(x)}
            onWithChanges={() => setChanging(x)}
            onSwap={() => setSwapping(x)}
            onSkip={(skipped) => void actions.setSkipped(x, skipped)}
          />
        ))}
      </Stack>
      <WithChangesDialog
        exercise={changing}
        unit={unit}
        preference={preference}
        saving={changing !== null && actions.busy === changing.position}
        onCancel={() => setChanging(null)}
        onSave={(sets) => {
          if (changing) void actions.log(changing, sets).then((ok) => ok && setChanging(null));
        }}
      />
      <SwapDialog
        exercise={swapping}
        swapping={swapping !== null && actions.busy === swapping.position}
        onCancel={() => setSwapping(null)}
        onSwap={(scope) => {
          if (swapping) void actions.swap(swapping, scope).then((ok) => ok && setSwapping(null));
        }}
      />
    </section>
  );
}

function PlannedItem({
  exercise: x,
  unit,
  preference,
  busy,
  onAsPrescribed,
  onWithChanges,
  onSwap,
  onSkip,
}: {
  exercise: Planned;
  unit: WeightUnit;
  preference: EffortPreference;
  busy: boolean;
  onAsPrescribed: () => void;
  onWithChanges: () => void;
  onSwap: () => void;
  onSkip: (skipped: boolean) => void;
}) {
  const skipped = x.status === 'skipped';
  const t = targetParts(x, unit, preference);
  return (
    <Card padding="md" style={skipped ? { opacity: 0.6 } : undefined} data-skipped={skipped || undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} td={skipped ? 'line-through' : undefined}>
            {titleCase(x.name)}
          </Text>
          {x.swappedFrom && (
            <Text size="xs" c="dimmed">
              Swapped from {titleCase(x.swappedFrom)}
            </Text>
          )}
        </div>
        {skipped ? (
          <Badge color="gray">Skipped</Badge>
        ) : (
          <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
            {t.setsReps}
          </Text>
        )}
      </Group>
      <Group gap={6} mt={6}>
        {t.load && (
          <Badge variant="light" radius="sm" tt="none">
            {t.load}
          </Badge>
        )}
        {t.effort && (
          <Badge variant="default" radius="sm" tt="none">
            {t.effort}
          </Badge>
        )}
        {x.muscleGroups.map((m) => (
          <Badge key={m} variant="outline" color="gray" size="sm">
            {m}
          </Badge>
        ))}
      </Group>
      {!skipped && (
        <Text size="xs" c="dimmed" mt={6}>
          {x.basis}
        </Text>
      )}
      <SimpleGrid cols={2} spacing={6} mt="sm">
        <Button
          size="xs"
          leftSection={<IconCheck size={14} />}
          disabled={skipped}
          loading={busy}
          onClick={onAsPrescribed}
        >
          As Prescribed
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconAdjustments size={14} />}
          disabled={skipped || busy}
          onClick={onWithChanges}
        >
          With Changes
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowsExchange size={14} />}
          disabled={skipped || busy}
          onClick={onSwap}
        >
          Swap Exercise
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={skipped ? <IconRotate size={14} /> : <IconPlayerSkipForward size={14} />}
          disabled={busy}
          onClick={() => onSkip(!skipped)}
        >
          {skipped ? 'Unskip' : 'Skip Today'}
        </Button>
      </SimpleGrid>
    </Card>
  );
}
