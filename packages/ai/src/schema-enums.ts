/** The closed word lists the coach's schemas share (body groups, equipment, experience, units). */
import { z } from 'zod';

export const BODY_GROUPS = ['chest', 'back', 'shoulders', 'arms', 'legs', 'core'] as const;
export const BodyGroup = z.enum(BODY_GROUPS);
export type BodyGroup = z.infer<typeof BodyGroup>;

/** The generate form's eight equipment options (spec 2 §2), in its order. */
export const FORM_EQUIPMENT = [
  'dumbbells',
  'barbell',
  'bench',
  'pullup_bar',
  'cables',
  'machines',
  'resistance_bands',
  'bodyweight',
] as const;
/** The form's options plus kettlebell, which the catalogue also knows. */
export const EQUIPMENT = [...FORM_EQUIPMENT, 'kettlebell'] as const;
export const Equipment = z.enum(EQUIPMENT);
export type Equipment = z.infer<typeof Equipment>;

export const EXPERIENCE = ['beginner', 'intermediate', 'advanced'] as const;
export const Experience = z.enum(EXPERIENCE);
export type Experience = z.infer<typeof Experience>;

export const EffortScale = z.enum(['rpe', 'rir', 'none']);
export type EffortScale = z.infer<typeof EffortScale>;
export const WeightUnit = z.enum(['lb', 'kg']);
export type WeightUnit = z.infer<typeof WeightUnit>;
