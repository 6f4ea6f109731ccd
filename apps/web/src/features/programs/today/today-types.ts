import type { RouterOutputs } from '../../../lib/trpc.ts';

export type Today = NonNullable<RouterOutputs['programs']['activeToday']>;
export type TodayWorkout = NonNullable<Today['todayWorkout']>;
export type PlannedExercise = TodayWorkout['exercises'][number];
