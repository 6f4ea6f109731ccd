import { muscleGroupsFor } from '@coach/ai/catalogue';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconChartLine } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { LoadingScreen } from '../../../components/feedback/loading-screen.tsx';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc.ts';
import { shortDay } from '../../workouts/shared/dates.ts';
import { formatVolume } from '../../workouts/shared/format.ts';
import { useMember, type WeightUnit } from '../../workouts/shared/member.ts';
import { titleCase } from '../../workouts/shared/text.ts';
import { DEFAULT_WEEKS, shownWeight } from './chart-data.ts';
import { E1rmChart, WeeklyVolumeChart } from './exercise-charts.tsx';
import { RepMaxTable, RepsAtWeightTable } from './record-tables.tsx';

type History = RouterOutputs['progress']['exercise'];

export const RANGES = [
  { value: '12', label: '3 mo' },
  { value: '26', label: '6 mo' },
  { value: '52', label: '1 yr' },
  { value: '520', label: 'All' },
] as const;

export const exerciseQuery = (trpc: ReturnType<typeof useTRPC>, name: string, weeks: number) =>
  trpc.progress.exercise.queryOptions({ name, weeks }, { staleTime: 60_000 });

/** One exercise over time: e1RM (formula named), heaviest set, rep PRs, best reps per load, weekly volume. */
export function ExercisePage({ name }: { name: string }) {
  const trpc = useTRPC();
  const member = useMember();
  const router = useRouter();
  const [weeks, setWeeks] = useState(String(DEFAULT_WEEKS));
  const query = useQuery({ ...exerciseQuery(trpc, name, Number(weeks)), placeholderData: (prev) => prev });
  const unit = member.weightUnit;
  const groups = muscleGroupsFor(name);

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconArrowLeft size={18} />}
          onClick={() =>
            window.history.length > 1 ? router.history.back() : router.navigate({ to: '/progress' })
          }
        >
          Back
        </Button>
      </Group>
      <header>
        <Title order={1}>{titleCase(query.data?.name ?? name)}</Title>
        {groups.length > 0 && (
          <Group gap={4} mt={6}>
            {groups.map((g) => (
              <Badge key={g} variant="light" radius="sm">
                {g}
              </Badge>
            ))}
          </Group>
        )}
      </header>
      {query.isError ? (
        <Text c="red">Could not load this exercise. Please try again.</Text>
      ) : !query.data ? (
        <LoadingScreen message="Loading your lifts..." />
      ) : query.data.sessions.length === 0 && !query.data.heaviest ? (
        <Empty name={titleCase(query.data.name)} />
      ) : (
        <Body data={query.data} unit={unit} weeks={weeks} onWeeks={setWeeks} />
      )}
    </Stack>
  );
}

function Body({
  data,
  unit,
  weeks,
  onWeeks,
}: {
  data: History;
  unit: WeightUnit;
  weeks: string;
  onWeeks: (w: string) => void;
}) {
  const u = unit === 'kg' ? 'kg' : 'lbs';
  const [allLoads, setAllLoads] = useState(false);
  const loads = allLoads ? data.bestRepsAtWeight : data.bestRepsAtWeight.slice(0, 8);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={3} spacing="xs">
        <Tile
          label="Best e1RM"
          value={data.bestE1rm ? `${shownWeight(data.bestE1rm.value, unit)}` : '—'}
          sub={data.bestE1rm ? u : ''}
        />
        <Tile
          label="Heaviest set"
          value={data.heaviest ? `${shownWeight(data.heaviest.weight, unit)}` : '—'}
          sub={data.heaviest ? `${u} × ${data.heaviest.reps}` : ''}
        />
        <Tile
          label="Sessions"
          value={String(data.sessions.length)}
          sub={
            RANGES.find((r) => r.value === weeks)?.label === 'All'
              ? 'all time'
              : `last ${RANGES.find((r) => r.value === weeks)?.label}`
          }
        />
      </SimpleGrid>

      <SegmentedControl
        fullWidth
        value={weeks}
        onChange={onWeeks}
        data={[...RANGES]}
        aria-label="Time range"
      />

      <Section title={`Estimated 1RM (${u})`} note={data.formula}>
        <E1rmChart sessions={data.sessions} unit={unit} />
      </Section>

      <Section title={`Weekly volume (${u})`}>
        <WeeklyVolumeChart weeks={data.weeklyVolume} unit={unit} />
      </Section>

      <Section
        title="Personal records"
        note="The heaviest weight lifted for at least that many reps, all time."
      >
        <RepMaxTable repMaxes={data.repMaxes} unit={unit} />
      </Section>

      <Section title="Best reps at each weight">
        <RepsAtWeightTable rows={loads} unit={unit} />
        {data.bestRepsAtWeight.length > 8 && (
          <Button variant="subtle" size="compact-sm" onClick={() => setAllLoads((v) => !v)}>
            {allLoads ? 'Show fewer' : `Show all ${data.bestRepsAtWeight.length} loads`}
          </Button>
        )}
      </Section>

      <Section title="Sessions">
        <Stack gap={6}>
          {[...data.sessions].reverse().map((s) => (
            <Group key={s.workoutId} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/workouts/${s.workoutId}`} fw={600} size="sm">
                {shortDay(s.date)}
              </Anchor>
              <Text size="sm" c="dimmed" ta="right">
                {s.topWeight !== null
                  ? `${shownWeight(s.topWeight, unit)} ${u} × ${s.topReps ?? 0}`
                  : `${s.sets} sets`}
                {' · '}
                {formatVolume(s.volume, unit)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

function Tile({ label, value, sub }: { label: string; value: string; sub: string }) {
  return (
    <Card padding="sm" ta="center">
      <Text fw={800} fz={22} lh={1.15}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {sub}
      </Text>
      <Text size="xs" fw={700} mt={2}>
        {label}
      </Text>
    </Card>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card padding="md">
      <Stack gap="sm">
        <div>
          <Title order={2} fz={18}>
            {title}
          </Title>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

function Empty({ name }: { name: string }) {
  return (
    <Card padding="xl" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconChartLine size={30} />
        </ThemeIcon>
        <Title order={3}>No sessions yet</Title>
        <Text size="sm" c="dimmed" maw={300}>
          Complete a workout with {name} and its charts and records appear here.
        </Text>
      </Stack>
    </Card>
  );
}
