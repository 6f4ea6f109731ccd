import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useMember } from '../../workouts/shared/member.ts';
import type { Goal } from './goal-card.tsx';
import { GoalForm } from './goal-form.tsx';
import { draftToInput, type GoalDraft, goalToDraft } from './goal-kinds.ts';

/** What the goal form is doing: creating from a draft (maybe prefilled) or editing a goal. */
export type GoalEditor = { mode: 'create'; draft: GoalDraft } | { mode: 'edit'; goal: Goal } | null;

/** Refresh everything a goal shows on: the list, home's Active Goals, the progress insights. */
export function useRefreshGoals() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.goals.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.workouts.dashboard.queryKey() }),
    ]);
}

export function GoalModal({
  editor,
  onClose,
  onSaved,
}: {
  editor: GoalEditor;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const trpc = useTRPC();
  const member = useMember();
  const phone = useMediaQuery('(max-width: 36em)');
  const refresh = useRefreshGoals();
  const create = useMutation(trpc.goals.create.mutationOptions());
  const update = useMutation(trpc.goals.update.mutationOptions());
  const saving = create.isPending || update.isPending;
  const failed = create.error ?? update.error;

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const submit = async (draft: GoalDraft) => {
    const input = draftToInput(draft, member.weightUnit);
    try {
      if (editor?.mode === 'edit') await update.mutateAsync({ id: editor.goal.id, ...input });
      else await create.mutateAsync(input);
    } catch {
      return; // the form shows the server's message
    }
    await refresh();
    toast({
      title: editor?.mode === 'edit' ? 'Goal updated' : 'Goal created',
      message: input.title,
      tone: 'success',
    });
    close();
    onSaved?.();
  };

  const initial = editor?.mode === 'edit' ? goalToDraft(editor.goal, member.weightUnit) : editor?.draft;
  return (
    <Modal
      opened={editor !== null}
      onClose={close}
      title={
        <Text fw={800} fz="lg">
          {editor?.mode === 'edit' ? 'Edit goal' : 'New goal'}
        </Text>
      }
      fullScreen={phone}
      radius={phone ? 0 : undefined}
      size="lg"
    >
      {initial && (
        <GoalForm
          key={editor?.mode === 'edit' ? `edit-${editor.goal.id}` : 'create'}
          initial={initial}
          unit={member.weightUnit}
          saving={saving}
          serverError={failed ? errorMessage(failed, 'Could not save the goal. Please try again.') : null}
          submitLabel={editor?.mode === 'edit' ? 'Save goal' : 'Create goal'}
          onCancel={close}
          onSubmit={submit}
        />
      )}
    </Modal>
  );
}
