import { Button, Card, Checkbox, Collapse, Stack, TextInput } from '@mantine/core';
import { IconCalendar, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { newIdempotencyKey } from '../shared/text.ts';
import { type CreateForm, type CreateWorkoutPayload, canStart, createPayload } from './create-payload.ts';

/** Spec 2 §2 'Create workout': date (default today), optional custom name, 'Start Workout'. */
export function CreateWorkoutForm({
  today,
  pending,
  onStart,
}: {
  today: string;
  pending: boolean;
  onStart: (payload: CreateWorkoutPayload) => void;
}) {
  const [form, setForm] = useState<CreateForm>({ date: today, customName: false, name: '' });
  // One key per form visit: a double tap or a retry after a lost answer creates one workout.
  const [key] = useState(newIdempotencyKey);
  const ready = canStart(form, pending);

  return (
    <Card
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onStart(createPayload(form, today, key));
      }}
    >
      <Stack gap="md">
        <TextInput
          type="date"
          label="Workout Date"
          value={form.date}
          max={today}
          required
          leftSection={<IconCalendar size={18} />}
          description={form.date === today ? "Today's workout" : 'Backfilling workout'}
          onChange={(e) => setForm({ ...form, date: e.currentTarget.value })}
        />
        <Checkbox
          label="Custom name"
          description="Name this workout yourself"
          checked={form.customName}
          onChange={(e) => setForm({ ...form, customName: e.currentTarget.checked })}
        />
        <Collapse expanded={form.customName}>
          <TextInput
            label="Workout Name"
            placeholder="Push Day - Chest & Shoulders"
            value={form.name}
            maxLength={120}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
        </Collapse>
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!ready}
          leftSection={<IconPlayerPlay size={20} />}
        >
          {pending ? 'Creating...' : 'Start Workout'}
        </Button>
      </Stack>
    </Card>
  );
}
