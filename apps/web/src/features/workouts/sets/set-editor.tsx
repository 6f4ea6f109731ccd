import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { EffortPreference, WeightUnit } from '../shared/member.ts';
import { effortScale } from './effort.ts';
import { emptyRow, type RowErrors, rowKey, type SetRow } from './set-rows.ts';

/**
 * Rows of reps, weight (member's unit) and effort (member's scale; hidden for 'none'). 'Add set'
 * copies the last row, since most sets repeat the one before.
 */
export function SetEditor({
  rows,
  errors,
  unit,
  preference,
  onChange,
}: {
  rows: SetRow[];
  errors: Map<string, RowErrors>;
  unit: WeightUnit;
  preference: EffortPreference;
  onChange: (rows: SetRow[]) => void;
}) {
  const scale = effortScale(preference);
  const unitLabel = unit === 'kg' ? 'kg' : 'lbs';
  const update = (row: SetRow) => onChange(rows.map((r) => (r.key === row.key ? row : r)));
  const last = rows[rows.length - 1];
  const columns = scale ? '28px 1fr 1fr 1fr 32px' : '28px 1fr 1fr 32px';

  return (
    <Stack gap={6}>
      <div style={{ display: 'grid', gridTemplateColumns: columns, gap: 6 }}>
        <Text size="xs" c="dimmed" fw={700}>
          Set
        </Text>
        <Text size="xs" c="dimmed" fw={700}>
          Reps
        </Text>
        <Text size="xs" c="dimmed" fw={700}>
          Weight ({unitLabel})
        </Text>
        {scale && (
          <Text size="xs" c="dimmed" fw={700}>
            {scale.label} ({scale.min}-{scale.max})
          </Text>
        )}
        <span />
        {rows.map((row, i) => {
          const e = errors.get(row.key);
          return (
            <SetEditorRow
              key={row.key}
              index={i}
              row={row}
              errors={e}
              unitLabel={unitLabel}
              effortLabel={scale?.label ?? null}
              canRemove={rows.length > 1}
              onChange={update}
              onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
            />
          );
        })}
      </div>
      <Button
        variant="subtle"
        size="sm"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        disabled={rows.length >= 20}
        onClick={() => onChange([...rows, last ? { ...last, key: rowKey() } : emptyRow()])}
      >
        Add set
      </Button>
    </Stack>
  );
}

function SetEditorRow({
  index,
  row,
  errors,
  unitLabel,
  effortLabel,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  row: SetRow;
  errors: RowErrors | undefined;
  unitLabel: string;
  effortLabel: string | null;
  canRemove: boolean;
  onChange: (row: SetRow) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const input = (field: 'reps' | 'weight' | 'effort', label: string, mode: 'numeric' | 'decimal') => (
    <TextInput
      size="sm"
      inputMode={mode}
      aria-label={`Set ${n} ${label}`}
      value={row[field]}
      error={errors?.[field]}
      onChange={(e) => onChange({ ...row, [field]: e.currentTarget.value })}
    />
  );
  return (
    <>
      <Group h={36} justify="center">
        <Text fw={700} size="sm">
          {n}
        </Text>
      </Group>
      {input('reps', 'reps', 'numeric')}
      {input('weight', `weight (${unitLabel})`, 'decimal')}
      {effortLabel && input('effort', effortLabel, 'numeric')}
      <ActionIcon
        variant="subtle"
        color="gray"
        mt={4}
        aria-label={`Remove set ${n}`}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <IconX size={16} />
      </ActionIcon>
    </>
  );
}
