import { Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBarbell,
  IconClock,
  IconHeartHandshake,
  IconMountain,
  IconPlayerPlay,
  IconStarFilled,
  IconTarget,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/feedback/loading-screen.tsx';
import { BackLink } from '../../../components/layout/back-link.tsx';
import { errorStatus } from '../../../lib/errors.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useMember } from '../../workouts/shared/member.ts';
import { PlannedExerciseCard } from './planned-exercise-card.tsx';
import type { Today } from './today-types.ts';
import { useStartProgramDay } from './use-start-program-day.ts';

const DEFAULT_DESCRIPTION = 'Time to push your limits and make progress';
const DEFAULT_MINUTES = 45;
const DEFAULT_DIFFICULTY = 3;

/** /workouts/program/{programId} (spec 2 §2 Program session preview). */
export function SessionPreviewPage({ programId }: { programId: number }) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.programs.today.queryOptions({ programId }), retry: false });
  if (query.data) return <Preview today={query.data} />;
  if (query.isError) return <Unavailable notFound={errorStatus(query.error) === 404} />;
  return <LoadingScreen message="Loading workout details..." />;
}

function Preview({ today }: { today: Today }) {
  const member = useMember();
  const start = useStartProgramDay(today);
  const day = today.todayWorkout;
  if (start.isPending) return <LoadingScreen message="Preparing program workout..." />;
  if (!day) return <Unavailable finished name={today.program.name} />;
  const insights = today.insights;
  const stars = insights?.difficulty ?? DEFAULT_DIFFICULTY;

  return (
    <Stack gap="md">
      <BackLink to="/">Home</BackLink>
      <div>
        <Text c="dimmed" fw={600}>
          {today.program.name}
        </Text>
        <Text size="xs" tt="uppercase" fw={800} c="brand" mt={4}>
          Today's Session · Week {day.week}, Day {day.dayNumber}
          {day.deload ? ' · Deload' : ''}
        </Text>
        <Title order={1} fz={28} mt={2}>
          {day.name}
        </Title>
        <Text c="dimmed" mt={6}>
          {insights?.description || DEFAULT_DESCRIPTION}
        </Text>
      </div>

      <SimpleGrid cols={3} spacing="xs">
        <Stat icon={<IconBarbell size={18} />} value={String(day.exercises.length)} label="exercises" />
        <Stat
          icon={<IconClock size={18} />}
          value={String(insights?.estimatedTime ?? DEFAULT_MINUTES)}
          label="minutes"
        />
        <Stat
          icon={<IconStarFilled size={18} />}
          value={
            <Group gap={1} justify="center" aria-label={`Difficulty ${stars} of 5`}>
              {[1, 2, 3, 4, 5].map((n) => (
                <IconStarFilled
                  key={n}
                  size={13}
                  color={n <= stars ? 'var(--mantine-color-yellow-5)' : 'var(--mantine-color-gray-4)'}
                />
              ))}
            </Group>
          }
          label="difficulty"
        />
      </SimpleGrid>

      {insights && (
        <Stack gap="sm">
          {insights.focusAreas.length > 0 && (
            <Coaching icon={<IconTarget size={18} />} color="brand" title="Today's Focus">
              <List size="sm" spacing={2}>
                {insights.focusAreas.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
            </Coaching>
          )}
          {(insights.challenges.length > 0 || insights.prOpportunities.length > 0) && (
            <Coaching icon={<IconMountain size={18} />} color="ember" title="Expect Challenge">
              {insights.challenges.map((c) => (
                <Text key={c} size="sm">
                  {c}
                </Text>
              ))}
              {insights.prOpportunities.length > 0 && (
                <Text size="sm" mt={4}>
                  <Text span fw={700} c="ember">
                    PR Opportunity:
                  </Text>{' '}
                  {insights.prOpportunities.join('; ')}
                </Text>
              )}
            </Coaching>
          )}
          {insights.encouragement && (
            <Coaching icon={<IconHeartHandshake size={18} />} color="teal" title="You've Got This">
              <Text size="sm">{insights.encouragement}</Text>
            </Coaching>
          )}
        </Stack>
      )}

      <section>
        <Title order={2} fz={20} mb="sm">
          Today's Exercises
        </Title>
        <Stack gap="sm">
          {day.exercises.map((x) => (
            <PlannedExerciseCard
              key={`${x.name}-${x.position}`}
              exercise={x}
              unit={member.weightUnit}
              preference={member.effortTrackingPreference}
            />
          ))}
        </Stack>
      </section>

      <Button
        size="lg"
        fullWidth
        leftSection={<IconPlayerPlay size={20} />}
        onClick={start.start}
        disabled={start.isPending}
      >
        {start.isPending
          ? 'Starting...'
          : today.inProgressWorkoutId !== null
            ? 'Resume Workout'
            : 'Start Workout'}
      </Button>
    </Stack>
  );
}

function Stat({ icon, value, label }: { icon: ReactNode; value: ReactNode; label: string }) {
  return (
    <Card padding="sm" ta="center">
      <ThemeIcon size={30} radius="xl" variant="light" mx="auto" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={800} fz={20} mt={4} component="div">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}

function Coaching({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card padding="md">
      <Group gap="sm" mb={6} wrap="nowrap">
        <ThemeIcon size={30} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
      </Group>
      {children}
    </Card>
  );
}

function Unavailable({
  notFound = false,
  finished = false,
  name,
}: {
  notFound?: boolean;
  finished?: boolean;
  name?: string;
}) {
  return (
    <Stack gap="md">
      <BackLink to="/">Home</BackLink>
      <Card padding="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={2}>
            {finished ? 'Program Complete' : notFound ? 'Program not found' : 'Could not load this session'}
          </Title>
          <Text c="dimmed" maw={300}>
            {finished
              ? `You finished every day of ${name}. Pick your next program to keep progressing.`
              : notFound
                ? 'It may have been deleted, or the link is wrong.'
                : 'Please check your connection and try again.'}
          </Text>
          <Button component={Link} to="/programs">
            View Programs
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
