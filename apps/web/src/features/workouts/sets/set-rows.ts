/**
 * The set editor's rows: what the member types (strings, in their unit and effort scale) and the sets
 * the API takes (pounds, RPE, null for "not given"). Spec 2 §5: reps integer, weight decimal, effort an
 * integer within the scale, an empty input means not given.
 */
import { fromPounds, round3, toPounds } from '@coach/api-contract/domain';
import type { EffortPreference, WeightUnit } from '../shared/member.ts';
import { oneDecimal } from '../shared/text.ts';
import { effortScale, effortShown, effortToRpe } from './effort.ts';

export interface SetRow {
  key: string;
  reps: string;
  weight: string;
  effort: string;
}
export interface ParsedSet {
  reps: number | null;
  weight: number | null;
  rpe: number | null;
}
export type RowErrors = Partial<Record<'reps' | 'weight' | 'effort', string>>;

/** A stored set's fields (a record or the last session's) as editor text. */
export interface StoredSet {
  reps: number | null;
  weight: number | null;
  rpe: number | null;
}

let counter = 0;
export const rowKey = () => `row-${++counter}`;

export const emptyRow = (): SetRow => ({ key: rowKey(), reps: '', weight: '', effort: '' });

export function rowFromSet(set: StoredSet, unit: WeightUnit, preference: EffortPreference): SetRow {
  const effort = effortShown(set.rpe, preference);
  return {
    key: rowKey(),
    reps: set.reps === null ? '' : String(set.reps),
    weight: set.weight === null ? '' : oneDecimal(fromPounds(set.weight, unit)),
    effort: effort === null ? '' : oneDecimal(effort),
  };
}

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$|^\.\d+$/;

/** One row as an API set, or the reasons it is not one. */
export function parseRow(
  row: SetRow,
  unit: WeightUnit,
  preference: EffortPreference,
): { set: ParsedSet; errors: null } | { set: null; errors: RowErrors } {
  const errors: RowErrors = {};
  const reps = row.reps.trim();
  const weight = row.weight.trim().replace(',', '.');
  const effort = row.effort.trim();
  const scale = effortScale(preference);

  if (reps && !(INTEGER.test(reps) && Number(reps) <= 1000)) errors.reps = 'Whole number';
  if (weight && !DECIMAL.test(weight)) errors.weight = 'Number';
  else if (weight && toPounds(Number(weight), unit) > 2000) errors.weight = 'Too heavy';
  if (scale && effort) {
    const n = Number(effort);
    if (!INTEGER.test(effort) || n < scale.min || n > scale.max) errors.effort = `${scale.min}-${scale.max}`;
  }
  if (Object.keys(errors).length) return { set: null, errors };

  return {
    set: {
      reps: reps ? Number(reps) : null,
      weight: weight ? round3(toPounds(Number(weight), unit)) : null,
      rpe: scale && effort ? effortToRpe(Number(effort), preference) : null,
    },
    errors: null,
  };
}

/** Every row parsed; `sets` only when all are valid. Blank rows are skipped, not saved as empty sets. */
export function parseRows(rows: SetRow[], unit: WeightUnit, preference: EffortPreference) {
  const errors = new Map<string, RowErrors>();
  const sets: ParsedSet[] = [];
  for (const row of rows) {
    const blank = !row.reps.trim() && !row.weight.trim() && !row.effort.trim();
    if (blank) continue;
    const parsed = parseRow(row, unit, preference);
    if (parsed.errors) errors.set(row.key, parsed.errors);
    else sets.push(parsed.set);
  }
  return { sets: errors.size ? null : sets, errors };
}
