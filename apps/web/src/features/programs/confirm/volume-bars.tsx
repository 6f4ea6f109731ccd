import type { GroupVolume } from '@coach/ai/schemas';
import { Group, Stack, Text } from '@mantine/core';
import { oneDecimal, titleCase } from '../../workouts/shared/text.ts';
import classes from './volume-bar.module.css';

const STATUS = {
  within: { color: 'var(--mantine-color-teal-6)', text: 'In range' },
  under: { color: 'var(--mantine-color-yellow-6)', text: 'Below range' },
  over: { color: 'var(--mantine-color-orange-6)', text: 'Above range' },
  none: { color: 'var(--mantine-color-gray-5)', text: 'Not trained' },
} as const;

/**
 * Weekly hard sets per muscle group against the level's band: the shaded zone is the band, the bar is
 * this program's sets, on one scale for every group so they compare at a glance.
 */
export function VolumeBars({ volume }: { volume: GroupVolume[] }) {
  const scale = Math.max(...volume.map((v) => Math.max(v.sets, v.max * 1.25)), 1);
  const pct = (n: number) => `${Math.min(100, (n / scale) * 100)}%`;
  return (
    <Stack gap="sm">
      {volume.map((v) => {
        const status = STATUS[v.status];
        return (
          <div key={v.group}>
            <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
              <Text size="sm" fw={600}>
                {titleCase(v.group)}
              </Text>
              <Text size="xs" c="dimmed">
                <Text span fw={700} c="var(--mantine-color-text)">
                  {oneDecimal(v.sets)} sets
                </Text>{' '}
                · target {v.min}-{v.max} · {status.text}
              </Text>
            </Group>
            <div
              className={classes.track}
              role="img"
              aria-label={`${titleCase(v.group)}: ${oneDecimal(v.sets)} sets a week, target ${v.min}-${v.max}`}
            >
              <div
                className={classes.band}
                style={{ left: pct(v.min), width: `calc(${pct(v.max)} - ${pct(v.min)})` }}
              />
              <div className={classes.fill} style={{ width: pct(v.sets), background: status.color }} />
            </div>
          </div>
        );
      })}
    </Stack>
  );
}
