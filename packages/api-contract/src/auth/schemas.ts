/** Account schemas and the spec's validation rules, shared by the server and the web (browser-safe). */
import { z } from 'zod';
import { IsoDateTime, isTimeZone } from '../common.ts';

export const MIN_PASSWORD_LENGTH = 6;
export const EFFORT_SCALES = ['rpe', 'rir', 'none'] as const;
export const EffortPreference = z.enum(EFFORT_SCALES);
export type EffortPreference = z.infer<typeof EffortPreference>;
export const WeightUnit = z.enum(['lb', 'kg']);
export type WeightUnit = z.infer<typeof WeightUnit>;

export const HEIGHT_RANGE = { min: 36, max: 96 } as const;
export const WEIGHT_RANGE = { min: 50, max: 500 } as const;

export interface RegistrationForm {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  /** the web form has it; the API does not */
  confirmPassword?: string | undefined;
}

/** Register rules in the spec's order (spec 1 §5); null when valid. */
export function registrationError(form: RegistrationForm): string | null {
  const firstName = form.firstName?.trim() ?? '';
  const email = form.email?.trim() ?? '';
  const password = form.password ?? '';
  if (!firstName || !email || !password.trim()) return 'Please fill in all required fields';
  if (form.confirmPassword !== undefined && password !== form.confirmPassword)
    return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  if (!email.includes('@')) return 'Please enter a valid email address';
  return null;
}

/** Login rules (spec 1 §5); null when valid. */
export function loginError(form: {
  email?: string | undefined;
  password?: string | undefined;
}): string | null {
  if (!form.email?.trim() || !form.password) return 'Please enter both email and password';
  if (!form.email.includes('@')) return 'Please enter a valid email address';
  return null;
}

const optionalText = z.string().max(200, 'That is too long').optional();

export const RegisterInput = z
  .object({
    email: optionalText,
    password: z.string().max(200, 'Password is too long').optional(),
    firstName: optionalText,
    lastName: z.string().max(200, 'That is too long').nullish(),
    timeZone: z.string().refine(isTimeZone, 'Unknown time zone').optional(),
  })
  .superRefine((v, ctx) => {
    const message = registrationError({ ...v, lastName: v.lastName ?? undefined });
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((v) => ({
    email: (v.email ?? '').trim().toLowerCase(),
    password: v.password ?? '',
    firstName: (v.firstName ?? '').trim(),
    lastName: v.lastName?.trim() || null,
    timeZone: v.timeZone,
  }));
export type RegisterInput = z.input<typeof RegisterInput>;

export const LoginInput = z
  .object({
    email: z.string().max(200).optional(),
    password: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    const message = loginError(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((v) => ({ email: (v.email ?? '').trim().toLowerCase(), password: v.password ?? '' }));
export type LoginInput = z.input<typeof LoginInput>;

export const UpdatePreferencesInput = z
  .object({
    effortTrackingPreference: EffortPreference,
    /** inches; null clears */
    height: z
      .number({ message: 'Height must be a positive number' })
      .int('Height must be a whole number of inches')
      .positive('Height must be a positive number')
      .max(120, 'Height must be at most 120 inches')
      .nullable(),
    /** pounds; null clears */
    weight: z
      .number({ message: 'Weight must be a positive number' })
      .positive('Weight must be a positive number')
      .max(1500, 'Weight must be at most 1500 lbs')
      .nullable(),
    weightUnit: WeightUnit,
    timeZone: z.string().refine(isTimeZone, 'Unknown time zone'),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type UpdatePreferencesInput = z.input<typeof UpdatePreferencesInput>;

/** What the API says about a member: never the password or its hash. */
export const UserOutput = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  currentStreak: z.number(),
  effortTrackingPreference: EffortPreference,
  height: z.number().nullable(),
  weight: z.number().nullable(),
  weightUnit: WeightUnit,
  timeZone: z.string(),
  createdAt: IsoDateTime,
});
export type User = z.output<typeof UserOutput>;
