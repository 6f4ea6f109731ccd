import { ActionIcon, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustments, IconBolt, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import { ProgramBadges } from '../shared/program-badges.tsx';

export type ProgramItem = RouterOutputs['programs']['list'][number];

/** 'Active Program' (spec 2 §2): name, description, weeks and difficulty, 'Modify This Program'. */
export function ActiveProgramCard({ program }: { program: ProgramItem }) {
  return (
    <Card padding="lg" withBorder style={{ borderColor: 'var(--mantine-color-brand-5)', borderWidth: 2 }}>
      <Group gap="xs" mb="xs">
        <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
          <IconBolt size={16} />
        </ThemeIcon>
        <Text size="xs" tt="uppercase" fw={800} c="brand">
          Active Program
        </Text>
      </Group>
      <Title order={2} fz={22}>
        {program.name}
      </Title>
      {program.description && (
        <Text c="dimmed" size="sm" mt={4} lineClamp={3}>
          {program.description}
        </Text>
      )}
      <Group mt="sm">
        <ProgramBadges weeks={program.durationWeeks} difficulty={program.difficulty} />
      </Group>
      <Stack gap="xs" mt="md">
        <Button component={Link} to="/workout-program" fullWidth leftSection={<IconPlayerPlay size={18} />}>
          Today's Workout
        </Button>
        <Button
          renderRoot={(props) => <Link {...props} to="/programs/modify" search={{ id: program.id }} />}
          variant="light"
          fullWidth
          leftSection={<IconAdjustments size={18} />}
        >
          Modify This Program
        </Button>
      </Stack>
    </Card>
  );
}

/** A program in the list: 'Active' badge, description, badges, 'Activate' unless active, delete. */
export function ProgramListCard({
  program,
  activating,
  onActivate,
  onDelete,
}: {
  program: ProgramItem;
  activating: boolean;
  onActivate: () => void;
  onDelete: () => void;
}) {
  return (
    <Card padding="md">
      <Group gap="xs">
        <Text fw={700}>{program.name}</Text>
        {program.isActive && (
          <Badge color="teal" size="sm">
            Active
          </Badge>
        )}
      </Group>
      {program.description && (
        <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
          {program.description}
        </Text>
      )}
      <Group mt="sm">
        <ProgramBadges
          weeks={program.durationWeeks}
          difficulty={program.difficulty}
          focus={program.focusAreas[0]}
        />
      </Group>
      <Group justify={program.isActive ? 'flex-end' : 'space-between'} mt="sm">
        {!program.isActive && (
          <Button size="sm" onClick={onActivate} loading={activating}>
            Activate
          </Button>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Delete ${program.name}`}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}
