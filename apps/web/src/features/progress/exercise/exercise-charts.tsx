import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { WeightUnit } from '../../workouts/shared/member.ts';
import { e1rmPoints, roundDomain, tickDate, timeDomain, volumePoints } from './chart-data.ts';

const label = (unit: WeightUnit) => (unit === 'kg' ? 'kg' : 'lbs');
/** Axis ticks: 1500 → '1.5K'. */
const compact = (v: number) => (v >= 1000 ? `${Math.round(v / 100) / 10}K` : String(v));

/** Time axis props: real spacing between sessions, dates as ticks. */
const timeAxis = (times: number[]) => ({
  type: 'number' as const,
  scale: 'time' as const,
  domain: timeDomain(times),
  tickFormatter: tickDate,
  tickCount: 5,
});

/** Estimated 1RM per session and the top set's load, on a time axis. */
export function E1rmChart({
  sessions,
  unit,
}: {
  sessions: Parameters<typeof e1rmPoints>[0];
  unit: WeightUnit;
}) {
  const data = e1rmPoints(sessions, unit);
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="time"
      series={[
        { name: 'e1rm', label: 'Estimated 1RM', color: 'brand.6' },
        { name: 'top', label: 'Top set', color: 'ember.5', strokeDasharray: '5 5' },
      ]}
      curveType="linear"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      xAxisProps={timeAxis(data.map((d) => d.time))}
      yAxisProps={{
        domain: roundDomain(
          data.flatMap((d) => (d.top === null ? [d.e1rm] : [d.e1rm, d.top])),
          unit === 'kg' ? 5 : 10,
        ),
        width: 40,
        allowDecimals: false,
        // the unit is in the title; the tooltip (valueFormatter) says it again
        tickFormatter: (v: number) => String(v),
      }}
      tooltipProps={{ labelFormatter: (t) => tickDate(t) }}
      valueFormatter={(v) => `${v.toLocaleString('en-US')} ${label(unit)}`}
      data-testid="e1rm-chart"
    />
  );
}

/** Volume per Monday-start week, bars on a time axis. */
export function WeeklyVolumeChart({
  weeks,
  unit,
}: {
  weeks: Parameters<typeof volumePoints>[0];
  unit: WeightUnit;
}) {
  const data = volumePoints(weeks, unit);
  return (
    <BarChart
      h={180}
      data={data}
      dataKey="time"
      series={[{ name: 'volume', label: 'Volume', color: 'teal.6' }]}
      xAxisProps={{ ...timeAxis(data.map((d) => d.time)), padding: { left: 12, right: 12 } }}
      yAxisProps={{ width: 44, tickFormatter: compact }}
      barProps={{ maxBarSize: 18 }}
      tooltipProps={{ labelFormatter: (t) => (tickDate(t) ? `Week of ${tickDate(t)}` : '') }}
      valueFormatter={(v) => `${v.toLocaleString('en-US')} ${label(unit)}`}
      data-testid="volume-chart"
    />
  );
}
