import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SetEditor } from '../../sets/set-editor.tsx';
import { type ParsedSet, parseRows, type RowErrors, rowFromSet, type SetRow } from '../../sets/set-rows.ts';
import type { EffortPreference, WeightUnit } from '../../shared/member.ts';
import { titleCase } from '../../shared/text.ts';
import type { Planned } from './use-programmed-actions.ts';

/** Rows prefilled from the targets: a range starts at its low end, as As Prescribed logs it. */
function targetRows(x: Planned, unit: WeightUnit, preference: EffortPreference): SetRow[] {
  return x.targets.map((t) => {
    const reps = /\d+/.exec(t.reps);
    return rowFromSet(
      { reps: reps ? Number(reps[0]) : null, weight: t.weight, rpe: t.rpe },
      unit,
      preference,
    );
  });
}

/** 'With Changes': what was actually done, set by set, starting from the plan. */
export function WithChangesDialog({
  exercise,
  unit,
  preference,
  saving,
  onCancel,
  onSave,
}: {
  exercise: Planned | null;
  unit: WeightUnit;
  preference: EffortPreference;
  saving: boolean;
  onCancel: () => void;
  onSave: (sets: ParsedSet[]) => void;
}) {
  const [rows, setRows] = useState<SetRow[]>([]);
  const [errors, setErrors] = useState(new Map<string, RowErrors>());
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    if (!exercise) return;
    setRows(targetRows(exercise, unit, preference));
    setErrors(new Map());
    setEmpty(false);
  }, [exercise, unit, preference]);

  const save = () => {
    const parsed = parseRows(rows, unit, preference);
    setErrors(parsed.errors);
    if (!parsed.sets) return;
    if (!parsed.sets.length) {
      setEmpty(true);
      return;
    }
    onSave(parsed.sets);
  };

  return (
    <Modal
      opened={exercise !== null}
      onClose={onCancel}
      title={exercise ? `${titleCase(exercise.name)}: with changes` : ''}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Change what differed from the plan; the next targets follow what you actually did.
        </Text>
        <SetEditor rows={rows} errors={errors} unit={unit} preference={preference} onChange={setRows} />
        {empty && (
          <Text size="sm" c="red">
            Add at least one set
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
