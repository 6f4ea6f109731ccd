import type { BodyGroup } from '@coach/ai/schemas';
import { ActionIcon, Group, Progress, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { BAND_COLOR, bandLong, bandPercent, setsText } from './band.ts';
import classes from './group-cards.module.css';

type BodyMap = RouterOutputs['progress']['bodyMap'];

/**
 * The spec's six group cards, multi-selectable (a pressed toggle each), with a real bar: this week's
 * hard sets against the top of the group's own band (arms and legs are two muscles: twice the sets).
 * The info button opens the group's detail dialog.
 */
export function GroupCards({
  map,
  selected,
  onToggle,
  onDetails,
}: {
  map: BodyMap;
  selected: ReadonlySet<BodyGroup>;
  onToggle: (group: BodyGroup) => void;
  onDetails: (group: BodyGroup) => void;
}) {
  return (
    <SimpleGrid cols={2} spacing="xs">
      {map.groups.map((g) => {
        const on = selected.has(g.group);
        return (
          <div key={g.id} className={classes.card} data-selected={on}>
            <UnstyledButton className={classes.toggle} aria-pressed={on} onClick={() => onToggle(g.group)}>
              <Group gap={6} wrap="nowrap" mb={2}>
                {on && <IconCheck size={16} className={classes.check} aria-hidden />}
                <Text fw={800}>{g.displayName}</Text>
              </Group>
              <Text size="xs" c="dimmed" mb={8}>
                {setsText(g.sets)} / {g.band.min}-{g.band.max}
                {/* The name comes from the visible text (axe: label-content-name-mismatch); the band's verdict is spoken too. */}
                <VisuallyHidden> this week. {bandLong(g.status)}</VisuallyHidden>
              </Text>
              <Progress
                value={bandPercent(g.sets, g.band)}
                color={BAND_COLOR[g.status]}
                size="sm"
                aria-hidden
              />
            </UnstyledButton>
            <ActionIcon
              className={classes.info}
              variant="subtle"
              color="gray"
              aria-label={`${g.displayName} details`}
              onClick={() => onDetails(g.group)}
            >
              <IconInfoCircle size={18} />
            </ActionIcon>
          </div>
        );
      })}
    </SimpleGrid>
  );
}
