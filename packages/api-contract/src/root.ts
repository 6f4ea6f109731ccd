import { authRouter } from './auth/router.ts';
import { exercisesRouter } from './exercises/router.ts';
import { goalsRouter } from './goals/router.ts';
import { programsRouter } from './programs/router.ts';
import { progressRouter } from './progress/router.ts';
import { createCallerFactory, router } from './trpc.ts';
import { workoutsRouter } from './workouts/router.ts';

export const appRouter = router({
  auth: authRouter,
  workouts: workoutsRouter,
  exercises: exercisesRouter,
  goals: goalsRouter,
  programs: programsRouter,
  progress: progressRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
