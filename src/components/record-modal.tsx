import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { cachedAgo } from '@/lib/data-age';
import { notifyFailure } from '@/lib/notify';
import { useOnline } from '@/lib/online';

// What the record modals over a list share (parcel and pallet details, file viewers): the frame,
// the 'fail once, then close' rule of spec a section 8, and the offline notice.

const SMALL_SCREEN = '(max-width: 48em)';

/** A modal over a list: full screen on small screens, with a Cancel button when asked. */
export function RecordModal({
  title,
  onClose,
  withCancel = false,
  children,
}: {
  title: string;
  onClose: () => void;
  withCancel?: boolean;
  children: ReactNode;
}) {
  const small = useMediaQuery(SMALL_SCREEN);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {children}
        {withCancel ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}

export function RecordLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** A failed load is said once per mount, in a toast, and then the modal goes away. */
export function useFailOnce(error: unknown, onLoadFailed: () => void): void {
  const failed = useRef(false);
  useEffect(() => {
    if (error === null || error === undefined || failed.current) return;
    failed.current = true;
    notifyFailure(error);
    onLoadFailed();
  }, [error, onLoadFailed]);
}

/** Back to where the user came from, or `fallback` when the modal was opened directly. */
export function useBackOr(fallback: () => void): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return useCallback(() => {
    if (canGoBack) router.history.back();
    else fallback();
  }, [canGoBack, router, fallback]);
}

/** Offline, a record shown from the device copy says how old it is. */
export function OfflineCopyNotice({ updatedAt }: { updatedAt: number }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert color="yellow" icon={<IconWifiOff size={16} aria-hidden />} p="xs">
      Opened offline, {cachedAgo(updatedAt)}
    </Alert>
  );
}
