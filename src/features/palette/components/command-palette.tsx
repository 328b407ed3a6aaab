import {
  Badge,
  Group,
  Kbd,
  type ScrollAreaAutosizeProps,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconFileText, IconHistory, IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type CSSProperties, useEffect, useId, useMemo, useRef, useState } from 'react';
import { SCREEN } from '@/config/access-urls';
import { WRITE_ACTION } from '@/config/action-urls';
import type { Access } from '@/lib/access';
import { handOffToApiConsole, offeredToApiConsole } from '@/lib/api-console-handoff';
import { useOnline } from '@/lib/online';
import type { Account } from '@/lib/session/accounts';
import { useAccounts } from '@/lib/session/accounts-store';
import { actionItems } from '../palette-actions';
import type { PaletteGroupName, PaletteItem, ScreenEntry, ScreenGroup } from '../palette-items';
import { groupOrder, matchRank, rankItems } from '../palette-match';
import { screenItems } from '../palette-screens';
import { identifierRank, lookupText } from '../lookup-plan';
import { useRecentRecords } from '../use-recent-records';
import { useRecordLookup } from '../use-record-lookup';

// The command palette (issue 18 §1, decision 048) on Mantine's spotlight: one search over the
// screens this account may open, the records it opened lately (readable offline), records by
// identifier and the actions it may take. Its list is a listbox of options, the search a
// combobox pointing at the chosen one, so a screen reader follows the arrows.

/** Recently opened records shown at most. */
export const RECENT_LIMIT = 5;

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The list scrolls, and its options are never focused (the search keeps the focus and points at
 * the chosen one): the scrolling area is the listbox and takes a Tab stop, so a keyboard can
 * scroll it too. Spotlight's list hands ScrollArea's props on without declaring them.
 */
const listboxProps = (id: string): Pick<ScrollAreaAutosizeProps, 'viewportProps'> => ({
  viewportProps: { id, role: 'listbox', 'aria-label': 'Results', tabIndex: 0 },
});

export type CommandPaletteProps = {
  opened: boolean;
  account: Account;
  access: Access;
  groups: readonly ScreenGroup[];
  targetOf: (entry: ScreenEntry) => string;
  services: ReadonlyArray<{ id: number; name: string }>;
  onSwitchAccount: (account: Account) => void;
  onLogout: () => void;
  onHelp: () => void;
  onClose: () => void;
  /** After it is gone; `restoreFocus` unless something was opened or done. */
  onClosed: (restoreFocus: boolean) => void;
};

export function CommandPalette(props: CommandPaletteProps) {
  const { opened, account, access } = props;
  const router = useRouter();
  const [[store, spotlight]] = useState(createSpotlight);
  const [query, setQuery] = useState('');
  const online = useOnline();
  const { accounts } = useAccounts();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const recents = useRecentRecords(account, opened);
  const ran = useRef(false);
  const listId = `palette-${useId().replace(/:/g, '')}`;
  const { selected } = useSpotlight(store);
  // Spotlight moves its choice (arrows, a new query) without telling its subscribers: once it
  // has, the options and the search's aria-activedescendant are drawn again from the store.
  const redraw = () => store.setState((state) => state);

  useEffect(() => {
    if (opened) spotlight.open();
    else spotlight.close();
  }, [opened, spotlight]);

  const lookup = useRecordLookup(query, {
    account,
    online,
    services: props.services,
    access: {
      parcels: access.can(SCREEN.parcels),
      pallets: access.can(SCREEN.pallets),
      requests: access.can(SCREEN.requestsLog),
      users: access.can(SCREEN.users),
      services: access.can(SCREEN.services),
    },
  });

  const screens = useMemo(
    () => screenItems(props.groups, props.targetOf),
    [props.groups, props.targetOf],
  );
  const go = (href: string) => void router.navigate({ href });
  const actions = actionItems({
    canCreateParcel: access.can(WRITE_ACTION.createParcel),
    otherAccounts: accounts.filter((other) => other.headerIdentifier !== account.headerIdentifier),
    dark,
    consoleEntry: opened ? offeredToApiConsole() : null,
    canUseConsole: access.can(SCREEN.apiConsole),
    run: {
      createParcel: () => go('/parcels/create'),
      switchTo: (identifier) => {
        const next = accounts.find((other) => other.headerIdentifier === identifier);
        if (next) props.onSwitchAccount(next);
      },
      logout: props.onLogout,
      toggleScheme: () => setColorScheme(dark ? 'light' : 'dark'),
      openInConsole: (entry) => {
        // In memory, never in the URL, as the request's own button does (decision 038).
        handOffToApiConsole(entry);
        void router.navigate({ to: '/api_console' });
      },
      help: props.onHelp,
    },
  });

  const records: PaletteItem[] = lookup.records.map((record) => ({
    id: `record:${record.kind}:${record.id}`,
    group: 'Records',
    label: record.title,
    description: record.description,
    href: record.href,
    icon: IconFileText,
  }));
  const found = new Set(records.map((record) => record.href));
  // A record opened at two addresses (another tab, another list filter) is offered once, at the
  // newest.
  const titles = new Set<string>();
  const recent: PaletteItem[] = recents
    .filter((visit) => {
      if (found.has(visit.href) || titles.has(visit.title)) return false;
      titles.add(visit.title);
      return true;
    })
    .map((visit) => ({
      id: `recent:${visit.href}`,
      group: 'Recent',
      label: visit.title,
      description: online ? 'Opened recently' : 'Available offline',
      badge: online ? undefined : 'Offline',
      href: visit.href,
      icon: IconHistory,
    }));
  const shown: Record<PaletteGroupName, PaletteItem[]> = {
    Records: records,
    Recent: rankItems(recent, query).slice(0, RECENT_LIMIT),
    Screens: rankItems(screens, query),
    Actions: rankItems(actions, query),
  };
  const firstRecord = lookup.records[0];
  const order = groupOrder(
    {
      Records: firstRecord
        ? recordRank(identifierRank(firstRecord.identifier, lookupText(query)))
        : null,
      Recent: bestRank(shown.Recent, query),
      Screens: bestRank(shown.Screens, query),
      Actions: bestRank(shown.Actions, query),
    },
    query,
  );
  const flat = order.flatMap((group) => shown[group]);
  const domId = (item: PaletteItem) => `${listId}-${flat.indexOf(item)}`;
  const itemsKey = flat.map((item) => item.id).join('|');

  // The first result is the one Enter opens, also when results arrive after the typing; the
  // options show the store's choice (`data-selected`, which the arrows and Enter go by).
  const count = flat.length;
  useEffect(() => {
    if (!opened) return;
    store.setState((state) => ({ ...state, selected: count > 0 ? 0 : -1 }));
  }, [opened, itemsKey, count, store]);

  const trigger = (item: PaletteItem) => {
    ran.current = true;
    if (item.run) item.run();
    else if (item.href) go(item.href);
  };

  const status = !online
    ? 'Offline: records are not searched; those opened recently can still be read.'
    : lookup.searching
      ? 'Searching records…'
      : null;

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        window.setTimeout(redraw, 0);
      }}
      shortcut={null}
      scrollable
      maxHeight="min(60vh, 480px)"
      returnFocus={false}
      title="Command palette"
      styles={{ header: VISUALLY_HIDDEN }}
      onSpotlightClose={props.onClose}
      onSpotlightOpen={() => {
        ran.current = false;
      }}
      transitionProps={{
        duration: 150,
        transition: 'pop',
        onExited: () => props.onClosed(!ran.current),
      }}
      data-palette
    >
      <Spotlight.Search
        aria-label="Search screens, records and actions"
        placeholder="Search screens, records, actions…"
        leftSection={<IconSearch size={18} aria-hidden />}
        role="combobox"
        aria-expanded
        aria-controls={`${listId}-box`}
        aria-autocomplete="list"
        aria-activedescendant={flat[selected] ? domId(flat[selected]) : undefined}
        onKeyDown={() => queueMicrotask(redraw)}
      />
      <Spotlight.ActionsList id={listId} {...listboxProps(`${listId}-box`)}>
        {order.map((group) =>
          shown[group].length > 0 ? (
            <Spotlight.ActionsGroup key={group} label={group} role="group" aria-label={group}>
              {shown[group].map((item) => (
                <PaletteOption
                  key={item.id}
                  item={item}
                  id={domId(item)}
                  selected={flat[selected] === item}
                  onTrigger={trigger}
                />
              ))}
            </Spotlight.ActionsGroup>
          ) : null,
        )}
        {flat.length === 0 && !lookup.searching ? (
          <Spotlight.Empty role="option" aria-disabled aria-selected={false}>
            Nothing found
          </Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        {lookup.error ? (
          <Text size="xs" c="red" role="alert">
            Records could not be searched: {lookup.error.message}
          </Text>
        ) : (
          <Text size="xs" c="dimmed" role="status">
            {status ?? '↑ ↓ to choose, Enter to open, Esc to close'}
          </Text>
        )}
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}

const bestRank = (items: readonly PaletteItem[], query: string) =>
  items[0] ? matchRank(items[0], query) : null;
/** A record typed exactly ranks as a screen's exact name, one it starts with as a prefix. */
const recordRank = (rank: number) => (rank < 2 ? rank : 3);

function PaletteOption({
  item,
  id,
  selected,
  onTrigger,
}: {
  item: PaletteItem;
  id: string;
  selected: boolean;
  onTrigger: (item: PaletteItem) => void;
}) {
  const Icon = item.icon;
  const right =
    item.badge || item.hint ? (
      <Group gap={6} wrap="nowrap">
        {item.badge ? (
          <Badge size="sm" color="yellow" variant="light">
            {item.badge}
          </Badge>
        ) : null}
        {item.hint ? <Kbd size="xs">{item.hint}</Kbd> : null}
      </Group>
    ) : undefined;
  return (
    <Spotlight.Action
      // Spotlight keeps `id` for itself: the option's id, which the search's
      // aria-activedescendant names, is set on the element.
      ref={(element: HTMLButtonElement | null) => {
        if (element) element.id = id;
      }}
      role="option"
      aria-selected={selected}
      data-selected={selected || undefined}
      label={item.label}
      description={item.description}
      leftSection={Icon ? <Icon size={20} aria-hidden /> : undefined}
      rightSection={right}
      dimmedSections={false}
      onClick={() => onTrigger(item)}
    />
  );
}
