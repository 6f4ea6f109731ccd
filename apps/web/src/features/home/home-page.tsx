import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { LoadingScreen } from '../../components/feedback/loading-screen.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { ActiveGoals } from './active-goals.tsx';
import { QuickStart } from './quick-start.tsx';
import { RecentWorkouts } from './recent-workouts.tsx';
import { ResumeCard } from './resume-card.tsx';
import { StreakBanner } from './streak-banner.tsx';
import { TodayProgress } from './today-progress.tsx';

/**
 * The signed-in home (spec 1 §2). The header renders at once; the dashboard body suspends on its
 * data with the spec's 'Loading your fitness journey...' wait.
 */
export function HomePage() {
  const trpc = useTRPC();
  const { data: user } = useSuspenseQuery(trpc.auth.me.queryOptions());

  return (
    <Stack gap="lg">
      <header>
        <Text c="dimmed" fw={600}>
          Hey {user.firstName}
        </Text>
        <Title order={1}>Welcome back!</Title>
      </header>
      <Suspense fallback={<LoadingScreen message="Loading your fitness journey..." />}>
        <HomeDashboard />
      </Suspense>
    </Stack>
  );
}

/** Sections in the spec's order, from one `workouts.dashboard` read (prefetched by the route). */
function HomeDashboard() {
  const trpc = useTRPC();
  const { data: user } = useSuspenseQuery(trpc.auth.me.queryOptions());
  const { data } = useSuspenseQuery(trpc.workouts.dashboard.queryOptions());
  return (
    <Stack gap="xl">
      <StreakBanner streak={data.streak} />
      {data.resume && <ResumeCard workout={data.resume} />}
      <TodayProgress today={data.today} />
      <QuickStart activeProgram={data.activeProgram} />
      <ActiveGoals goals={data.goals} unit={user.weightUnit} />
      <RecentWorkouts workouts={data.recent} />
    </Stack>
  );
}
