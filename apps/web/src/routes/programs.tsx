/**
 * The program routes. Search params are read without zod: route definitions are in the first bundle,
 * where zod and the API schemas would cost ~60 KB (see start-search.ts); the confirm screen parses its
 * draft in its lazily loaded component.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { withAllStyles } from '../app/styles.ts';
import { authedRoute } from './authed.tsx';

const MAX_ID = 2_147_483_647;

function positiveId(raw: unknown): number | undefined {
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

export const programsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs',
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.programs.list.queryOptions());
  },
}).lazy(withAllStyles(() => import('./programs.lazy.tsx').then((m) => m.programsLazy)));

/** `?goals=` prefills the goals (the Progress page sends the muscles the member picked). */
export const programsGenerateRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs/generate',
  validateSearch: (search: Record<string, unknown>): { goals?: string } => {
    const { goals } = search;
    return (typeof goals === 'string' || typeof goals === 'number') && String(goals).length <= 2000
      ? { goals: String(goals) }
      : {};
  },
}).lazy(withAllStyles(() => import('./programs.lazy.tsx').then((m) => m.generateLazy)));

export const programsConfirmRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs/confirm',
  validateSearch: (search: Record<string, unknown>): { data?: unknown } =>
    search.data === undefined ? {} : { data: search.data },
}).lazy(withAllStyles(() => import('./programs.lazy.tsx').then((m) => m.confirmLazy)));

export const programsModifyRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/programs/modify',
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = positiveId(search.id);
    return id === undefined ? {} : { id };
  },
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw redirect({ to: '/programs', replace: true });
    return { programId: search.id };
  },
  loader: ({ context: { queryClient, trpc, programId } }) => {
    void queryClient.prefetchQuery(trpc.programs.byId.queryOptions({ id: programId }));
  },
}).lazy(withAllStyles(() => import('./programs.lazy.tsx').then((m) => m.modifyLazy)));

export const programRoutes = [
  programsRoute,
  programsGenerateRoute,
  programsConfirmRoute,
  programsModifyRoute,
];
