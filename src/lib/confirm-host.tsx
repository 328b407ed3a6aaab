import { ModalsProvider } from '@mantine/modals';
import { type ReactNode, useEffect } from 'react';
import { registerConfirmHost } from './confirm';

/** Hosts the confirm dialogs of lib/confirm.tsx for everything below it. */
export function ConfirmHost({ children }: { children: ReactNode }) {
  useEffect(registerConfirmHost, []);
  return (
    <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{children}</ModalsProvider>
  );
}
