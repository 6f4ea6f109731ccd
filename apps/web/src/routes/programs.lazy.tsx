/** The program screens' components, loaded with their routes (see programs.tsx). */
import { createLazyRoute, getRouteApi, Navigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ConfirmPage, ConfirmSkeleton } from '../features/programs/confirm/confirm-page.tsx';
import { parseDraftParam } from '../features/programs/confirm/draft-param.ts';
import { GeneratePage } from '../features/programs/generate/generate-page.tsx';
import { ProgramsPage } from '../features/programs/list/programs-page.tsx';
import { ModifyPage } from '../features/programs/modify/modify-page.tsx';

export const programsLazy = createLazyRoute('/_authed/programs')({ component: ProgramsPage });

const generateApi = getRouteApi('/_authed/programs/generate');
export const generateLazy = createLazyRoute('/_authed/programs/generate')({
  component: function Generate() {
    const { goals } = generateApi.useSearch();
    return <GeneratePage prefillGoals={goals} />;
  },
});

const confirmApi = getRouteApi('/_authed/programs/confirm');
export const confirmLazy = createLazyRoute('/_authed/programs/confirm')({
  pendingComponent: ConfirmSkeleton,
  component: function Confirm() {
    const { data } = confirmApi.useSearch();
    const draft = useMemo(() => parseDraftParam(data), [data]);
    // Spec 2 §5: a missing or unreadable draft goes back to the generator.
    if (!draft) return <Navigate to="/programs/generate" replace />;
    return <ConfirmPage draft={draft} />;
  },
});

const modifyApi = getRouteApi('/_authed/programs/modify');
export const modifyLazy = createLazyRoute('/_authed/programs/modify')({
  component: function Modify() {
    const { programId } = modifyApi.useRouteContext();
    return <ModifyPage id={programId} />;
  },
});
