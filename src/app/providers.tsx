import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
        <Notifications position="top-right" limit={5} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
