import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTable, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { RowErrors } from '../sets/set-rows.ts';
import { formatVolume } from '../shared/format.ts';
import type { EffortPreference, WeightUnit } from '../shared/member.ts';
import { oneDecimal } from '../shared/text.ts';
import { buildGroupSave, editRows, type GroupSave } from './group-edit.ts';
import { type ExerciseGroup, groupStats } from './groups.ts';
import { type EditableRow, PendingBadge, SetTable } from './set-table.tsx';

interface Props {
  group: ExerciseGroup;
  unit: WeightUnit;
  preference: EffortPreference;
  /** false once the workout is completed: no edit or delete */
  editable: boolean;
  editing: boolean;
  saving: boolean;
  onStartEdit: () => void;
  onCancelEdit: () => void;
  onSave: (save: GroupSave) => void;
  onEditDetails: () => void;
  onDelete: () => void;
}

/** One exercise: its sets, '{n} sets total', average effort, volume and notes; edit mode for its sets. */
export function ExerciseGroupCard(props: Props) {
  const { group, unit, preference, editable, editing } = props;
  const stats = groupStats(group.sets, preference);
  const effortLabel = preference === 'rir' ? 'RIR' : 'RPE';

  return (
    <Card padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap={8}>
              {group.pending ? (
                <Text fw={800} size="lg" lh={1.2}>
                  {group.title}
                </Text>
              ) : (
                // The exercise's own page: its e1RM over time, records and weekly volume.
                <Anchor
                  fw={800}
                  size="lg"
                  lh={1.2}
                  c="var(--mantine-color-text)"
                  aria-label={`${group.title} progress`}
                  renderRoot={(props) => (
                    <Link to="/exercises/$name" params={{ name: group.key }} {...props} />
                  )}
                >
                  {group.title}
                </Anchor>
              )}
              {group.pending && <PendingBadge />}
            </Group>
            {group.muscleGroups.length > 0 && (
              <Group gap={4}>
                {group.muscleGroups.map((m) => (
                  <Badge key={m} size="sm" variant="light" radius="sm">
                    {m}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
          {editable && !editing && (
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={`Edit sets of ${group.title}`}
                disabled={group.pending}
                onClick={props.onStartEdit}
              >
                <IconTable size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={`Edit ${group.title}`}
                disabled={group.pending}
                onClick={props.onEditDetails}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="lg"
                color="red"
                aria-label={`Delete ${group.title}`}
                disabled={group.pending}
                onClick={props.onDelete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          )}
        </Group>

        {editing ? (
          <GroupEditor {...props} />
        ) : (
          <SetTable sets={group.sets} unit={unit} preference={preference} />
        )}

        <Group gap="md" fz="sm" c="dimmed">
          <Text size="sm" c="dimmed">
            {stats.setCount} {stats.setCount === 1 ? 'set' : 'sets'} total
          </Text>
          {stats.averageEffort !== null && (
            <Text size="sm" c="dimmed">
              Avg {effortLabel} {oneDecimal(stats.averageEffort)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {formatVolume(stats.volume, unit)}
          </Text>
        </Group>
        {stats.notes && (
          <Text size="sm" fs="italic">
            {stats.notes}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Mounted only while editing, so Cancel (unmount) discards every change. */
function GroupEditor({ group, unit, preference, saving, onCancelEdit, onSave }: Props) {
  const [rows, setRows] = useState<EditableRow[]>(() => editRows(group.sets, unit, preference));
  const [errors, setErrors] = useState<Map<string, RowErrors>>(new Map());

  const save = () => {
    const result = buildGroupSave(rows, group.sets, unit, preference);
    setErrors(result.errors ?? new Map());
    if (result.save) onSave(result.save);
  };

  return (
    <Stack gap="sm">
      <SetTable
        sets={group.sets}
        unit={unit}
        preference={preference}
        rows={rows}
        errors={errors}
        onRowChange={(row) => setRows((all) => all.map((r) => (r.key === row.key ? row : r)))}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="sm" onClick={onCancelEdit} disabled={saving}>
          Cancel
        </Button>
        <Button size="sm" onClick={save} disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Group>
    </Stack>
  );
}
