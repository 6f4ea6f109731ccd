import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
      <Notifications limit={1} position="top-center" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
