import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBolt,
  IconCalendarEvent,
  IconChevronRight,
  IconListDetails,
  IconPlus,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/**
 * 'Quick Start' (spec 1 §2): with an active program, continue it (straight to today's session); a quick
 * workout in both states; without a program, start a new workout.
 */
export function QuickStart({ activeProgram }: { activeProgram: { id: number; name: string } | null }) {
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        Quick Start
      </Title>
      <SimpleGrid cols={1} spacing="sm">
        {activeProgram ? (
          <>
            <Card
              padding="md"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/workouts/program/$programId"
                  params={{ programId: String(activeProgram.id) }}
                />
              )}
            >
              <ActionBody title="Continue Program" text={activeProgram.name} icon={<IconCalendarEvent />} />
            </Card>
            <ActionCard
              to="/workout-quick"
              title="Quick Workout"
              text="Log a session off the plan"
              icon={<IconBolt />}
              color="teal"
            />
          </>
        ) : (
          <>
            <ActionCard
              to="/workout-journal"
              title="Start New Workout"
              text="Log sets as you go"
              icon={<IconPlus />}
            />
            <ActionCard
              to="/workout-quick"
              title="Quick Workout"
              text="Name it later, just start lifting"
              icon={<IconBolt />}
              color="teal"
            />
          </>
        )}
        <ActionCard
          to="/programs"
          title="Create or Browse Programs"
          text="Plans built for your goals"
          icon={<IconListDetails />}
          color="ember"
        />
      </SimpleGrid>
    </section>
  );
}

function ActionCard({
  to,
  title,
  text,
  icon,
  color = 'brand',
}: {
  to: '/workout-journal' | '/workout-program' | '/workout-quick' | '/programs';
  title: string;
  text: string;
  icon: React.ReactNode;
  color?: string;
}) {
  return (
    <Card component={Link} to={to} padding="md">
      <ActionBody title={title} text={text} icon={icon} color={color} />
    </Card>
  );
}

function ActionBody({
  title,
  text,
  icon,
  color = 'brand',
}: {
  title: string;
  text: string;
  icon: React.ReactNode;
  color?: string;
}) {
  return (
    <Group wrap="nowrap" gap="md">
      <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ flex: 1 }}>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
      <IconChevronRight size={18} opacity={0.5} aria-hidden />
    </Group>
  );
}
