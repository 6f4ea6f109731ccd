/** The journal's writes, each with the spec's toasts (spec 2 §8), refreshing the workout afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, errorStatus } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useOfflineWrite } from '../offline/use-outbox.ts';
import { useMember } from '../shared/member.ts';
import { newIdempotencyKey } from '../shared/text.ts';
import type { GroupSave } from './group-edit.ts';
import type { ExerciseGroup } from './groups.ts';

export function useJournalActions(workoutId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.workouts.pathKey() });

  const updateGroup = useMutation(trpc.exercises.updateGroup.mutationOptions());
  const deleteGroup = useMutation(trpc.exercises.deleteGroup.mutationOptions());
  const editWithAi = useMutation(trpc.exercises.editWithAi.mutationOptions());
  const complete = useMutation(trpc.workouts.complete.mutationOptions());
  // Set edits and completion also work offline: they wait in the outbox (see offline/outbox.ts).
  const write = useOfflineWrite(useMember().id);
  const savedOnDevice = (message: string) =>
    toast({ title: 'Saved on this device', message, tone: 'warning' });

  return {
    savingGroup: updateGroup.isPending,
    deleting: deleteGroup.isPending,
    completing: complete.isPending,

    /** Edit mode's Save: one transactional update of the group, removed sets included. */
    async saveSets(group: ExerciseGroup, save: GroupSave) {
      try {
        const input = { workoutId, name: group.name, sets: save.sets, removeIds: save.removed };
        const outcome = await write({ kind: 'updateGroup', input }, newIdempotencyKey(), () =>
          updateGroup.mutateAsync(input),
        );
        if (outcome.status === 'queued')
          savedOnDevice('Your changes will sync as soon as you are back online.');
        await refresh();
      } catch (error) {
        toast({
          title: 'Failed to save exercise',
          message: errorMessage(error, 'Please try again.'),
          tone: 'error',
        });
        await refresh();
        throw error;
      }
    },

    /** The dialog's manual part: the group's name and notes. */
    async saveDetails(group: ExerciseGroup, patch: { name: string; notes: string | null }) {
      try {
        await updateGroup.mutateAsync({
          workoutId,
          name: group.name,
          newName: patch.name,
          notes: patch.notes,
          sets: [],
        });
        toast({ title: 'Exercise updated successfully', message: patch.name, tone: 'success' });
        await refresh();
      } catch (error) {
        toast({
          title: 'Failed to update exercise',
          message: errorMessage(error, 'Please try again.'),
          tone: 'error',
        });
        throw error;
      }
    },

    /** The dialog's natural-language part: the coach edits the whole group. */
    async editWithCoach(group: ExerciseGroup, instruction: string) {
      const anySet = group.sets.find((s) => s.id !== null);
      if (!anySet?.id) return;
      try {
        const result = await editWithAi.mutateAsync({ id: anySet.id, editInstruction: instruction });
        toast({
          title: 'Exercise Updated!',
          message: result.changesSummary || 'Exercise successfully updated with your changes.',
          tone: 'success',
        });
        await refresh();
      } catch (error) {
        // A 400 explains what the coach could not understand; anything else gets the spec's wording.
        const understood = errorStatus(error) === 400;
        toast({
          title: 'Edit Failed',
          message: understood
            ? errorMessage(error, 'Could not process your edit instruction. Please try again.')
            : 'Could not process your edit instruction. Please try again.',
          tone: 'error',
        });
        throw error;
      }
    },

    async removeGroup(group: ExerciseGroup) {
      try {
        await deleteGroup.mutateAsync({ workoutId, name: group.name });
        toast({ title: 'Exercise deleted successfully', message: group.title, tone: 'success' });
        await refresh();
      } catch (error) {
        toast({
          title: 'Failed to delete exercise',
          message: errorMessage(error, 'Please try again.'),
          tone: 'error',
        });
        throw error;
      }
    },

    async completeWorkout() {
      try {
        const outcome = await write({ kind: 'complete', input: { id: workoutId } }, newIdempotencyKey(), () =>
          complete.mutateAsync({ id: workoutId }),
        );
        if (outcome.status === 'queued') {
          savedOnDevice('The workout will be completed as soon as you are back online.');
          return { achievements: [] };
        }
        await refresh();
        return outcome.result;
      } catch (error) {
        toast({
          title: 'Failed to complete workout',
          message: errorMessage(error, 'Please check your connection and try again.'),
          tone: 'error',
        });
        throw error;
      }
    },
  };
}
