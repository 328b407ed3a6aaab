import { AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/contract/constants';
import { RouterAnchor } from '@/components/router-link';
import { ScrollToTop } from '@/components/scroll-to-top';
import type { NavGroup } from '../nav-entries';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { OfflineBanner } from './offline-banner';
import { Sidebar } from './sidebar';
import { MAIN_ID, mainClassName, SkipLink } from './skip-link';
import { UtcClock } from './utc-clock';

// Sidebar always open at 1200 px and wider ('lg'), a burger below; the UTC clock is in the top
// bar at every width; the account dropdown shows from 576 px ('xs') and its actions move into the
// burger menu under that (spec a section 2).
export function AppLayout({
  groups,
  targetOf,
  accountMenu,
  accountNav,
  search,
  children,
}: {
  groups: NavGroup[];
  targetOf: (entry: NavGroup['entries'][number]) => string;
  accountMenu: ReactNode;
  accountNav: ReactNode;
  /** Issue 18: the command palette's Search button (and its keyboard shortcuts). */
  search?: ReactNode;
  children: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'lg', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <RouterAnchor to="/dashboard" underline="never" c="inherit" fw={700}>
              {PRODUCT_NAME}
            </RouterAnchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {search}
            <UtcClock />
            <ColorSchemeToggle />
            <Box visibleFrom="xs">{accountMenu}</Box>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar groups={groups} targetOf={targetOf} onNavigate={close} />
        <Box
          hiddenFrom="xs"
          p="xs"
          style={{ borderTop: '1px solid var(--app-shell-border-color)' }}
        >
          {accountNav}
        </Box>
        <Text size="xs" c="dimmed" p="xs" visibleFrom="xs" ta="center">
          {PRODUCT_NAME}
        </Text>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={mainClassName}>
        <OfflineBanner />
        {children}
        <ScrollToTop />
      </AppShell.Main>
    </AppShell>
  );
}
