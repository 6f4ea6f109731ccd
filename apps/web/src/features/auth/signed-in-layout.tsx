import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { OutboxSync } from '../workouts/offline/use-outbox.ts';
import { useTimeZoneSync } from './use-time-zone-sync.ts';

/** The frame around every signed-in screen; the route guard has already loaded the member. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const { data: user } = useSuspenseQuery(trpc.auth.me.queryOptions());
  useTimeZoneSync(user.timeZone);
  return (
    <AppLayout>
      {/* Sets logged offline are replayed from any signed-in screen as soon as the browser is back online. */}
      <OutboxSync memberId={user.id} />
      {children}
    </AppLayout>
  );
}
