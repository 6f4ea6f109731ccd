import { Badge, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBarbell, IconClock, IconTrophy } from '@tabler/icons-react';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { clockTime } from '../shared/dates.ts';

/** Spec 2 §2 delete confirmation. */
export function DeleteGroupDialog({
  opened,
  deleting,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete Exercise" centered>
      <Stack gap="lg">
        <Text>Are you sure you want to delete this exercise? This action cannot be undone.</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Spec 2 §2 complete confirmation. */
export function CompleteWorkoutDialog({
  opened,
  completing,
  exerciseCount,
  startedAt,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  completing: boolean;
  exerciseCount: number;
  startedAt: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Complete Workout" centered>
      <Stack gap="md">
        <Text>Are you ready to finish this workout? AI will analyze your session and provide insights.</Text>
        <Group gap="xs">
          <Badge size="lg" variant="light" tt="none" leftSection={<IconBarbell size={14} />}>
            {exerciseCount} exercises logged
          </Badge>
          <Badge size="lg" variant="light" color="gray" tt="none" leftSection={<IconClock size={14} />}>
            Started {clockTime(startedAt)}
          </Badge>
        </Group>
        <Stack gap="xs">
          <Button color="teal" fullWidth onClick={onConfirm} disabled={completing}>
            {completing ? 'Completing...' : 'Complete Workout'}
          </Button>
          <Button variant="default" fullWidth onClick={onCancel} disabled={completing}>
            Keep Going
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

type Achievement = RouterOutputs['workouts']['complete']['achievements'][number];

/** The first achievement a completion granted, with 'Continue'. */
export function AchievementDialog({
  achievement,
  onContinue,
}: {
  achievement: Achievement | null;
  onContinue: () => void;
}) {
  return (
    <Modal opened={achievement !== null} onClose={onContinue} withCloseButton={false} centered>
      {achievement && (
        <Stack align="center" ta="center" gap="sm" py="md">
          <ThemeIcon size={72} radius="xl" color="ember" aria-hidden>
            <IconTrophy size={40} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
            Achievement unlocked
          </Text>
          {/* Modal.Title names the dialog (aria-labelledby); a plain heading would leave it nameless. */}
          <Modal.Title fz={24} fw={800} lh={1.2}>
            {achievement.title}
          </Modal.Title>
          <Text c="dimmed">{achievement.description || 'Great achievement!'}</Text>
          <Button size="lg" fullWidth mt="sm" onClick={onContinue}>
            Continue
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
