import { keepPreviousData } from '@tanstack/react-query';
import type { Trpc } from '../../../lib/trpc.ts';

export const HISTORY_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In Progress' },
] as const;
export type HistoryStatus = (typeof HISTORY_FILTERS)[number]['value'];
const PAGE = 20;

/** The history list's query, shared by the page and its route's prefetch (same key, one request). */
export const historyQuery = (trpc: Trpc, search: string, status: HistoryStatus) => ({
  ...trpc.workouts.list.infiniteQueryOptions(
    { search: search || undefined, status, limit: PAGE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  ),
  placeholderData: keepPreviousData,
  staleTime: 2 * 60 * 1000,
});
