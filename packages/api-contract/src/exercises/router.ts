import { deleteMany } from '../coach/delete-many.ts';
import { editWithAi } from '../coach/edit.ts';
import {
  DeleteManyInput,
  DeleteManyOutput,
  EditWithAiInput,
  EditWithAiOutput,
  SwapInput,
  SwapOutput,
} from '../coach/schemas.ts';
import { swapExercise } from '../coach/swap.ts';
import { IdInput } from '../common.ts';
import { PlannedExerciseOutput } from '../programs/planned-schemas.ts';
import { notFound, protectedProcedure, router } from '../trpc.ts';
import { plannedOf } from '../workouts/service.ts';
import { fromProgram, PLANNED_NOT_FOUND, skipPlanned } from './from-program.ts';
import { deleteGroup, updateGroup } from './group.ts';
import {
  AddExerciseInput,
  DeleteGroupInput,
  ExerciseListOutput,
  ExerciseOutput,
  FromProgramInput,
  LastExerciseInput,
  ListExercisesInput,
  MuscleGroupsInput,
  MuscleGroupsOutput,
  OkOutput,
  SkipPlannedInput,
  UpdateExerciseInput,
  UpdateGroupInput,
} from './schemas.ts';
import { addSets, deleteSet, lastSets, listSets, muscleGroups, updateSet } from './service.ts';

/**
 * Static paths (/last, /group, /group/delete, /from-program, and /swap from the coach) never share a
 * method and segment count with /:id, and Fastify's router prefers static segments anyway.
 */
export const exercisesRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/exercises' } })
    .input(ListExercisesInput)
    .output(ExerciseListOutput)
    .query(({ ctx, input }) => listSets(ctx.db, ctx.user.id, input.workoutId)),

  add: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/exercises', status: 201 } })
    .input(AddExerciseInput)
    .output(ExerciseListOutput)
    .mutation(({ ctx, input }) => addSets(ctx.db, ctx.user, input)),

  last: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/exercises/last' } })
    .input(LastExerciseInput)
    .output(ExerciseListOutput)
    .query(({ ctx, input }) => lastSets(ctx.db, ctx.user.id, input)),

  update: protectedProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/exercises/:id' } })
    .input(UpdateExerciseInput)
    .output(ExerciseOutput)
    .mutation(({ ctx, input }) => updateSet(ctx.db, ctx.user, input)),

  updateGroup: protectedProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/exercises/group' } })
    .input(UpdateGroupInput)
    .output(ExerciseListOutput)
    .mutation(({ ctx, input }) => updateGroup(ctx.db, ctx.user, input)),

  delete: protectedProcedure
    .meta({ rest: { method: 'DELETE', path: '/api/exercises/:id' } })
    .input(IdInput)
    .output(OkOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteSet(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),

  deleteGroup: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/exercises/group/delete' } })
    .input(DeleteGroupInput)
    .output(OkOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteGroup(ctx.db, ctx.user.id, input);
      return { ok: true as const };
    }),

  fromProgram: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/exercises/from-program', status: 201 } })
    .input(FromProgramInput)
    .output(ExerciseListOutput)
    .mutation(({ ctx, input }) => fromProgram(ctx.db, ctx.user, input)),

  muscleGroups: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/exercises/:name/muscle-groups' } })
    .input(MuscleGroupsInput)
    .output(MuscleGroupsOutput)
    .query(({ input }) => muscleGroups(input.name)),

  /** "make it 4 sets": the coach edits the whole group the set belongs to. */
  editWithAi: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/exercises/:id/edit-with-ai' } })
    .input(EditWithAiInput)
    .output(EditWithAiOutput)
    .mutation(({ ctx, input }) => editWithAi(ctx.db, ctx.coach, ctx.user, input)),

  swap: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/exercises/swap' } })
    .input(SwapInput)
    .output(SwapOutput)
    .mutation(({ ctx, input }) => swapExercise(ctx.db, ctx.coach, ctx.user, input)),

  /** Skip Today / Unskip of a planned exercise, kept with the workout. */
  skip: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/exercises/skip' } })
    .input(SkipPlannedInput)
    .output(PlannedExerciseOutput)
    .mutation(async ({ ctx, input }) => {
      await skipPlanned(ctx.db, ctx.user.id, input);
      const planned = (await plannedOf(ctx.db, input.workoutId)).find((p) => p.position === input.position);
      if (!planned) throw notFound(PLANNED_NOT_FOUND);
      return planned;
    }),

  /** Undo of a journal entry: the listed sets, all or nothing. */
  deleteMany: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/exercises/delete-many' } })
    .input(DeleteManyInput)
    .output(DeleteManyOutput)
    .mutation(({ ctx, input }) => deleteMany(ctx.db, ctx.user.id, input.ids)),
});
