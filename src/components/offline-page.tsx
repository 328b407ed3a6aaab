import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { OfflineLinks } from './offline-links';
import { StatusPage } from './status-page';

/**
 * Spec c section 4's global offline page, inside the shell: said when a screen has nothing stored
 * on this device; it offers what is, and the screen comes back by itself once online.
 */
export function OfflinePage({ action }: { action?: ReactNode }) {
  return (
    <StatusPage
      title="You are offline now!"
      text="This page has not been stored on this device. It loads by itself once you are back online."
      action={
        <Stack align="center" w="100%">
          {action}
          <OfflineLinks />
        </Stack>
      }
    />
  );
}
