import { protectedProcedure, router } from '../trpc.ts';
import { WorkoutOutput } from '../workouts/schemas.ts';
import { bodyMap } from './body-map.ts';
import { exerciseHistory } from './exercise-history.ts';
import { insights } from './insights.ts';
import { muscleGroupProgress } from './muscle-group.ts';
import {
  BodyMapOutput,
  ExerciseHistoryInput,
  ExerciseHistoryOutput,
  InsightsOutput,
  MuscleGroupIdInput,
  MuscleGroupProgressOutput,
  ProgressSummaryOutput,
  TargetedWorkoutInput,
} from './schemas.ts';
import { progressSummary } from './summary.ts';
import { startTargetedWorkout } from './targeted.ts';

export const progressRouter = router({
  /** The stats row: Total Workouts, Time Trained, Volume, Day Streak (and the member's level). */
  summary: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/progress/summary' } })
    .output(ProgressSummaryOutput)
    .query(({ ctx }) => progressSummary(ctx.db, ctx.user)),

  bodyMap: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/progress/body-map' } })
    .output(BodyMapOutput)
    .query(({ ctx }) => bodyMap(ctx.db, ctx.user)),

  muscleGroup: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/muscle-groups/:id/progress' } })
    .input(MuscleGroupIdInput)
    .output(MuscleGroupProgressOutput)
    .query(({ ctx, input }) => muscleGroupProgress(ctx.db, ctx.user, input.id)),

  exercise: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/progress/exercises/:name' } })
    .input(ExerciseHistoryInput)
    .output(ExerciseHistoryOutput)
    .query(({ ctx, input }) => exerciseHistory(ctx.db, ctx.user, input)),

  insights: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/progress/insights' } })
    .output(InsightsOutput)
    .query(({ ctx }) => insights(ctx.db, ctx.user)),

  /** A new workout of planned sets for the selected muscle groups; the journal reads its sets. */
  targetedWorkout: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/progress/targeted-workout', status: 201 } })
    .input(TargetedWorkoutInput)
    .output(WorkoutOutput)
    .mutation(({ ctx, input }) => startTargetedWorkout(ctx.db, ctx.user, input)),
});
