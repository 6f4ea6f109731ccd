import { Table, Text } from '@mantine/core';
import type { RouterOutputs } from '../../../lib/trpc.ts';
import type { WeightUnit } from '../../workouts/shared/member.ts';
import { shownWeight, tableDate } from './chart-data.ts';

type History = RouterOutputs['progress']['exercise'];
const label = (unit: WeightUnit) => (unit === 'kg' ? 'kg' : 'lbs');

/** 1RM to 10RM: the heaviest load lifted for at least that many reps, with the day. */
export function RepMaxTable({ repMaxes, unit }: { repMaxes: History['repMaxes']; unit: WeightUnit }) {
  return (
    <Table striped withRowBorders={false} verticalSpacing={6} aria-label="Personal records by rep count">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Reps</Table.Th>
          <Table.Th>Best ({label(unit)})</Table.Th>
          <Table.Th ta="right">Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {repMaxes.map((r) => (
          <Table.Tr key={r.reps}>
            <Table.Td fw={700}>{r.reps}RM</Table.Td>
            <Table.Td>{r.weight === null ? <Text c="dimmed">—</Text> : shownWeight(r.weight, unit)}</Table.Td>
            <Table.Td ta="right" c="dimmed" fz="sm">
              {r.date ? tableDate(r.date) : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The most reps done at each load, heaviest first. */
export function RepsAtWeightTable({ rows, unit }: { rows: History['bestRepsAtWeight']; unit: WeightUnit }) {
  return (
    <Table striped withRowBorders={false} verticalSpacing={6} aria-label="Best reps at each weight">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Weight ({label(unit)})</Table.Th>
          <Table.Th>Best reps</Table.Th>
          <Table.Th ta="right">Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.weight}>
            <Table.Td fw={700}>{shownWeight(r.weight, unit)}</Table.Td>
            <Table.Td>{r.reps}</Table.Td>
            <Table.Td ta="right" c="dimmed" fz="sm">
              {tableDate(r.date)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
