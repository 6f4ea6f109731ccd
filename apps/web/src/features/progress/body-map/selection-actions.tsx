import type { BodyGroup } from '@coach/ai/schemas';
import { Button, Stack, Text } from '@mantine/core';
import { IconBarbell, IconSparkles, IconTarget, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { newIdempotencyKey } from '../../workouts/shared/text.ts';
import { ordered, programGoalsText } from './selection.ts';

/** The spec's buttons for a selection, each doing what it says. */
export function SelectionActions({
  selected,
  onClear,
  onSetGoal,
}: {
  selected: ReadonlySet<BodyGroup>;
  onClear: () => void;
  onSetGoal: (group: BodyGroup) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const targeted = useMutation(trpc.progress.targetedWorkout.mutationOptions());
  // One key per selection, so a double tap (or a retry after a lost answer) makes one workout.
  const key = useRef({ groups: '', value: newIdempotencyKey() });
  const groups = ordered(selected);
  const none = groups.length === 0;

  const startWorkout = async () => {
    if (key.current.groups !== groups.join())
      key.current = { groups: groups.join(), value: newIdempotencyKey() };
    try {
      const workout = await targeted.mutateAsync({ groups, idempotencyKey: key.current.value });
      await queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });
      await navigate({ to: '/workout-journal/$id', params: { id: String(workout.id) } });
    } catch (error) {
      toast({
        title: 'Could not start the workout',
        message: errorMessage(error, 'Please try again.'),
        tone: 'error',
      });
    }
  };

  // Long labels wrap on a phone instead of being cut off.
  const wrap = {
    h: 'auto',
    py: 10,
    styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" ta="center">
        {none ? 'Select muscle groups above to plan around them.' : `${groups.length} selected`}
      </Text>
      <Button
        {...wrap}
        leftSection={<IconSparkles size={18} />}
        disabled={none}
        onClick={() =>
          navigate({ href: `/programs/generate?goals=${encodeURIComponent(programGoalsText(selected))}` })
        }
      >
        Generate Program for Selected Muscles
      </Button>
      <Button
        {...wrap}
        variant="light"
        leftSection={<IconBarbell size={18} />}
        disabled={none}
        loading={targeted.isPending}
        onClick={startWorkout}
      >
        Start Targeted Workout
      </Button>
      <Button
        {...wrap}
        variant="light"
        leftSection={<IconTarget size={18} />}
        disabled={none}
        onClick={() => groups[0] && onSetGoal(groups[0])}
      >
        Set Muscle Group Goal
      </Button>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconX size={16} />}
        disabled={none}
        onClick={onClear}
      >
        Clear Selection
      </Button>
    </Stack>
  );
}
