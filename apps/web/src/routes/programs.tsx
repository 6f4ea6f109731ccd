import { createRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmPage, ConfirmSkeleton } from '../features/programs/confirm/confirm-page.tsx';
import { parseDraftParam } from '../features/programs/confirm/draft-param.ts';
import { GeneratePage } from '../features/programs/generate/generate-page.tsx';
import { ProgramsPage } from '../features/programs/list/programs-page.tsx';
import { ModifyPage } from '../features/programs/modify/modify-page.tsx';
import { authedRoute } from './authed.tsx';

export const programsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs',
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.programs.list.queryOptions());
  },
  component: ProgramsPage,
});

/** `?goals=` prefills the goals (the Progress page sends the muscles the member picked). */
export const programsGenerateRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs/generate',
  validateSearch: z.object({
    goals: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().max(2000))
      .optional()
      .catch(undefined),
  }),
  component: function Generate() {
    const { goals } = programsGenerateRoute.useSearch();
    return <GeneratePage prefillGoals={goals} />;
  },
});

export const programsConfirmRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs/confirm',
  validateSearch: z.object({ data: z.unknown().optional() }),
  beforeLoad: ({ search }) => {
    const draft = parseDraftParam(search.data);
    if (!draft) throw redirect({ to: '/programs/generate', replace: true });
    return { draft };
  },
  pendingComponent: ConfirmSkeleton,
  component: function Confirm() {
    const { draft } = programsConfirmRoute.useRouteContext();
    return <ConfirmPage draft={draft} />;
  },
});

export const programsModifyRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs/modify',
  validateSearch: z.object({
    id: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  }),
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw redirect({ to: '/programs', replace: true });
    return { programId: search.id };
  },
  loader: ({ context: { queryClient, trpc, programId } }) => {
    void queryClient.prefetchQuery(trpc.programs.byId.queryOptions({ id: programId }));
  },
  component: function Modify() {
    const { programId } = programsModifyRoute.useRouteContext();
    return <ModifyPage id={programId} />;
  },
});

export const programRoutes = [
  programsRoute,
  programsGenerateRoute,
  programsConfirmRoute,
  programsModifyRoute,
];
