import { IdInput } from '../common.ts';
import { OkOutput } from '../exercises/schemas.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { generateProgram, modifyProgram } from './design.ts';
import {
  ConfirmProgramInput,
  GenerateProgramInput,
  GenerateProgramOutput,
  ModifyProgramInput,
  ModifyProgramOutput,
  ProgramIdInput,
  ProgramListOutput,
  ProgramOutput,
  TodayOutput,
  UpdateProgramInput,
} from './schemas.ts';
import {
  activeProgram,
  confirmProgram,
  deleteProgram,
  listPrograms,
  programById,
  updateProgram,
} from './service.ts';
import { activeToday, todayFor } from './today.ts';

/**
 * Static paths (/active, /active/today, /generate, /modify, /confirm) win over /:id in Fastify's
 * router, so `GET /api/programs/active` never reads as a program id.
 */
export const programsRouter = router({
  list: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/programs' } })
    .output(ProgramListOutput)
    .query(({ ctx }) => listPrograms(ctx.db, ctx.user.id)),

  active: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/programs/active' } })
    .output(ProgramOutput.nullable())
    .query(({ ctx }) => activeProgram(ctx.db, ctx.user.id)),

  activeToday: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/programs/active/today' } })
    .output(TodayOutput.nullable())
    .query(({ ctx }) => activeToday(ctx.db, ctx.coach, ctx.user)),

  byId: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/programs/:id' } })
    .input(IdInput)
    .output(ProgramOutput)
    .query(({ ctx, input }) => programById(ctx.db, ctx.user.id, input.id)),

  today: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/programs/:programId/today' } })
    .input(ProgramIdInput)
    .output(TodayOutput)
    .query(({ ctx, input }) => todayFor(ctx.db, ctx.coach, ctx.user, input.programId)),

  update: protectedProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/programs/:id' } })
    .input(UpdateProgramInput)
    .output(ProgramOutput)
    .mutation(({ ctx, input }) => updateProgram(ctx.db, ctx.user.id, input)),

  delete: protectedProcedure
    .meta({ rest: { method: 'DELETE', path: '/api/programs/:id' } })
    .input(IdInput)
    .output(OkOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteProgram(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),

  generate: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/programs/generate' } })
    .input(GenerateProgramInput)
    .output(GenerateProgramOutput)
    .mutation(({ ctx, input }) => generateProgram(ctx.coach, ctx.user.id, input)),

  modify: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/programs/modify' } })
    .input(ModifyProgramInput)
    .output(ModifyProgramOutput)
    .mutation(({ ctx, input }) => modifyProgram(ctx.db, ctx.coach, ctx.user.id, input)),

  confirm: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/programs/confirm', status: 201 } })
    .input(ConfirmProgramInput)
    .output(ProgramOutput)
    .mutation(({ ctx, input }) => confirmProgram(ctx.db, ctx.user.id, input.program, input.idempotencyKey)),
});
