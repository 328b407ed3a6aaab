import { Center, Loader, Overlay, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { ACCOUNT_SWITCH_OVERLAY_MS } from '@/contract/constants';
import { accountsStore, useAccounts } from '@/lib/session/accounts-store';

/** Shorter than this, the overlay would only flicker. */
const MIN_VISIBLE_MS = 400;

// Spec a section 4: while switching accounts the app is hidden behind 'Switching user...' for
// up to 2 seconds: less when the new account's data is ready sooner (`ready`), never a flicker.
export function SwitchingOverlay({ ready, children }: { ready: boolean; children: ReactNode }) {
  const { switching } = useAccounts();
  const startedAt = useRef(0);
  useEffect(() => {
    if (!switching) return;
    startedAt.current = Date.now();
    const maximum = setTimeout(() => accountsStore.endSwitching(), ACCOUNT_SWITCH_OVERLAY_MS);
    return () => clearTimeout(maximum);
  }, [switching]);
  useEffect(() => {
    if (!switching || !ready) return;
    const wait = Math.max(0, MIN_VISIBLE_MS - (Date.now() - startedAt.current));
    const timer = setTimeout(() => accountsStore.endSwitching(), wait);
    return () => clearTimeout(timer);
  }, [switching, ready]);
  return (
    <>
      <div style={{ visibility: switching ? 'hidden' : 'visible' }} aria-hidden={switching}>
        {children}
      </div>
      {switching ? (
        <Overlay fixed backgroundOpacity={1} color="var(--mantine-color-body)" zIndex={1000}>
          <Center h="100%">
            <Stack align="center" role="status">
              <Loader />
              <Text>Switching user...</Text>
            </Stack>
          </Center>
        </Overlay>
      ) : null}
    </>
  );
}
