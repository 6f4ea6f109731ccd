import { todayIn } from '@coach/api-contract/domain';
import { Badge, Button, Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff, IconFlame, IconPlayerPlay, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { LoadingScreen } from '../../../components/feedback/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { useMember } from '../../workouts/shared/member.ts';
import { titleCase } from '../../workouts/shared/text.ts';
import type { Today } from './today-types.ts';

/** The program day preview shows this many exercises, then '+{n} more exercises' (spec 2 §9). */
export const PREVIEW_EXERCISES = 4;

/** /workout-program (spec 2 §2): today's day of the active program, and the way into it. */
export function ProgramWorkoutPage() {
  const trpc = useTRPC();
  const query = useQuery(trpc.programs.activeToday.queryOptions());
  if (query.isPending) return <LoadingScreen message="Loading today's workout..." />;
  if (query.isError) return <NoActiveProgram error />;
  if (!query.data) return <NoActiveProgram />;
  return <TodayCard today={query.data} />;
}

function TodayCard({ today }: { today: Today }) {
  const member = useMember();
  const { todayWorkout: day, progress, program } = today;
  const badges = (
    <Group gap={6}>
      <Badge variant="light" color="brand">
        {progress.completedDays}/{progress.totalDays} Days
      </Badge>
      <Badge variant="light" color="ember" leftSection={<IconFlame size={12} />}>
        {progress.streak} Day Streak
      </Badge>
    </Group>
  );
  if (!day)
    return (
      <Stack gap="md">
        <PageHeader title="Program Workout" />
        <Card padding="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
              <IconTrophy size={34} />
            </ThemeIcon>
            <Title order={2}>Program Complete</Title>
            <Text c="dimmed" maw={300}>
              You finished every day of {program.name}. Pick your next program to keep progressing.
            </Text>
            {badges}
            <Button component={Link} to="/programs" mt="xs">
              View Programs
            </Button>
          </Stack>
        </Card>
      </Stack>
    );

  const shown = day.exercises.slice(0, PREVIEW_EXERCISES);
  const more = day.exercises.length - shown.length;
  return (
    <Stack gap="md">
      <PageHeader title="Program Workout" />
      <Card padding="lg">
        <Text size="sm" c="dimmed" fw={600}>
          {program.name}
        </Text>
        <Title order={2} fz={22} mt={2}>
          {day.name}
        </Title>
        <Group gap={6} mt="xs" mb="md">
          <Badge variant="filled">Day {day.dayNumber}</Badge>
          <Badge variant="default">
            Week {day.week}
            {day.deload ? ' · Deload' : ''}
          </Badge>
        </Group>
        {badges}
        <Stack gap="xs" mt="md">
          {shown.map((x, i) => (
            <Fragment key={`${x.name}-${x.position}`}>
              {i > 0 && <Divider />}
              <div>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm">
                    {titleCase(x.name)}
                  </Text>
                  <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {x.sets} sets x {x.reps}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {x.restTime}s rest{x.notes ? ` · ${x.notes}` : ''}
                </Text>
              </div>
            </Fragment>
          ))}
          {more > 0 && (
            <Text size="sm" c="dimmed" fw={600}>
              +{more} more exercises
            </Text>
          )}
        </Stack>
        <Button
          renderRoot={(props) => <Link {...props} {...continueTarget(today, todayIn(member.timeZone))} />}
          size="lg"
          fullWidth
          mt="lg"
          leftSection={<IconPlayerPlay size={20} />}
        >
          Continue {day.name}
        </Button>
      </Card>
    </Stack>
  );
}

/** The day already under way opens its journal; otherwise /workout starts it (spec 2 §2). */
function continueTarget(today: Today, date: string) {
  if (today.inProgressWorkoutId !== null)
    return { to: '/workout-journal/$id', params: { id: String(today.inProgressWorkoutId) } } as const;
  return {
    to: '/workout',
    search: { name: today.todayWorkout?.name, programId: today.program.id, date },
  } as const;
}

function NoActiveProgram({ error = false }: { error?: boolean }) {
  return (
    <Card padding="xl" mt="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconCalendarOff size={34} />
        </ThemeIcon>
        <Title order={2}>{error ? 'Could not load your program' : 'No Active Program'}</Title>
        <Text c="dimmed" maw={300}>
          {error
            ? 'Please check your connection and try again.'
            : "You don't have an active program to continue"}
        </Text>
        <Button component={Link} to="/programs" mt="xs">
          View Programs
        </Button>
      </Stack>
    </Card>
  );
}
