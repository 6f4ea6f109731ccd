import { Button, Group, Modal, Text } from '@mantine/core';

/** 'Restore Previous Progress?' (spec 2 §2): offered once on entry when a fresh draft is saved. */
export function RestoreDialog({
  opened,
  onFresh,
  onRestore,
}: {
  opened: boolean;
  onFresh: () => void;
  onRestore: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onFresh} title="Restore Previous Progress?" centered>
      <Text size="sm" c="dimmed" mb="lg">
        You started describing a program earlier. Pick up where you left off, or start with a blank form.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onFresh}>
          Start Fresh
        </Button>
        <Button onClick={onRestore}>Restore Progress</Button>
      </Group>
    </Modal>
  );
}
