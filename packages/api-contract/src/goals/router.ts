import { z } from 'zod';
import { IdInput } from '../common.ts';
import { OkOutput } from '../exercises/schemas.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { CreateGoalInput, GoalOutput, UpdateGoalInput } from './schemas.ts';
import * as service from './service.ts';

export const goalsRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/goals' } })
    .output(z.array(GoalOutput))
    .query(({ ctx }) => service.listGoals(ctx.db, ctx.user)),

  create: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/goals', status: 201 } })
    .input(CreateGoalInput)
    .output(GoalOutput)
    .mutation(({ ctx, input }) => service.createGoal(ctx.db, ctx.user, input)),

  update: protectedProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/goals/:id' } })
    .input(UpdateGoalInput)
    .output(GoalOutput)
    .mutation(({ ctx, input }) => service.updateGoal(ctx.db, ctx.user, input)),

  delete: protectedProcedure
    .meta({ rest: { method: 'DELETE', path: '/api/goals/:id' } })
    .input(IdInput)
    .output(OkOutput)
    .mutation(async ({ ctx, input }) => {
      await service.deleteGoal(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),
});
