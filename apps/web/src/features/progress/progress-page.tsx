import type { BodyGroup } from '@coach/ai/schemas';
import { Skeleton, Stack, Tabs } from '@mantine/core';
import { IconBulb, IconTarget, IconUser } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { BodyMapTab } from './body-map/body-map-tab.tsx';
import { emptyDraft } from './goals/goal-kinds.ts';
import { type GoalEditor, GoalModal } from './goals/goal-modal.tsx';
import { GoalsTab } from './goals/goals-tab.tsx';
import { InsightsTab } from './insights/insights-tab.tsx';
import { StatsRow, StatsRowSkeleton } from './stats-row.tsx';
import type { ProgressTab } from './tabs.ts';

const TabSkeleton = () => <Skeleton h={320} radius="lg" />;

/** Spec 1 §2 Progress: the stats row and the Body Map, Goals and Insights tabs (the tab is in the URL). */
export function ProgressPage({ tab, onTab }: { tab: ProgressTab; onTab: (tab: ProgressTab) => void }) {
  const [editor, setEditor] = useState<GoalEditor>(null);
  const muscleGoal = (group: BodyGroup) =>
    setEditor({ mode: 'create', draft: { ...emptyDraft('weekly_sets'), muscleGroup: group } });

  return (
    <Stack gap="lg">
      <PageHeader title="Progress" subtitle="Your training, measured" />
      <Suspense fallback={<StatsRowSkeleton />}>
        <StatsRow />
      </Suspense>
      <Tabs
        value={tab}
        onChange={(v) => v && onTab(v as ProgressTab)}
        keepMounted={false}
        variant="pills"
        radius="xl"
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="body" leftSection={<IconUser size={16} />}>
            Body Map
          </Tabs.Tab>
          <Tabs.Tab value="goals" leftSection={<IconTarget size={16} />}>
            Goals
          </Tabs.Tab>
          <Tabs.Tab value="insights" leftSection={<IconBulb size={16} />}>
            Insights
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="body">
          <Suspense fallback={<TabSkeleton />}>
            <BodyMapTab onSetGoal={muscleGoal} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="goals">
          <Suspense fallback={<TabSkeleton />}>
            <GoalsTab onEdit={setEditor} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="insights">
          <Suspense fallback={<TabSkeleton />}>
            <InsightsTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <GoalModal editor={editor} onClose={() => setEditor(null)} onSaved={() => onTab('goals')} />
    </Stack>
  );
}
