import './first-styles.ts';
import './global.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { type ApiClient, TRPCProvider } from '../lib/trpc.ts';
import { loadAllStyles } from './styles.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });

/** Theme, toasts, the query cache and the tRPC bindings; the router sits inside. */
export function AppProviders({
  queryClient,
  trpcClient,
  children,
}: {
  queryClient: QueryClient;
  trpcClient: ApiClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <DeferredToasts />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

const ToastsHost = lazy(() => loadAllStyles().then(() => import('./toasts-host.tsx')));

/**
 * The toast container (with its transitions, scroll lock and the rest of the styles, see styles.ts) is
 * not needed to paint any screen: it loads with the first toast, which waits in the store meanwhile.
 * The service worker has it cached after the first visit, so a toast offline still shows.
 */
function DeferredToasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notifications.length + queue.length > 0) setNeeded(true);
  }, [notifications.length, queue.length]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastsHost />
    </Suspense>
  ) : null;
}
