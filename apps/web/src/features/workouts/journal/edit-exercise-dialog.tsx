import { Button, Divider, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { ExerciseGroup } from './groups.ts';

const EXAMPLES = ['Change weight to 185 lbs', 'Make it 4 sets', 'Set RPE to 8'];

/**
 * 'Edit Exercise': a natural-language instruction for the coach, or the name and notes by hand. Both
 * act on the whole group. The callers resolve to close the dialog and reject to keep it open.
 */
export function EditExerciseDialog({
  group,
  notes,
  onClose,
  onSave,
  onAiEdit,
}: {
  group: ExerciseGroup | null;
  notes: string;
  onClose: () => void;
  onSave: (patch: { name: string; notes: string | null }) => Promise<void>;
  onAiEdit: (instruction: string) => Promise<void>;
}) {
  return (
    <Modal opened={group !== null} onClose={onClose} title="Edit Exercise" centered>
      {group && (
        <EditForms
          key={group.key}
          group={group}
          notes={notes}
          onClose={onClose}
          onSave={onSave}
          onAiEdit={onAiEdit}
        />
      )}
    </Modal>
  );
}

function EditForms({
  group,
  notes: initialNotes,
  onClose,
  onSave,
  onAiEdit,
}: {
  group: ExerciseGroup;
  notes: string;
  onClose: () => void;
  onSave: (patch: { name: string; notes: string | null }) => Promise<void>;
  onAiEdit: (instruction: string) => Promise<void>;
}) {
  const [instruction, setInstruction] = useState('');
  const [processing, setProcessing] = useState(false);
  const [name, setName] = useState(group.title);
  const [notes, setNotes] = useState(initialNotes);
  const [saving, setSaving] = useState(false);
  const busy = processing || saving;

  const runAi = async () => {
    setProcessing(true);
    try {
      await onAiEdit(instruction.trim());
    } catch {
      // the caller told the member; the dialog stays open for another try
    } finally {
      setProcessing(false);
    }
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave({ name: name.trim(), notes: notes.trim() || null });
    } catch {
      // as above
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Paper p="sm" radius="md" bg="var(--mantine-primary-color-light)">
        <Stack gap="xs">
          <Group gap={6} c="var(--mantine-primary-color-light-color)">
            <IconSparkles size={18} aria-hidden />
            <Text fw={700}>Quick Edit with Natural Language</Text>
          </Group>
          <Text size="xs" c="dimmed">
            Try: {EXAMPLES.map((e) => `"${e}"`).join(', ')}
          </Text>
          <Textarea
            aria-label="Edit instruction"
            placeholder={EXAMPLES[0]}
            autosize
            minRows={2}
            value={instruction}
            onChange={(e) => setInstruction(e.currentTarget.value)}
          />
          <Button
            onClick={runAi}
            disabled={!instruction.trim() || busy}
            leftSection={<IconSparkles size={16} />}
            size="sm"
          >
            {processing ? 'Processing...' : 'Update Exercise'}
          </Button>
        </Stack>
      </Paper>
      <Divider label="or edit by hand" labelPosition="center" />
      <TextInput
        label="Exercise Name"
        value={name}
        maxLength={120}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Textarea label="Notes" rows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={save} disabled={!name.trim() || busy}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Group>
    </Stack>
  );
}
