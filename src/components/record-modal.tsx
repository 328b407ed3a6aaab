import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { cachedAgo } from '@/lib/data-age';
import { notifyFailure } from '@/lib/notify';
import { useRememberRecord } from '@/lib/offline/visits';
import { useOnline } from '@/lib/online';

// What the record modals over a list share (parcel and pallet details, file viewers): the frame,
// the 'fail once, then close' rule of spec a section 8, and the offline notice.

const SMALL_SCREEN = '(max-width: 48em)';

/**
 * A details view's width: room for its tabs on one line, a tracking stepper and a sidebar
 * (decision 019), never wider than the screen.
 */
const DETAILS_WIDTH = 'min(1240px, 94vw)';

/** A modal over a list: full screen on small screens, with a Cancel button when asked. */
export function RecordModal({
  title,
  onClose,
  withCancel = false,
  remember = false,
  details = false,
  children,
}: {
  title: string;
  onClose: () => void;
  withCancel?: boolean;
  /** A record's details (tabs and a sidebar): the wide frame. */
  details?: boolean;
  /** The record is shown: the offline page offers it under this title (decision 018). */
  remember?: boolean;
  children: ReactNode;
}) {
  const small = useMediaQuery(SMALL_SCREEN);
  useReturnFocus();
  useRememberRecord(remember ? title : null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={details ? DETAILS_WIDTH : 'xl'}
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

/** After a modal closed, focus waits this long for whatever takes it next (another modal). */
const RETURN_FOCUS_DELAY_MS = 10;

type Opener = { element: HTMLElement | null; ownPath: string; paths: string[] };

const pathOf = (href: string) => new URL(href, 'http://x').pathname;

function openerOf(active: Element | null, ownHref: string): Opener {
  const element = active instanceof HTMLElement && active !== document.body ? active : null;
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  const ownPath = pathOf(ownHref);
  const paths = href ? [pathOf(href), ownPath] : [ownPath];
  return { element, ownPath, paths: [...new Set(paths)] };
}

function returnFocus({ element, ownPath, paths }: Opener, hereHref: string): void {
  // The page may be gone by then (a test's teardown, a closed window).
  if (typeof document === 'undefined') return;
  const active = document.activeElement;
  if (active && active !== document.body) return;
  // Only back on the list the modal was over: a link out of it leaves focus to the new page.
  if (!ownPath.startsWith(`${pathOf(hereHref).replace(/\/$/, '')}/`)) return;
  // Never behind a modal that opened in this one's place.
  if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const target =
    element?.isConnected === true
      ? element
      : paths
          .map((path) => links.find((link) => pathOf(link.getAttribute('href') ?? '') === path))
          .find((link) => link !== undefined);
  target?.focus();
}

/**
 * Gives focus back to what opened a modal once it closes. Mantine's own return reacts to `opened`
 * turning false, but a modal that is a route mounts opened and unmounts on close: nothing was
 * captured nor restored, and focus fell to <body>. The opener is remembered at mount; when it is
 * gone (the list redrew), the link to the same place, or to this record, stands in for it.
 */
export function useReturnFocus(): void {
  const router = useRouter();
  const [opener] = useState(() => openerOf(document.activeElement, router.history.location.href));
  useEffect(
    () => () => {
      window.setTimeout(
        () => returnFocus(opener, router.history.location.href),
        RETURN_FOCUS_DELAY_MS,
      );
    },
    [opener, router],
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
