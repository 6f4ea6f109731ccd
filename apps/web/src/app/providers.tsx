import '@mantine/core/styles.css';
import './global.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { type ApiClient, TRPCProvider } from '../lib/trpc.ts';
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

const ToastsHost = lazy(() => import('./toasts-host.tsx'));

/**
 * The toast container (with its transitions and scroll lock, ~15 KB) is not needed to paint the first
 * screen: it loads when the browser is idle. A toast raised before then waits in the store and shows
 * as soon as the container mounts.
 */
function DeferredToasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(show, 200);
    return () => clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToastsHost />
    </Suspense>
  ) : null;
}
