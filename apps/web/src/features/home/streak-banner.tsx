import { Badge, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import classes from './streak-banner.module.css';

/** Three days in a row earns the badge; one or two is a start, not yet a fire. */
const ON_FIRE_FROM = 3;

/** 'N Day Streak' with 'ON FIRE' from three days; at 0 it invites today's session instead. */
export function StreakBanner({ streak }: { streak: number }) {
  const alive = streak > 0;
  return (
    <Card className={classes.banner} data-cold={alive ? undefined : true} padding="lg">
      <Group justify="space-between" wrap="nowrap">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={52} radius="xl" className={classes.flame} aria-hidden>
            <IconFlame size={30} />
          </ThemeIcon>
          <div>
            <Text fz={26} fw={800} lh={1.1}>
              {streak} Day Streak
            </Text>
            <Text size="sm" opacity={0.9}>
              {alive ? 'Keep it going today!' : 'Complete a workout today to start one.'}
            </Text>
          </div>
        </Group>
        {streak >= ON_FIRE_FROM && (
          <Badge color="white" c="ember.8" variant="filled" size="lg" radius="sm">
            ON FIRE
          </Badge>
        )}
      </Group>
    </Card>
  );
}
