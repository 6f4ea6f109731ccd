import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBarbell, IconCheck, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingScreen } from '../../../components/feedback/loading-screen.tsx';
import { errorStatus } from '../../../lib/errors.ts';
import { type RouterOutputs, type User, useTRPC } from '../../../lib/trpc.ts';
import { CoachEntry } from '../coach/coach-entry.tsx';
import { useOutboxItems } from '../offline/use-outbox.ts';
import { AddExerciseModal } from '../sets/add-exercise-modal.tsx';
import { useMember } from '../shared/member.ts';
import { AchievementDialog, CompleteWorkoutDialog, DeleteGroupDialog } from './dialogs.tsx';
import { EditExerciseDialog } from './edit-exercise-dialog.tsx';
import { ExerciseGroupCard } from './exercise-group-card.tsx';
import { groupExercises, groupStats, workoutVolume } from './groups.ts';
import { JournalHeader } from './journal-header.tsx';
import { journalQuery } from './journal-query.ts';
import { pendingFor } from './pending.ts';
import { ProgrammedExercises } from './programmed/programmed-exercises.tsx';
import { useJournalActions } from './use-journal-actions.ts';
import { AnalysisCard, SummaryStats } from './workout-summary.tsx';

type Workout = RouterOutputs['workouts']['byId'];
type Achievement = RouterOutputs['workouts']['complete']['achievements'][number];

/** /workout-journal/{id} and /workouts/{id}: read the workout, then the journal (or why it cannot show). */
export function JournalPage({ id }: { id: number }) {
  const trpc = useTRPC();
  const member = useMember();
  const query = useQuery(journalQuery(trpc, id));
  if (query.data) return <Journal workout={query.data} member={member} />;
  if (query.isError)
    return <JournalError missing={errorStatus(query.error) === 404} retry={() => query.refetch()} />;
  // React Query waits for the connection instead of failing; say so rather than spin.
  if (query.fetchStatus === 'paused')
    return <JournalError offline missing={false} retry={() => query.refetch()} />;
  return <LoadingScreen message="Loading your workout..." />;
}

function Journal({ workout, member }: { workout: Workout; member: User }) {
  const navigate = useNavigate();
  const actions = useJournalActions(workout.id);
  const outbox = useOutboxItems(member.id);
  const groups = groupExercises(workout.exercises, pendingFor(outbox, workout.id), member.weight);
  const unit = member.weightUnit;
  const preference = member.effortTrackingPreference;
  const done = workout.isCompleted;

  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [detailsKey, setDetailsKey] = useState<string | null>(null);
  const [deleteKey, setDeleteKey] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const [achievement, setAchievement] = useState<Achievement | null>(null);
  const find = (key: string | null) => groups.find((g) => g.key === key) ?? null;
  const detailsGroup = find(detailsKey);
  const deleteGroup = find(deleteKey);

  const finish = async () => {
    const result = await actions.completeWorkout().catch(() => null);
    if (!result) return;
    setConfirmComplete(false);
    const first = result.achievements[0];
    if (first) setAchievement(first);
    else void navigate({ to: '/' });
  };

  return (
    <Stack gap="lg">
      <JournalHeader name={workout.name} date={workout.date} volumeLb={workoutVolume(groups)} unit={unit} />

      {!done && (
        <ProgrammedExercises
          workoutId={workout.id}
          planned={workout.planned}
          unit={unit}
          preference={preference}
        />
      )}

      {!done && <CoachEntry workoutId={workout.id} />}

      <section>
        <Group justify="space-between" mb="sm">
          <Group gap="xs">
            <Title order={2} fz={20}>
              {done ? 'Workout Summary' : 'Completed Exercises'}
            </Title>
            {done && (
              <Badge color="teal" leftSection={<IconCheck size={12} />}>
                Completed
              </Badge>
            )}
          </Group>
        </Group>
        <Stack gap="sm">
          {done && <SummaryStats workout={workout} unit={unit} />}
          {done && workout.aiAnalysis && <AnalysisCard analysis={workout.aiAnalysis} unit={unit} />}
          {groups.length === 0 && <NoExercises done={done} />}
          {groups.map((group) => (
            <ExerciseGroupCard
              key={group.key}
              group={group}
              unit={unit}
              preference={preference}
              editable={!done}
              editing={editingKey === group.key}
              saving={actions.savingGroup}
              onStartEdit={() => setEditingKey(group.key)}
              onCancelEdit={() => setEditingKey(null)}
              onSave={(save) =>
                actions.saveSets(group, save).then(
                  () => setEditingKey(null),
                  () => {},
                )
              }
              onEditDetails={() => setDetailsKey(group.key)}
              onDelete={() => setDeleteKey(group.key)}
            />
          ))}
          {!done && (
            <Button
              variant="default"
              size="md"
              fullWidth
              leftSection={<IconPlus size={18} />}
              style={{ borderStyle: 'dashed' }}
              onClick={() => setAdding(true)}
            >
              Add exercise
            </Button>
          )}
        </Stack>
      </section>

      {workout.notes && (
        <Card padding="md">
          <Text fw={700} size="sm" mb={4}>
            Notes
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {workout.notes}
          </Text>
        </Card>
      )}

      {!done && (
        <Button
          size="lg"
          fullWidth
          color="teal"
          leftSection={<IconCheck size={20} />}
          onClick={() => setConfirmComplete(true)}
        >
          Complete Workout
        </Button>
      )}

      <AddExerciseModal
        opened={adding}
        workoutId={workout.id}
        member={member}
        onClose={() => setAdding(false)}
      />
      <EditExerciseDialog
        group={detailsGroup}
        notes={detailsGroup ? groupStats(detailsGroup.sets, preference).notes : ''}
        onClose={() => setDetailsKey(null)}
        onSave={async (patch) => {
          if (detailsGroup) await actions.saveDetails(detailsGroup, patch);
          setDetailsKey(null);
        }}
        onAiEdit={async (instruction) => {
          if (detailsGroup) await actions.editWithCoach(detailsGroup, instruction);
          setDetailsKey(null);
        }}
      />
      <DeleteGroupDialog
        opened={deleteGroup !== null}
        deleting={actions.deleting}
        onCancel={() => setDeleteKey(null)}
        onConfirm={() => {
          if (deleteGroup)
            void actions.removeGroup(deleteGroup).then(
              () => setDeleteKey(null),
              () => {},
            );
        }}
      />
      <CompleteWorkoutDialog
        opened={confirmComplete}
        completing={actions.completing}
        exerciseCount={groups.length}
        startedAt={workout.createdAt}
        onCancel={() => setConfirmComplete(false)}
        onConfirm={finish}
      />
      <AchievementDialog
        achievement={achievement}
        onContinue={() => {
          setAchievement(null);
          void navigate({ to: '/' });
        }}
      />
    </Stack>
  );
}

function NoExercises({ done }: { done: boolean }) {
  return (
    <Card padding="xl">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconBarbell size={28} />
        </ThemeIcon>
        <Text fw={700}>{done ? 'No exercises were logged' : 'No exercises logged yet'}</Text>
        {!done && (
          <Text size="sm" c="dimmed" maw={300}>
            Tell the coach what you did above, or add an exercise by hand.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function JournalError({
  missing,
  offline = false,
  retry,
}: {
  missing: boolean;
  offline?: boolean;
  retry: () => void;
}) {
  return (
    <Card mt="xl">
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" color={missing ? 'gray' : 'red'} variant="light" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={2}>
          {missing ? 'Workout not found' : offline ? "You're offline" : 'Could not load this workout'}
        </Title>
        <Text c="dimmed" maw={300}>
          {missing
            ? 'It may have been deleted, or the link is wrong.'
            : offline
              ? 'This workout will load as soon as your connection is back.'
              : 'Please check your connection and try again.'}
        </Text>
        {!missing && !offline && <Button onClick={retry}>Try again</Button>}
        <Button variant="subtle" component={Link} to="/workouts">
          Workout History
        </Button>
      </Stack>
    </Card>
  );
}
