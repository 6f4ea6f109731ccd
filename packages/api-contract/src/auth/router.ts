import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import { LoginInput, RegisterInput, UpdatePreferencesInput, UserOutput } from './schemas.ts';
import * as service from './service.ts';

export const authRouter = router({
  register: publicProcedure
    .meta({ rest: { method: 'POST', path: '/api/auth/register', status: 201 } })
    .input(RegisterInput)
    .output(UserOutput)
    .mutation(({ ctx, input }) => service.register(ctx, input)),

  login: publicProcedure
    .meta({ rest: { method: 'POST', path: '/api/auth/login' } })
    .input(LoginInput)
    .output(UserOutput)
    .mutation(({ ctx, input }) => service.login(ctx, input)),

  logout: publicProcedure
    .meta({ rest: { method: 'POST', path: '/api/logout' } })
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await service.logout(ctx);
      return { ok: true as const };
    }),

  /** 'Sign out everywhere': ends all the member's sessions (other devices, old logins) and this one. */
  logoutAll: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/api/auth/logout-all' } })
    .output(z.object({ ok: z.literal(true), ended: z.number() }))
    .mutation(async ({ ctx }) => ({ ok: true as const, ended: await service.logoutAll(ctx, ctx.user.id) })),

  /** The signed-in member; 401 when signed out (the web treats any non-OK answer as signed out). */
  me: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/auth/user' } })
    .output(UserOutput)
    .query(({ ctx }) => service.currentUser(ctx.db, ctx.user.id)),

  updatePreferences: protectedProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/auth/user/preferences' } })
    .input(UpdatePreferencesInput)
    .output(UserOutput)
    .mutation(({ ctx, input }) => service.updatePreferences(ctx.db, ctx.user.id, input)),
});
