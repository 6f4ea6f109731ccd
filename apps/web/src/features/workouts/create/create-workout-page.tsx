import { todayIn } from '@coach/api-contract/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useMember } from '../shared/member.ts';
import { CreateWorkoutForm } from './create-workout-form.tsx';

/** /workout-journal without an id: offer the workout in progress, else start a new one. */
export function CreateWorkoutPage() {
  const trpc = useTRPC();
  const member = useMember();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: dashboard } = useQuery(trpc.workouts.dashboard.queryOptions());
  const create = useMutation(
    trpc.workouts.create.mutationOptions({
      onSuccess: (workout) => {
        void queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
        void navigate({ to: '/workout-journal/$id', params: { id: String(workout.id) } });
      },
      onError: (error) =>
        toast({
          title: 'Failed to create workout',
          message: errorMessage(error, 'Please check your connection and try again.'),
          tone: 'error',
        }),
    }),
  );
  const resume = dashboard?.resume;

  return (
    <Stack gap="md">
      <PageHeader title="New Workout" subtitle="Log sets as you go; the coach does the math." />
      {resume && (
        <Alert variant="light" title="You have a workout in progress" icon={<IconPlayerPlay size={18} />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm" truncate maw={200}>
              {resume.name || 'Untitled Workout'}
            </Text>
            <Button size="xs" variant="filled" component={Link} to={`/workout-journal/${resume.id}`}>
              Resume
            </Button>
          </Group>
        </Alert>
      )}
      <CreateWorkoutForm
        today={todayIn(member.timeZone)}
        pending={create.isPending}
        onStart={(payload) => create.mutate(payload)}
      />
    </Stack>
  );
}
