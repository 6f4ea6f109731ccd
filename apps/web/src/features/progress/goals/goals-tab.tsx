import { Button, Card, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconTarget } from '@tabler/icons-react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useMember } from '../../workouts/shared/member.ts';
import { type Goal, GoalCard } from './goal-card.tsx';
import { emptyDraft, type GoalDraft } from './goal-kinds.ts';
import type { GoalEditor } from './goal-modal.tsx';
import { useRefreshGoals } from './goal-modal.tsx';

/** The Goals tab: every goal as a card, 'No goals set' when there are none, create / edit / delete. */
export function GoalsTab({ onEdit }: { onEdit: (editor: GoalEditor) => void }) {
  const trpc = useTRPC();
  const member = useMember();
  const { data: goals } = useSuspenseQuery(trpc.goals.list.queryOptions());
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const create = (draft: GoalDraft = emptyDraft()) => onEdit({ mode: 'create', draft });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz={20}>
          Your goals
        </Title>
        {goals.length > 0 && (
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => create()}>
            New goal
          </Button>
        )}
      </Group>
      {goals.length === 0 ? (
        <Card padding="xl" ta="center">
          <Stack align="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconTarget size={30} />
            </ThemeIcon>
            <Title order={3}>No goals set</Title>
            <Text c="dimmed" size="sm" maw={300}>
              Pick a lift, a weekly habit or a muscle group; the goal tracks itself from your workouts.
            </Text>
            <Button leftSection={<IconPlus size={16} />} onClick={() => create()}>
              Create your first goal
            </Button>
          </Stack>
        </Card>
      ) : (
        goals.map((g) => (
          <GoalCard
            key={g.id}
            goal={g}
            unit={member.weightUnit}
            onEdit={() => onEdit({ mode: 'edit', goal: g })}
            onDelete={() => setDeleting(g)}
          />
        ))
      )}
      <DeleteGoalDialog goal={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function DeleteGoalDialog({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshGoals();
  const remove = useMutation(trpc.goals.delete.mutationOptions());
  const confirm = async () => {
    if (!goal) return;
    try {
      await remove.mutateAsync({ id: goal.id });
      toast({ title: 'Goal deleted', message: goal.title, tone: 'success' });
    } catch (error) {
      toast({
        title: 'Failed to delete goal',
        message: errorMessage(error, 'Please try again.'),
        tone: 'error',
      });
    }
    await refresh();
    onClose();
  };
  return (
    <Modal opened={goal !== null} onClose={onClose} title="Delete goal" centered>
      <Stack gap="lg">
        <Text>Delete “{goal?.title}”? This action cannot be undone.</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
