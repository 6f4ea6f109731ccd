import { useSuspenseQuery } from '@tanstack/react-query';
import { type User, useTRPC } from '../../../lib/trpc.ts';

export type EffortPreference = User['effortTrackingPreference'];
export type WeightUnit = User['weightUnit'];

/** The signed-in member (the guard loaded it): unit, effort scale and time zone for every screen. */
export function useMember(): User {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.auth.me.queryOptions()).data;
}
