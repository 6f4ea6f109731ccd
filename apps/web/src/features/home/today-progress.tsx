import { Card, SimpleGrid, Text, Title } from '@mantine/core';

/** "Today's Progress": workouts dated today, their minutes, and distinct exercises done (a real count). */
export function TodayProgress({
  today,
}: {
  today: { workouts: number; minutes: number; exercises: number };
}) {
  const tiles = [
    { label: 'Workouts', value: today.workouts },
    { label: 'Minutes', value: today.minutes },
    { label: 'Exercises', value: today.exercises },
  ];
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        Today's Progress
      </Title>
      <SimpleGrid cols={3} spacing="xs">
        {tiles.map((t) => (
          <Card key={t.label} padding="sm" ta="center">
            <Text fw={800} fz={26} lh={1.1}>
              {t.value}
            </Text>
            <Text size="xs" c="dimmed">
              {t.label}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
