/**
 * The goal form's kinds and the pure step from what the member typed (in their unit) to the API's
 * input (pounds for weights). Every kind but `custom` tracks itself from logged data.
 */
import type { BodyGroup } from '@coach/ai/schemas';
import { fromPounds, round3, toPounds } from '@coach/api-contract/domain';
import type { WeightUnit } from '../../workouts/shared/member.ts';
import { titleCase } from '../../workouts/shared/text.ts';
import { groupByKey } from '../body-map/regions.ts';

/** The form's label for each kind, and a short one for cards (home's Active Goals). */
export const GOAL_KIND_OPTIONS = [
  { value: 'lift_e1rm', label: 'Lift: estimated 1RM', short: 'Estimated 1RM' },
  { value: 'lift_top_set', label: 'Lift: heaviest set', short: 'Heaviest set' },
  { value: 'workouts_per_week', label: 'Workouts per week', short: 'Workouts per week' },
  { value: 'weekly_sets', label: 'Weekly sets for a muscle group', short: 'Weekly sets' },
  { value: 'total_volume', label: 'Total volume lifted', short: 'Total volume' },
  { value: 'body_weight', label: 'Body weight', short: 'Body weight' },
  { value: 'custom', label: 'Custom (I update it myself)', short: 'Custom' },
] as const;
export type GoalKind = (typeof GOAL_KIND_OPTIONS)[number]['value'];

/** A goal's kind in a word or two: 'Estimated 1RM', 'Weekly sets', 'Custom'. */
export const kindLabel = (kind: GoalKind) =>
  GOAL_KIND_OPTIONS.find((o) => o.value === kind)?.short ?? 'Custom';

export const CATEGORY_OPTIONS = ['strength', 'consistency', 'volume', 'body', 'other'] as const;

const CATEGORY: Record<Exclude<GoalKind, 'custom'>, string> = {
  lift_e1rm: 'strength',
  lift_top_set: 'strength',
  workouts_per_week: 'consistency',
  weekly_sets: 'volume',
  total_volume: 'volume',
  body_weight: 'body',
};

/** Kinds whose numbers are weights: typed and shown in the member's unit, stored in pounds. */
export const isWeightKind = (kind: string) =>
  kind === 'lift_e1rm' || kind === 'lift_top_set' || kind === 'total_volume' || kind === 'body_weight';
export const needsExercise = (kind: string) => kind === 'lift_e1rm' || kind === 'lift_top_set';

export interface GoalDraft {
  kind: GoalKind;
  exerciseName: string | null;
  muscleGroup: BodyGroup | null;
  /** in the member's unit for weight kinds */
  target: number | '';
  /** custom goals only: where the member is now */
  current: number | '';
  title: string;
  category: string;
  unit: string;
  description: string;
  targetDate: string;
}

export const emptyDraft = (kind: GoalKind = 'lift_e1rm'): GoalDraft => ({
  kind,
  exerciseName: null,
  muscleGroup: null,
  target: '',
  current: '',
  title: '',
  category: kind === 'custom' ? 'other' : CATEGORY[kind],
  unit: '',
  description: '',
  targetDate: '',
});

/** The unit the target is typed and shown in. */
export function kindUnit(kind: string, unit: WeightUnit, custom = ''): string {
  if (isWeightKind(kind)) return unit === 'kg' ? 'kg' : 'lbs';
  if (kind === 'workouts_per_week') return 'workouts';
  if (kind === 'weekly_sets') return 'sets';
  return custom;
}

/** A title when the member leaves it blank: 'Bench Press e1RM 100 kg', 'Chest: 12 sets a week'. */
export function suggestedTitle(d: GoalDraft, unit: WeightUnit): string {
  const target = d.target === '' ? '' : ` ${d.target} ${kindUnit(d.kind, unit, d.unit)}`.trimEnd();
  const lift = d.exerciseName ? titleCase(d.exerciseName) : 'Lift';
  switch (d.kind) {
    case 'lift_e1rm':
      return `${lift} e1RM${target}`;
    case 'lift_top_set':
      return `${lift} top set${target}`;
    case 'workouts_per_week':
      return `Train ${d.target || '?'} times a week`;
    case 'weekly_sets':
      return `${groupByKey(d.muscleGroup ?? '')?.name ?? 'Muscle group'}: ${d.target || '?'} sets a week`;
    case 'total_volume':
      return `Lift${target} in total`;
    case 'body_weight':
      return `Body weight${target}`;
    default:
      return '';
  }
}

export type DraftErrors = Partial<
  Record<'exerciseName' | 'muscleGroup' | 'target' | 'title' | 'category', string>
>;

export function draftErrors(d: GoalDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (needsExercise(d.kind) && !d.exerciseName) errors.exerciseName = 'Please choose an exercise';
  if (d.kind === 'weekly_sets' && !d.muscleGroup) errors.muscleGroup = 'Please choose a muscle group';
  if (d.kind !== 'custom' && (d.target === '' || d.target <= 0))
    errors.target = 'The target must be more than 0';
  if (d.kind === 'custom' && !d.title.trim()) errors.title = 'Please enter a goal title';
  if (d.kind === 'custom' && !d.category.trim()) errors.category = 'Please choose a category';
  return errors;
}

const toStored = (kind: string, value: number, unit: WeightUnit) =>
  isWeightKind(kind) ? round3(toPounds(value, unit)) : value;
const toShown = (kind: string, value: number, unit: WeightUnit) =>
  isWeightKind(kind) ? Math.round(fromPounds(value, unit) * 10) / 10 : value;

/** The create/update input: the API's units, the kind's own unit and category, blanks as null. */
export function draftToInput(d: GoalDraft, unit: WeightUnit) {
  const tracked = d.kind !== 'custom';
  return {
    kind: d.kind,
    title: d.title.trim() || suggestedTitle(d, unit),
    category: tracked ? CATEGORY[d.kind as Exclude<GoalKind, 'custom'>] : d.category.trim(),
    unit: tracked ? (isWeightKind(d.kind) ? 'lbs' : kindUnit(d.kind, unit)) : d.unit.trim() || null,
    exerciseName: needsExercise(d.kind) ? d.exerciseName : null,
    muscleGroup: d.kind === 'weekly_sets' ? d.muscleGroup : null,
    targetValue: d.target === '' ? null : toStored(d.kind, d.target, unit),
    ...(tracked ? {} : { currentValue: d.current === '' ? 0 : d.current }),
    description: d.description.trim() || null,
    targetDate: d.targetDate || null,
  };
}

interface StoredGoal {
  kind: string;
  title: string;
  category: string;
  unit: string | null;
  exerciseName: string | null;
  muscleGroup: string | null;
  targetValue: number | null;
  currentValue: number;
  description: string | null;
  targetDate: string | null;
}

/** Back into the form, for editing. */
export function goalToDraft(g: StoredGoal, unit: WeightUnit): GoalDraft {
  const kind = (GOAL_KIND_OPTIONS.some((o) => o.value === g.kind) ? g.kind : 'custom') as GoalKind;
  return {
    kind,
    exerciseName: g.exerciseName,
    muscleGroup: (groupByKey(g.muscleGroup ?? '')?.key ?? null) as BodyGroup | null,
    target: g.targetValue === null ? '' : toShown(kind, g.targetValue, unit),
    current: kind === 'custom' ? g.currentValue : '',
    title: g.title,
    category: g.category,
    unit: g.unit ?? '',
    description: g.description ?? '',
    targetDate: g.targetDate ?? '',
  };
}

/**
 * 'current / target unit' in the member's unit: '182.5 / 225 lbs', '3 / 4 workouts'. The kind says
 * whether the numbers are pounds to convert; a custom goal keeps the unit the member typed.
 */
export function progressText(
  g: { kind: string; currentValue: number; targetValue: number | null; unit: string | null },
  unit: WeightUnit,
) {
  const weight = isWeightKind(g.kind);
  const kind = weight ? 'body_weight' : 'custom';
  const shownUnit = weight ? kindUnit(kind, unit) : (g.unit ?? '');
  const fmt = (v: number) => toShown(kind, v, unit).toLocaleString('en-US', { maximumFractionDigits: 1 });
  const target = g.targetValue === null ? '' : ` / ${fmt(g.targetValue)}`;
  return `${fmt(g.currentValue)}${target}${shownUnit ? ` ${shownUnit}` : ''}`;
}
