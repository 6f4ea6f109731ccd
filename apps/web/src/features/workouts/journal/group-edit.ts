/**
 * A group's edit mode: rows typed in the member's unit and scale, saved as one `exercises.updateGroup`.
 * A field the member did not touch keeps its stored value exactly, so opening and saving a group never
 * drifts a weight through kg rounding or drops a half-point RPE that the integer inputs cannot express.
 */
import { parseRow, type RowErrors, rowFromSet } from '../sets/set-rows.ts';
import type { EffortPreference, WeightUnit } from '../shared/member.ts';
import type { GroupSet } from './groups.ts';
import type { EditableRow } from './set-table.tsx';

export function editRows(sets: GroupSet[], unit: WeightUnit, preference: EffortPreference): EditableRow[] {
  return sets.flatMap((s) =>
    s.id === null ? [] : [{ ...rowFromSet(s, unit, preference), id: s.id, removed: false }],
  );
}

export interface GroupSave {
  sets: { id: number; reps: number | null; weight: number | null; rpe: number | null }[];
  /** sets the member removed with the Action column */
  removed: number[];
}

export function buildGroupSave(
  rows: EditableRow[],
  sets: GroupSet[],
  unit: WeightUnit,
  preference: EffortPreference,
): { save: GroupSave; errors: null } | { save: null; errors: Map<string, RowErrors> } {
  const errors = new Map<string, RowErrors>();
  const save: GroupSave = { sets: [], removed: [] };
  for (const row of rows) {
    const stored = sets.find((s) => s.id === row.id);
    if (!stored) continue;
    if (row.removed) {
      save.removed.push(row.id);
      continue;
    }
    const original = rowFromSet(stored, unit, preference);
    const same = {
      reps: row.reps === original.reps,
      weight: row.weight === original.weight,
      // 'none' members have no effort input: their stored effort stays.
      effort: preference === 'none' || row.effort === original.effort,
    };
    // Only what the member changed is validated; an untouched 2.5 RIR is stored data, not input.
    const probe = {
      ...row,
      reps: same.reps ? '' : row.reps,
      weight: same.weight ? '' : row.weight,
      effort: same.effort ? '' : row.effort,
    };
    const parsed = parseRow(probe, unit, preference);
    if (parsed.errors) {
      errors.set(row.key, parsed.errors);
      continue;
    }
    save.sets.push({
      id: row.id,
      reps: same.reps ? stored.reps : parsed.set.reps,
      weight: same.weight ? stored.weight : parsed.set.weight,
      rpe: same.effort ? stored.rpe : parsed.set.rpe,
    });
  }
  return errors.size ? { save: null, errors } : { save, errors: null };
}
