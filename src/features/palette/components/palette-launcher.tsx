import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { isModalOpen, isTypingTarget } from '@/components/list/keys/shortcut-target';
import type { Access } from '@/lib/access';
import type { Account } from '@/lib/session/accounts';
import { NO_SHORTCUT_STATE, readShortcut } from '../palette-keys';
import type { ScreenEntry, ScreenGroup } from '../palette-items';
import { goTargets } from '../palette-screens';
import type { PaletteView } from './palette-host';

// The palette's door in the top bar (issue 18 §1, decision 048): the Search button and the
// keyboard shortcuts, always there once signed in. The palette itself (Mantine's spotlight, its
// styles, the look-ups) is a chunk of its own, loaded when first asked for or when the browser
// is idle after sign-in: it adds nothing to the sign-in page.

const loadHost = () => import('./palette-host');
const PaletteHost = lazy(loadHost);

export type PaletteLauncherProps<E extends ScreenEntry> = {
  account: Account;
  access: Access;
  /** The sidebar's groups, as the sidebar shows them to this account. */
  groups: ReadonlyArray<{ label: string | null; entries: readonly E[] }>;
  targetOf: (entry: E) => string;
  services: ReadonlyArray<{ id: number; name: string }>;
  onSwitchAccount: (account: Account) => void;
  onLogout: () => void;
};

/** Loads the palette's chunk once the browser has nothing else to do (the first open is quick). */
function usePreloadWhenIdle(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => void loadHost().catch(() => undefined), {
      timeout: 5_000,
    });
    return () => window.cancelIdleCallback(id);
  }, []);
}

export function PaletteLauncher<E extends ScreenEntry>(props: PaletteLauncherProps<E>) {
  const { groups, targetOf } = props;
  const router = useRouter();
  const [view, setView] = useState<PaletteView>(null);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const viewRef = useRef<PaletteView>(null);
  const screens: readonly ScreenGroup[] = groups;
  const targetOfScreen = targetOf as (entry: ScreenEntry) => string;
  const goTo = useMemo(() => goTargets(screens, targetOfScreen), [screens, targetOfScreen]);
  usePreloadWhenIdle();

  const show = (next: Exclude<PaletteView, null>) => {
    if (viewRef.current === null) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    viewRef.current = next;
    setLoaded(true);
    setView(next);
  };
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });

  // Kept across renders: a render between 'g' and its letter must not forget the 'g'.
  const keyState = useRef(NO_SHORTCUT_STATE);
  useEffect(() => {
    const keys = new Set(goTo.map((target) => target.key));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const read = readShortcut(
        {
          key: event.key,
          code: event.code,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          shiftKey: event.shiftKey,
          typing: isTypingTarget(event.target),
          modalOpen: isModalOpen(),
          at: event.timeStamp || Date.now(),
        },
        keyState.current,
        keys,
      );
      keyState.current = read.state;
      const command = read.command;
      if (!command) return;
      event.preventDefault();
      if (command.type === 'go') {
        const target = goTo.find((candidate) => candidate.key === command.key);
        if (target) void router.navigate({ href: target.href });
      } else if (viewRef.current !== command.type) {
        showRef.current(command.type);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [goTo, router]);

  /** A palette or sheet closed; not one that already gave way to the other. */
  const close = (which: Exclude<PaletteView, null>) => {
    if (viewRef.current !== which) return;
    viewRef.current = null;
    setView(null);
  };
  /** Once the palette or the sheet is gone: focus back where it was, unless something took it. */
  const closed = (restoreFocus: boolean) => {
    const element = opener.current;
    if (viewRef.current !== null) return;
    opener.current = null;
    if (!restoreFocus || !element?.isConnected) return;
    const active = document.activeElement;
    const free =
      active === null ||
      active === document.body ||
      !active.isConnected ||
      active.closest('[data-palette]') !== null;
    if (free) element.focus();
  };

  return (
    <>
      <Tooltip label="Search screens, records and actions (Ctrl+K or /)">
        <Button
          visibleFrom="sm"
          variant="default"
          size="sm"
          px="xs"
          leftSection={<IconSearch size={16} aria-hidden />}
          aria-keyshortcuts="Control+K Meta+K /"
          onClick={() => show('palette')}
          rightSection={
            <Kbd size="xs" visibleFrom="md" aria-hidden>
              Ctrl K
            </Kbd>
          }
        >
          Search
        </Button>
      </Tooltip>
      {/* Narrow top bars have room for the icon only. */}
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => show('palette')}
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      {loaded ? (
        <Suspense fallback={null}>
          <PaletteHost
            {...props}
            groups={screens}
            targetOf={targetOfScreen}
            goTo={goTo}
            view={view}
            onView={show}
            onClose={close}
            onClosed={closed}
          />
        </Suspense>
      ) : null}
    </>
  );
}
