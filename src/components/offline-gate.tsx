import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useShownDataOffline } from '@/lib/offline/shown-queries';
import type { Account } from '@/lib/session/accounts';
import { OfflinePage } from './offline-page';

/**
 * Offline, a screen none of whose reads has anything stored shows the offline page instead of
 * its error blocks (decision 018). The screen stays mounted underneath, so its queries keep
 * watching: back online they refetch and the screen replaces the page by itself.
 */
export function OfflineGate({ account, children }: { account: Account; children: ReactNode }) {
  const shown = useShownDataOffline(account);
  const nothingStored =
    shown !== null && shown.count > 0 && shown.oldest === null && !shown.loading;
  return (
    <>
      {nothingStored ? <OfflinePage /> : null}
      <Box display={nothingStored ? 'none' : undefined}>{children}</Box>
    </>
  );
}
