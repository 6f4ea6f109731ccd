import { formatWeight } from '@coach/api-contract/domain';
import { ActionIcon, Badge, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { effortScale, effortShown } from '../sets/effort.ts';
import type { SetRow } from '../sets/set-rows.ts';
import type { EffortPreference, WeightUnit } from '../shared/member.ts';
import { oneDecimal } from '../shared/text.ts';
import type { GroupSet } from './groups.ts';

/** 'BW', 'BW + 25 lbs', '185 lbs' or a dash: what was lifted, in the member's unit. */
export function weightText(set: Pick<GroupSet, 'weight' | 'isBodyweight'>, unit: WeightUnit): string {
  if (set.isBodyweight) return set.weight ? `BW + ${formatWeight(set.weight, unit)}` : 'BW';
  return set.weight === null ? '—' : formatWeight(set.weight, unit);
}

export interface EditableRow extends SetRow {
  id: number;
  removed: boolean;
}

interface Props {
  sets: GroupSet[];
  unit: WeightUnit;
  preference: EffortPreference;
  /** edit mode: one row per stored set, typed in the member's unit and scale */
  rows?: EditableRow[];
  errors?: Map<string, Partial<Record<'reps' | 'weight' | 'effort', string>>>;
  onRowChange?: (row: EditableRow) => void;
}

/** The group's sets: Set, Reps, Weight, the effort column per preference, and Action while editing. */
export function SetTable({ sets, unit, preference, rows, errors, onRowChange }: Props) {
  const scale = effortScale(preference);
  const editing = rows !== undefined;
  return (
    <Table verticalSpacing={6} horizontalSpacing={6} layout="fixed" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>Set</Table.Th>
          <Table.Th>Reps</Table.Th>
          <Table.Th>Weight</Table.Th>
          {scale && <Table.Th>{scale.label}</Table.Th>}
          {editing && (
            <Table.Th w={52} ta="center">
              Action
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {editing
          ? rows.map((row, i) => (
              <EditRow
                key={row.key}
                index={i}
                row={row}
                unit={unit}
                effortLabel={scale?.label ?? null}
                errors={errors?.get(row.key)}
                onChange={(r) => onRowChange?.(r)}
              />
            ))
          : sets.map((set, i) => {
              const effort = effortShown(set.rpe, preference);
              return (
                <Table.Tr key={set.key} opacity={set.pending ? 0.7 : 1}>
                  <Table.Td fw={700}>{i + 1}</Table.Td>
                  <Table.Td>{set.reps ?? '—'}</Table.Td>
                  <Table.Td>{weightText(set, unit)}</Table.Td>
                  {scale && <Table.Td>{effort === null ? '—' : oneDecimal(effort)}</Table.Td>}
                </Table.Tr>
              );
            })}
      </Table.Tbody>
    </Table>
  );
}

function EditRow({
  index,
  row,
  unit,
  effortLabel,
  errors,
  onChange,
}: {
  index: number;
  row: EditableRow;
  unit: WeightUnit;
  effortLabel: string | null;
  errors: Partial<Record<'reps' | 'weight' | 'effort', string>> | undefined;
  onChange: (row: EditableRow) => void;
}) {
  const field = (name: 'reps' | 'weight' | 'effort', label: string, mode: 'numeric' | 'decimal') => (
    <Table.Td>
      <TextInput
        size="xs"
        inputMode={mode}
        aria-label={`Set ${index + 1} ${label}`}
        value={row[name]}
        error={errors?.[name]}
        disabled={row.removed}
        onChange={(e) => onChange({ ...row, [name]: e.currentTarget.value })}
      />
    </Table.Td>
  );
  return (
    <Table.Tr opacity={row.removed ? 0.45 : 1}>
      <Table.Td fw={700} td={row.removed ? 'line-through' : undefined}>
        {index + 1}
      </Table.Td>
      {field('reps', 'reps', 'numeric')}
      {field('weight', `weight (${unit === 'kg' ? 'kg' : 'lbs'})`, 'decimal')}
      {effortLabel && field('effort', effortLabel, 'numeric')}
      <Table.Td ta="center">
        <ActionIcon
          variant={row.removed ? 'filled' : 'subtle'}
          color="red"
          aria-label={row.removed ? `Keep set ${index + 1}` : `Remove set ${index + 1}`}
          aria-pressed={row.removed}
          onClick={() => onChange({ ...row, removed: !row.removed })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

export function PendingBadge() {
  return (
    <Badge size="xs" variant="light" color="yellow" title="Saved on this device; syncs when you are online">
      Pending sync
    </Badge>
  );
}

export function UnitHint({ unit }: { unit: WeightUnit }) {
  return (
    <Text size="xs" c="dimmed">
      Weights in {unit === 'kg' ? 'kg' : 'lbs'}
    </Text>
  );
}
