import { searchExercises } from '@coach/ai/catalogue';
import { Badge, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { titleCase } from '../shared/text.ts';
import classes from './exercise-picker.module.css';

const equipmentText = (list: readonly string[]) => list.map((e) => e.replace(/_/g, ' ')).join(', ');

/** Catalogue search as you type; the typed text itself is offered as a custom exercise. */
export function ExercisePicker({ onPick }: { onPick: (name: string) => void }) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const hits = searchExercises(typed, 8);
  const exact = hits.some((h) => h.name.toLowerCase() === typed.toLowerCase());

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        label="Exercise"
        placeholder="Search: bench, squat, pull-up..."
        leftSection={<IconSearch size={18} />}
        value={query}
        maxLength={120}
        onChange={(e) => setQuery(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && typed) {
            e.preventDefault();
            onPick(hits[0]?.name ?? typed);
          }
        }}
      />
      {/* A listbox only while it lists something: an empty one is an ARIA error. */}
      <Stack gap={4} role={typed ? 'listbox' : undefined} aria-label={typed ? 'Exercises' : undefined}>
        {hits.map((e) => (
          <UnstyledButton
            key={e.name}
            className={classes.option}
            role="option"
            aria-selected={false}
            onClick={() => onPick(e.name)}
          >
            <Text fw={700} size="sm">
              {titleCase(e.name)}
            </Text>
            <Group gap={4} mt={2}>
              <Text size="xs" c="dimmed" mr={4}>
                {equipmentText(e.equipment)}
              </Text>
              {[...new Set([...e.primary, ...e.secondary])].slice(0, 3).map((m) => (
                <Badge key={m} size="xs" variant="light" radius="sm">
                  {m}
                </Badge>
              ))}
            </Group>
          </UnstyledButton>
        ))}
        {typed && !exact && (
          <UnstyledButton
            className={classes.option}
            role="option"
            aria-selected={false}
            onClick={() => onPick(typed)}
          >
            <Group gap="xs" wrap="nowrap">
              <IconPencilPlus size={18} aria-hidden />
              <Text size="sm">
                Use “<b>{typed}</b>” as a custom exercise
              </Text>
            </Group>
          </UnstyledButton>
        )}
        {!typed && (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            Start typing to find an exercise.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
