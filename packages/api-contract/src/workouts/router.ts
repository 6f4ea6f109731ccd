import { analyseCompletedWorkout } from '../coach/completion.ts';
import { logJournal } from '../coach/journal.ts';
import { JournalInput, JournalOutput } from '../coach/schemas.ts';
import { IdInput } from '../common.ts';
import { OkOutput } from '../exercises/schemas.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { completeWorkout } from './complete.ts';
import { createWorkout, startWorkout } from './create.ts';
import { dashboard } from './dashboard.ts';
import { listWorkouts } from './list.ts';
import {
  CompleteWorkoutOutput,
  CreateWorkoutInput,
  DashboardOutput,
  ListWorkoutsInput,
  StartedWorkoutOutput,
  UpdateWorkoutInput,
  WorkoutListOutput,
  WorkoutOutput,
  WorkoutWithExercisesOutput,
} from './schemas.ts';
import { deleteWorkout, updateWorkout, workoutWithSets } from './service.ts';

export const workoutsRouter = router({
  create: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/workouts', status: 201 } })
    .input(CreateWorkoutInput)
    .output(StartedWorkoutOutput)
    .mutation(({ ctx, input }) => createWorkout(ctx.db, ctx.user, input)),

  /** `/workout?name&date`: answers the in-progress workout of that name and date instead of a new one. */
  start: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/workouts/start', status: 201 } })
    .input(CreateWorkoutInput)
    .output(StartedWorkoutOutput)
    .mutation(({ ctx, input }) => startWorkout(ctx.db, ctx.user, input)),

  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/workouts' } })
    .input(ListWorkoutsInput)
    .output(WorkoutListOutput)
    .query(({ ctx, input }) => listWorkouts(ctx.db, ctx.user.id, input)),

  byId: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/workouts/:id' } })
    .input(IdInput)
    .output(WorkoutWithExercisesOutput)
    .query(({ ctx, input }) => workoutWithSets(ctx.db, ctx.user.id, input.id)),

  update: protectedProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/workouts/:id' } })
    .input(UpdateWorkoutInput)
    .output(WorkoutOutput)
    .mutation(({ ctx, input }) => updateWorkout(ctx.db, ctx.user, input)),

  delete: protectedProcedure
    .meta({ rest: { method: 'DELETE', path: '/api/workouts/:id' } })
    .input(IdInput)
    .output(OkOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteWorkout(ctx.db, ctx.user, input.id);
      return { ok: true as const };
    }),

  complete: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/workouts/:id/complete' } })
    .input(IdInput)
    .output(CompleteWorkoutOutput)
    .mutation(async ({ ctx, input }) => {
      const done = await completeWorkout(ctx.db, ctx.user, input.id);
      const analysed = await analyseCompletedWorkout(ctx.db, ctx.coach, ctx.user, done.workout);
      return {
        workout: analysed.workout,
        achievements: [...done.achievements, ...analysed.achievements],
        plan: analysed.plan,
      };
    }),

  /** A free-text journal entry, parsed by the coach into logged sets. */
  journal: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/workouts/:id/journal', status: 201 } })
    .input(JournalInput)
    .output(JournalOutput)
    .mutation(({ ctx, input }) => logJournal(ctx.db, ctx.coach, ctx.user, input)),

  dashboard: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/dashboard' } })
    .output(DashboardOutput)
    .query(({ ctx }) => dashboard(ctx.db, ctx.user)),
});
