import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type User, useTRPC } from '../../../lib/trpc.ts';
import { useLogSets } from '../offline/use-outbox.ts';
import { newIdempotencyKey, titleCase } from '../shared/text.ts';
import { AddExerciseForm } from './add-exercise-form.tsx';
import { ExercisePicker } from './exercise-picker.tsx';

/** 'Add exercise': pick from the catalogue (or type a name), then enter sets; works offline. */
export function AddExerciseModal({
  opened,
  workoutId,
  member,
  onClose,
}: {
  opened: boolean;
  workoutId: number;
  member: User;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [name, setName] = useState<string | null>(null);
  const close = () => {
    setName(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={name ? 'Log sets' : 'Add exercise'}
      fullScreen={phone}
      size="lg"
      radius={phone ? 0 : undefined}
    >
      {name === null ? (
        <ExercisePicker onPick={setName} />
      ) : (
        <SetsStep
          key={name}
          name={name}
          workoutId={workoutId}
          member={member}
          onBack={() => setName(null)}
          onDone={close}
        />
      )}
    </Modal>
  );
}

function SetsStep({
  name,
  workoutId,
  member,
  onBack,
  onDone,
}: {
  name: string;
  workoutId: number;
  member: User;
  onBack: () => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const last = useQuery({ ...trpc.exercises.last.queryOptions({ name, workoutId }), staleTime: 60_000 });
  const log = useLogSets(member.id);
  // One key per attempt at this exercise: a retry after a lost answer saves the sets once.
  const [key] = useState(newIdempotencyKey);
  const [saving, setSaving] = useState(false);

  return (
    <AddExerciseForm
      name={name}
      last={last.isPending ? undefined : (last.data ?? [])}
      unit={member.weightUnit}
      preference={member.effortTrackingPreference}
      saving={saving}
      onChangeExercise={onBack}
      onSave={async (sets, notes) => {
        setSaving(true);
        try {
          const result = await log({ workoutId, name, sets, notes, idempotencyKey: key });
          toast(
            result.status === 'saved'
              ? {
                  title: 'Exercise added',
                  message: `${sets.length} sets of ${titleCase(name)}`,
                  tone: 'success',
                }
              : {
                  title: 'Saved on this device',
                  message: 'Your sets will sync as soon as you are back online.',
                  tone: 'warning',
                },
          );
          onDone();
        } catch (error) {
          toast(
            error instanceof DOMException
              ? {
                  title: 'Auto-save Warning',
                  message:
                    'Unable to save your progress locally. Your data may be lost if you leave the page.',
                  tone: 'error',
                }
              : {
                  title: 'Failed to add exercise',
                  message: errorMessage(error, 'Please try again.'),
                  tone: 'error',
                },
          );
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}
