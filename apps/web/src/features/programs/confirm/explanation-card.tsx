import type { ProgramExplanation } from '@coach/ai/schemas';
import { Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconChartBar, IconStairsUp, IconZzz } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { VolumeBars } from './volume-bars.tsx';

/** Why the program looks the way it does: weekly volume against the level's band, progression, deload. */
export function ExplanationCard({ explanation }: { explanation: ProgramExplanation }) {
  return (
    <Card padding="md">
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light" color="ember" aria-hidden>
          <IconBulb size={20} />
        </ThemeIcon>
        <Title order={3} fz={18}>
          Why this program works
        </Title>
      </Group>
      <Stack gap="md">
        <Section icon={<IconChartBar size={16} />} title="Weekly volume">
          <Text size="xs" c="dimmed" mb="sm">
            Hard sets per muscle group in a normal week, against the {explanation.level} range (shaded). Sets
            that train a muscle indirectly count half.
          </Text>
          <VolumeBars volume={explanation.volume} />
        </Section>
        <Divider />
        <Section icon={<IconStairsUp size={16} />} title="How you'll progress">
          {explanation.weeks && <Text size="sm">{explanation.weeks}</Text>}
          <Text size="sm" c="dimmed" mt={4}>
            Every exercise carries its own rule, written under it in the schedule below. Your targets each
            session come from what you actually lifted last time.
          </Text>
        </Section>
        <Divider />
        <Section icon={<IconZzz size={16} />} title="Deload">
          <Text size="sm">{explanation.deload ?? 'No deload week in this block.'}</Text>
        </Section>
      </Stack>
    </Card>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section>
      <Group gap={6} mb={6}>
        <ThemeIcon size={24} radius="sm" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
      </Group>
      {children}
    </section>
  );
}
