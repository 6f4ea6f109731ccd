import { todayIn } from '@coach/api-contract/domain';
import { Button, Card, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconCalendar } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink } from '../../../components/layout/back-link.tsx';
import { dayLabel } from '../shared/dates.ts';
import { useMember } from '../shared/member.ts';
import { QUICK_WORKOUT } from './create-payload.ts';

/** /workout-quick (spec 2 §2): an optional name and a date, then straight into the journal. */
export function QuickWorkoutPage() {
  const member = useMember();
  const navigate = useNavigate();
  const today = todayIn(member.timeZone);
  const [name, setName] = useState('');
  const [date, setDate] = useState(today);

  return (
    <Stack gap="md">
      <BackLink to="/">Back</BackLink>
      <Card
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void navigate({
            to: '/workout',
            search: { name: name.trim() || QUICK_WORKOUT, date },
          });
        }}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color="ember" aria-hidden>
              <IconBolt />
            </ThemeIcon>
            <div>
              <Title order={1} size="h2">
                Quick Workout
              </Title>
              <Text size="sm" c="dimmed">
                Jump straight in and log as you go.
              </Text>
            </div>
          </Group>
          <TextInput
            label="Workout name"
            placeholder="Optional"
            description="Leave it blank and your coach will name it"
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={dayLabel(date, today)}
            aria-label="Workout date"
            value={date}
            max={today}
            required
            leftSection={<IconCalendar size={18} />}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Button type="submit" size="lg" fullWidth color="ember.8" disabled={!date}>
            Start Quick Workout
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
