/** Weekly splits by days per week: each day is a name and its slots, main lifts first. */
import type { Slot } from './program-slots.ts';

export interface DayTemplate {
  name: string;
  slots: Slot[];
}

const FULL_A: DayTemplate = {
  name: 'Full Body A',
  slots: ['squat', 'h_push', 'h_pull', 'hinge_light', 'lateral', 'core'],
};
const FULL_B: DayTemplate = {
  name: 'Full Body B',
  slots: ['hinge', 'v_push', 'v_pull', 'lunge', 'biceps', 'triceps'],
};
const FULL_C: DayTemplate = {
  name: 'Full Body C',
  slots: ['squat_alt', 'incline_push', 'h_pull_alt', 'ham_iso', 'rear_delt', 'core_alt'],
};
const UPPER_A: DayTemplate = {
  name: 'Upper A',
  slots: ['h_push', 'h_pull', 'v_push', 'v_pull', 'biceps', 'triceps', 'lateral'],
};
const LOWER_A: DayTemplate = {
  name: 'Lower A',
  slots: ['squat', 'hinge_light', 'lunge', 'ham_iso', 'calves', 'core'],
};
const UPPER_B: DayTemplate = {
  name: 'Upper B',
  slots: ['v_push', 'v_pull_alt', 'incline_push', 'h_pull_alt', 'rear_delt', 'biceps_alt', 'triceps_alt'],
};
const LOWER_B: DayTemplate = {
  name: 'Lower B',
  slots: ['hinge', 'squat_alt', 'quad_iso', 'glutes', 'calves', 'core_alt'],
};
const PUSH: DayTemplate = {
  name: 'Push',
  slots: ['h_push', 'v_push', 'incline_push', 'lateral', 'triceps', 'chest_iso', 'triceps_alt'],
};
const PULL: DayTemplate = {
  name: 'Pull',
  slots: ['hinge', 'v_pull', 'h_pull', 'rear_delt', 'biceps', 'h_pull_alt', 'biceps_alt'],
};
const LEGS: DayTemplate = {
  name: 'Legs',
  slots: ['squat', 'hinge_light', 'lunge', 'quad_iso', 'ham_iso', 'calves', 'core'],
};
const PUSH_B: DayTemplate = {
  name: 'Push B',
  slots: ['v_push', 'incline_push', 'h_push', 'chest_iso', 'lateral', 'triceps_alt', 'triceps'],
};
const PULL_B: DayTemplate = {
  name: 'Pull B',
  slots: ['v_pull_alt', 'h_pull_alt', 'hinge_light', 'rear_delt', 'biceps_alt', 'h_pull', 'biceps'],
};
const LEGS_B: DayTemplate = {
  name: 'Legs B',
  slots: ['squat_alt', 'hinge', 'glutes', 'ham_iso', 'quad_iso', 'calves', 'core_alt'],
};
const CONDITIONING: DayTemplate = {
  name: 'Conditioning & Core',
  slots: ['conditioning', 'carry', 'lunge', 'core', 'core_alt'],
};

export function splitFor(days: number): { label: string; days: DayTemplate[] } {
  switch (days) {
    case 1:
      return {
        label: 'Full Body',
        days: [{ name: 'Full Body', slots: ['squat', 'h_push', 'h_pull', 'hinge_light', 'v_push', 'core'] }],
      };
    case 2:
      return { label: 'Full Body', days: [FULL_A, FULL_B] };
    case 3:
      return { label: 'Full Body', days: [FULL_A, FULL_B, FULL_C] };
    case 4:
      return { label: 'Upper/Lower', days: [UPPER_A, LOWER_A, UPPER_B, LOWER_B] };
    case 5:
      return { label: 'Upper/Lower + Push/Pull/Legs', days: [UPPER_A, LOWER_A, PUSH, PULL, LEGS] };
    case 6:
      return { label: 'Push/Pull/Legs', days: [PUSH, PULL, LEGS, PUSH_B, PULL_B, LEGS_B] };
    default:
      return {
        label: 'Push/Pull/Legs + Conditioning',
        days: [PUSH, PULL, LEGS, PUSH_B, PULL_B, LEGS_B, CONDITIONING],
      };
  }
}
