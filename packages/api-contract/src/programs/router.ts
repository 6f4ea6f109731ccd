import { protectedProcedure, router } from '../trpc.ts';
import { ProgramOutput } from './schemas.ts';
import * as service from './service.ts';

/** Only the active-program read for now; the programs feature adds the rest. */
export const programsRouter = router({
  active: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/api/programs/active' } })
    .output(ProgramOutput.nullable())
    .query(({ ctx }) => service.activeProgram(ctx.db, ctx.user.id)),
});
