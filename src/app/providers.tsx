import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsHost } from './notifications-host';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

export function Providers({
  queryClient,
  env,
  children,
}: {
  queryClient: QueryClient;
  /** 'test' turns off transitions, portals and detached-popover hiding (no layout engine). */
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <NotificationsHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
