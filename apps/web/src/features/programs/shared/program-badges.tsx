import { Badge, Group } from '@mantine/core';
import { titleCase } from '../../workouts/shared/text.ts';

const DIFFICULTY_COLOR: Record<string, string> = {
  beginner: 'teal',
  intermediate: 'brand',
  advanced: 'ember',
};

/** '{n} weeks', difficulty, and optionally days per week and the first focus area (spec 2 §2). */
export function ProgramBadges({
  weeks,
  difficulty,
  daysPerWeek,
  focus,
}: {
  weeks: number;
  difficulty: string;
  daysPerWeek?: number;
  focus?: string | undefined;
}) {
  return (
    <Group gap={6}>
      <Badge variant="default">{weeks} weeks</Badge>
      <Badge variant="light" color={DIFFICULTY_COLOR[difficulty] ?? 'gray'}>
        {titleCase(difficulty)}
      </Badge>
      {daysPerWeek !== undefined && <Badge variant="default">{daysPerWeek} days/week</Badge>}
      {focus && (
        <Badge variant="outline" color="brand">
          {titleCase(focus.replaceAll('_', ' '))}
        </Badge>
      )}
    </Group>
  );
}
