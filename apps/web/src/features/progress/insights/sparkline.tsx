import { Group, Stack, Text } from '@mantine/core';

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** Week labels arrive as their Monday (YYYY-MM-DD): 'Oct 26'. Other labels pass through. */
export const pointLabel = (label: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(label) ? MONTH_DAY.format(new Date(`${label}T00:00:00Z`)) : label;

/**
 * A few weekly bars drawn as plain SVG: the insights tab is in the first bundle, so it does without
 * the charting library the exercise page loads lazily.
 */
export function Sparkline({
  points,
  color,
  format,
}: {
  points: readonly { label: string; value: number }[];
  color: string;
  /** how a value is read aloud */
  format: (value: number) => string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const summary = points.map((p) => `${pointLabel(p.label)}: ${format(p.value)}`).join(', ');
  return (
    <Stack gap={2} mt={6}>
      <svg
        viewBox={`0 0 ${points.length * 10} 30`}
        height={40}
        width="100%"
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {points.map((p, i) => {
          const h = Math.max(1, (p.value / max) * 28);
          return (
            <rect
              key={p.label}
              x={i * 10 + 1.5}
              y={30 - h}
              width={7}
              height={h}
              rx={1.5}
              fill={`var(--mantine-color-${color}-${i === points.length - 1 ? 6 : 3})`}
            />
          );
        })}
      </svg>
      <Group justify="space-between" gap={0}>
        {points.map((p) => (
          <Text key={p.label} size="10px" c="dimmed" ta="center" style={{ flex: 1 }}>
            {pointLabel(p.label)}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
