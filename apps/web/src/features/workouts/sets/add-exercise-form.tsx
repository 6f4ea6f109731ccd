import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { EffortPreference, WeightUnit } from '../shared/member.ts';
import { titleCase } from '../shared/text.ts';
import { SetEditor } from './set-editor.tsx';
import {
  emptyRow,
  type ParsedSet,
  parseRows,
  type RowErrors,
  rowFromSet,
  type SetRow,
  type StoredSet,
} from './set-rows.ts';

/**
 * The sets of one exercise: prefilled from the last time it was done (or one empty row), saved as API
 * sets (pounds, RPE). Mount it with a `key` per exercise so a new pick starts fresh.
 */
export function AddExerciseForm({
  name,
  last,
  unit,
  preference,
  saving,
  onChangeExercise,
  onSave,
}: {
  name: string;
  /** the last session's sets of this exercise; undefined while loading */
  last: StoredSet[] | undefined;
  unit: WeightUnit;
  preference: EffortPreference;
  saving: boolean;
  onChangeExercise: () => void;
  onSave: (sets: ParsedSet[], notes: string | null) => void;
}) {
  const [rows, setRows] = useState<SetRow[] | null>(null);
  const [errors, setErrors] = useState<Map<string, RowErrors>>(new Map());
  const [notes, setNotes] = useState('');
  const [empty, setEmpty] = useState(false);
  const prefilled = useMemo(
    () => (last?.length ? last.map((s) => rowFromSet(s, unit, preference)) : null),
    [last, unit, preference],
  );
  const blank = useMemo(() => [emptyRow()], []);
  // Until the member types, the rows follow the last session as it arrives.
  const shown = rows ?? prefilled ?? blank;

  const save = () => {
    const parsed = parseRows(shown, unit, preference);
    setErrors(parsed.errors);
    setEmpty(parsed.sets?.length === 0);
    if (parsed.sets?.length) onSave(parsed.sets, notes.trim() || null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={800} size="lg">
          {titleCase(name)}
        </Text>
        <Button variant="subtle" size="xs" onClick={onChangeExercise}>
          Change
        </Button>
      </Group>
      {prefilled && rows === null && (
        <Group gap={6} c="dimmed">
          <IconHistory size={14} aria-hidden />
          <Text size="xs">Prefilled from your last session</Text>
        </Group>
      )}
      <SetEditor rows={shown} errors={errors} unit={unit} preference={preference} onChange={setRows} />
      {empty && (
        <Text size="sm" c="red">
          Enter reps or weight for at least one set.
        </Text>
      )}
      <Textarea
        label="Notes"
        placeholder="Optional"
        rows={2}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <Button size="md" fullWidth onClick={save} disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </Stack>
  );
}
