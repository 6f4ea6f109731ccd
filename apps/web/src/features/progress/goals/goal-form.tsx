import { Button, Group, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../auth/form-error.tsx';
import { ExercisePicker } from '../../workouts/sets/exercise-picker.tsx';
import type { WeightUnit } from '../../workouts/shared/member.ts';
import { titleCase } from '../../workouts/shared/text.ts';
import { MUSCLE_GROUPS } from '../body-map/regions.ts';
import {
  CATEGORY_OPTIONS,
  type DraftErrors,
  draftErrors,
  emptyDraft,
  GOAL_KIND_OPTIONS,
  type GoalDraft,
  type GoalKind,
  isWeightKind,
  kindUnit,
  needsExercise,
  suggestedTitle,
} from './goal-kinds.ts';

interface Props {
  initial: GoalDraft;
  unit: WeightUnit;
  saving: boolean;
  /** the server's message when a save failed */
  serverError: string | null;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (draft: GoalDraft) => void;
}

/** What a goal tracks, its target in the member's unit, and the spec's descriptive fields. */
export function GoalForm({ initial, unit, saving, serverError, submitLabel, onCancel, onSubmit }: Props) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [picking, setPicking] = useState(needsExercise(initial.kind) && !initial.exerciseName);
  const set = (patch: Partial<GoalDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const targetUnit = kindUnit(draft.kind, unit, draft.unit);

  const changeKind = (kind: GoalKind) => {
    const fresh = emptyDraft(kind);
    setDraft((d) => ({
      ...fresh,
      exerciseName: d.exerciseName,
      muscleGroup: d.muscleGroup,
      description: d.description,
      targetDate: d.targetDate,
      title: d.title,
    }));
    setPicking(needsExercise(kind) && !draft.exerciseName);
    setErrors({});
  };

  const submit = () => {
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Select
          label="What to track"
          data={GOAL_KIND_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          value={draft.kind}
          allowDeselect={false}
          onChange={(v) => v && changeKind(v as GoalKind)}
          comboboxProps={{ withinPortal: true }}
        />

        {needsExercise(draft.kind) &&
          (picking ? (
            <Stack gap={4}>
              <ExercisePicker
                onPick={(name) => {
                  set({ exerciseName: name.toLowerCase() });
                  setPicking(false);
                }}
              />
              {errors.exerciseName && (
                <Text size="sm" c="red" role="alert">
                  {errors.exerciseName}
                </Text>
              )}
            </Stack>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={700}>
                Exercise
              </Text>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconBarbell size={18} aria-hidden style={{ flexShrink: 0 }} />
                  <Text fw={700} lh={1.25}>
                    {titleCase(draft.exerciseName ?? '')}
                  </Text>
                </Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setPicking(true)}
                  style={{ flexShrink: 0 }}
                >
                  Change
                </Button>
              </Group>
            </Stack>
          ))}

        {draft.kind === 'weekly_sets' && (
          <Select
            label="Muscle group"
            placeholder="Choose a muscle group"
            data={MUSCLE_GROUPS.map((g) => ({ value: g.key, label: g.name }))}
            value={draft.muscleGroup}
            onChange={(v) => set({ muscleGroup: (v as GoalDraft['muscleGroup']) ?? null })}
            error={errors.muscleGroup}
            comboboxProps={{ withinPortal: true }}
          />
        )}

        <Group grow align="flex-start">
          {draft.kind === 'custom' && (
            <NumberInput
              label="Current"
              min={0}
              decimalScale={1}
              value={draft.current}
              onChange={(v) => set({ current: typeof v === 'number' ? v : '' })}
            />
          )}
          <NumberInput
            label={`Target${targetUnit ? ` (${targetUnit})` : ''}`}
            min={0}
            decimalScale={isWeightKind(draft.kind) ? 1 : 0}
            step={isWeightKind(draft.kind) ? 2.5 : 1}
            value={draft.target}
            onChange={(v) => set({ target: typeof v === 'number' ? v : '' })}
            error={errors.target}
          />
          {draft.kind === 'custom' && (
            <TextInput
              label="Unit"
              placeholder="km, pages..."
              maxLength={100}
              value={draft.unit}
              onChange={(e) => set({ unit: e.currentTarget.value })}
            />
          )}
        </Group>

        <TextInput
          label="Title"
          placeholder={suggestedTitle(draft, unit) || 'Run a 5K'}
          description={draft.kind === 'custom' ? undefined : 'Leave blank for the suggested title'}
          maxLength={200}
          value={draft.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          error={errors.title}
        />

        {draft.kind === 'custom' && (
          <Select
            label="Category"
            data={CATEGORY_OPTIONS.map((c) => ({ value: c, label: titleCase(c) }))}
            value={draft.category}
            onChange={(v) => set({ category: v ?? '' })}
            error={errors.category}
            comboboxProps={{ withinPortal: true }}
          />
        )}

        <Textarea
          label="Description"
          placeholder="Why it matters to you (optional)"
          rows={3}
          maxLength={2000}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />

        <TextInput
          label="Target date"
          type="date"
          min="1900-01-01"
          max="2100-12-31"
          value={draft.targetDate}
          onChange={(e) => set({ targetDate: e.currentTarget.value })}
        />

        <FormError message={serverError} />

        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
