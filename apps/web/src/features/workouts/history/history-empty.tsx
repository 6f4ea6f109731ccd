import { Button, Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBarbell, IconSearchOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Spec 2 §2: one message while a search or filter hides everything, another for an empty history. */
export function HistoryEmpty({ filtering }: { filtering: boolean }) {
  return (
    <Card padding="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color={filtering ? 'gray' : 'brand'} aria-hidden>
          {filtering ? <IconSearchOff size={28} /> : <IconBarbell size={28} />}
        </ThemeIcon>
        <Text fw={800} size="lg">
          {filtering ? 'No workouts found' : 'No workouts yet'}
        </Text>
        <Text size="sm" c="dimmed" maw={300}>
          {filtering
            ? 'Try adjusting your search or filter settings'
            : 'Start your fitness journey by creating your first workout!'}
        </Text>
        {!filtering && (
          <Button component={Link} to="/workout-journal" mt="sm">
            Create First Workout
          </Button>
        )}
      </Stack>
    </Card>
  );
}
