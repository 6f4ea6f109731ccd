/** The generate form's values, their options (spec 2 §2 Generate), and the request built from them. */
import { EXPERIENCE, type Experience, type FORM_EQUIPMENT } from '@coach/ai/schemas';
import { GOALS_REQUIRED } from '@coach/api-contract/schemas';

/** The generate form offers eight; the catalogue's kettlebell is not one of them. */
export const EQUIPMENT_OPTIONS = [
  { value: 'dumbbells', label: 'Dumbbells' },
  { value: 'barbell', label: 'Barbell' },
  { value: 'bench', label: 'Bench' },
  { value: 'pullup_bar', label: 'Pull-up Bar' },
  { value: 'cables', label: 'Cables' },
  { value: 'machines', label: 'Machines' },
  { value: 'resistance_bands', label: 'Resistance Bands' },
  { value: 'bodyweight', label: 'Bodyweight' },
] as const satisfies readonly { value: (typeof FORM_EQUIPMENT)[number]; label: string }[];
export type FormEquipment = (typeof EQUIPMENT_OPTIONS)[number]['value'];

export const EXPERIENCE_OPTIONS = [
  { value: 'beginner', label: 'Beginner', detail: '0-6 months' },
  { value: 'intermediate', label: 'Intermediate', detail: '6 months - 2 years' },
  { value: 'advanced', label: 'Advanced', detail: '2+ years' },
] as const satisfies readonly { value: Experience; label: string; detail: string }[];

export interface GenerateFormValues {
  goals: string;
  experience: Experience | null;
  /** 1-7, or null to let the coach decide */
  availableDays: number | null;
  equipment: FormEquipment[];
}

export const EMPTY_FORM: GenerateFormValues = {
  goals: '',
  experience: null,
  availableDays: null,
  equipment: [],
};

const equipmentValues: readonly string[] = EQUIPMENT_OPTIONS.map((o) => o.value);
const experienceValues: readonly string[] = EXPERIENCE;

/** A stored draft read back defensively: anything not recognised is dropped, never trusted. */
export function parseStoredForm(data: unknown): GenerateFormValues | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const goals = typeof d.goals === 'string' ? d.goals : '';
  const experience =
    typeof d.experience === 'string' && experienceValues.includes(d.experience)
      ? (d.experience as Experience)
      : null;
  const days = d.availableDays;
  const availableDays =
    typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 7 ? days : null;
  const equipment = Array.isArray(d.equipment)
    ? (d.equipment.filter((e) => typeof e === 'string' && equipmentValues.includes(e)) as FormEquipment[])
    : [];
  const values = { goals, experience, availableDays, equipment };
  return isBlank(values) ? null : values;
}

/** Nothing typed or chosen: not worth saving or offering back. */
export const isBlank = (v: GenerateFormValues) =>
  v.goals.trim() === '' && v.experience === null && v.availableDays === null && v.equipment.length === 0;

/** The request, or the goals message when the one required field is empty. */
export function generateRequest(v: GenerateFormValues) {
  const goals = v.goals.trim();
  if (!goals) return { error: GOALS_REQUIRED } as const;
  return {
    input: {
      goals,
      experience: v.experience ?? undefined,
      availableDays: v.availableDays ?? undefined,
      equipment: v.equipment.length ? v.equipment : undefined,
      isConfirmation: false,
    },
  } as const;
}
