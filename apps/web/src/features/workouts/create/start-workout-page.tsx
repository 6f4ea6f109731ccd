import { todayIn } from '@coach/api-contract/domain';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LoadingScreen } from '../../../components/feedback/loading-screen.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useMember } from '../shared/member.ts';
import { newIdempotencyKey } from '../shared/text.ts';
import { startPayload } from './create-payload.ts';

export interface StartSearch {
  name?: string;
  date?: string;
  programId?: number;
}

/**
 * /workout: starts the workout and replaces this URL with its journal, so Back does not start a second
 * one. `workouts.start` answers the in-progress workout of the same name and date (or program day)
 * instead of a new one, so reloading or reopening this address never piles up workouts; the
 * idempotency key covers a retry, or React running the effect twice.
 */
export function StartWorkoutPage({ search }: { search: StartSearch }) {
  const trpc = useTRPC();
  const member = useMember();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const create = useMutation(
    trpc.workouts.start.mutationOptions({
      onSuccess: (workout) => {
        void queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
        void navigate({ to: '/workout-journal/$id', params: { id: String(workout.id) }, replace: true });
      },
    }),
  );
  const start = () => create.mutate(startPayload(search, todayIn(member.timeZone), key));
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  });

  if (!create.isError) return <LoadingScreen message="Preparing your workout..." />;
  return (
    <Card mt="xl">
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={2}>Failed to start workout</Title>
        <Text c="dimmed" maw={300}>
          {errorMessage(create.error, 'Please check your connection and try again.')}
        </Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={start} loading={create.isPending}>
          Try again
        </Button>
        <Button variant="subtle" component={Link} to="/">
          Back to home
        </Button>
      </Stack>
    </Card>
  );
}
