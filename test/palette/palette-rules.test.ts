import { describe, expect, it } from 'vitest';
import {
  listKeyAction,
  nextRowIndex,
  recordLinkIndex,
} from '@/components/list/keys/list-keys-rules';
import { isPlainShortcutKey, isTypingTarget } from '@/components/list/keys/shortcut-target';
import { actionItems, type ActionInput } from '@/features/palette/palette-actions';
import {
  G_TIMEOUT_MS,
  NO_SHORTCUT_STATE,
  readShortcut,
  type KeyPress,
} from '@/features/palette/palette-keys';
import { groupOrder, matchRank, rankItems } from '@/features/palette/palette-match';
import { goTargets, routeWords, screenItems } from '@/features/palette/palette-screens';
import {
  identifierRank,
  lookupPlan,
  lookupText,
  matchingServices,
  mergeFound,
  type FoundRecord,
} from '@/features/palette/lookup-plan';

const item = (label: string, extra: { description?: string; keywords?: string[] } = {}) => ({
  label,
  ...extra,
});

describe('palette matching and ranking', () => {
  it('ranks the name before other words: exact, start, word start, inside', () => {
    expect(matchRank(item('Parcels'), 'parcels')).toBe(0);
    expect(matchRank(item('Parcels'), 'par')).toBe(1);
    expect(matchRank(item('Requests log'), 'log')).toBe(2);
    expect(matchRank(item('Parcels'), 'rcel')).toBe(3);
    expect(matchRank(item('Configuration', { description: 'Billing' }), 'bill')).toBe(4);
    expect(matchRank(item('Statistics', { keywords: ['stats requests'] }), 'requests')).toBe(4);
    expect(matchRank(item('Statistics', { keywords: ['stats requests'] }), 'ats req')).toBe(5);
    expect(matchRank(item('Configuration', { description: 'Billing' }), 'billing conf')).toBe(6);
    expect(matchRank(item('Parcels'), 'users')).toBeNull();
  });

  it('finds a name typed in the Russian layout by mistake', () => {
    // 'зфдд' is 'pall' typed with the Russian layout on.
    expect(matchRank(item('Pallets'), 'зфдд')).toBe(1);
    expect(matchRank(item('Users'), 'ГЫУ')).toBe(1);
  });

  it('matches everything on an empty query and keeps the given order among equals', () => {
    const items = [item('Users'), item('Parcels'), item('Pallets')];
    expect(rankItems(items, '  ')).toEqual(items);
    expect(rankItems(items, 'p').map((one) => one.label)).toEqual(['Parcels', 'Pallets']);
    expect(
      rankItems([item('Dashboard', { keywords: ['pa'] }), item('Pallets')], 'pa')[0]?.label,
    ).toBe('Pallets');
  });
});

describe('palette screens', () => {
  const groups = [
    {
      label: null,
      entries: [
        { label: 'Parcels', to: '/parcels' },
        { label: 'Requests log', to: '/requests_log' },
      ],
    },
    {
      label: 'Billing',
      entries: [{ label: 'Configuration', to: '/billing_clients' }],
    },
    { label: 'Integration', entries: [{ label: 'API docs', to: '', external: true }] },
  ];

  it('turns a route into its words', () => {
    expect(routeWords('/billing_clients')).toBe('billing clients');
    expect(routeWords('/app/version')).toBe('app version');
  });

  it('lists the visible entries with their section, route words and g key; no external links', () => {
    const items = screenItems(groups, (entry) => entry.to);
    expect(items.map((one) => one.label)).toEqual(['Parcels', 'Requests log', 'Configuration']);
    expect(items[1]).toMatchObject({
      href: '/requests_log',
      hint: 'g r',
      keywords: ['requests log'],
    });
    expect(items[2]).toMatchObject({
      description: 'Billing',
      keywords: ['billing clients', 'Billing'],
    });
  });

  it('offers g shortcuts only for the lettered screens the account sees, at their target', () => {
    expect(goTargets(groups, (entry) => `${entry.to}/7`)).toEqual([
      { key: 'p', label: 'Parcels', href: '/parcels/7' },
      { key: 'r', label: 'Requests log', href: '/requests_log/7' },
      { key: 'b', label: 'Configuration', href: '/billing_clients/7' },
    ]);
  });
});

describe('keyboard shortcuts', () => {
  const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    typing: false,
    modalOpen: false,
    at: 1000,
    ...extra,
  });
  const keys = new Set(['p', 'd']);
  const read = (p: KeyPress, state = NO_SHORTCUT_STATE) => readShortcut(p, state, keys);

  it('opens the palette with Ctrl+K or Cmd+K anywhere, in either layout', () => {
    expect(read(press('k', { ctrlKey: true })).command).toEqual({ type: 'palette' });
    expect(read(press('K', { metaKey: true, typing: true })).command).toEqual({ type: 'palette' });
    expect(read(press('л', { ctrlKey: true, code: 'KeyK', modalOpen: true })).command).toEqual({
      type: 'palette',
    });
    expect(read(press('k', { ctrlKey: true, shiftKey: true })).command).toBeNull();
  });

  it("opens the palette with '/' and the sheet with '?', never while typing or in a modal", () => {
    expect(read(press('/')).command).toEqual({ type: 'palette' });
    expect(read(press('?', { shiftKey: true })).command).toEqual({ type: 'help' });
    expect(read(press('/', { typing: true })).command).toBeNull();
    expect(read(press('?', { shiftKey: true, modalOpen: true })).command).toBeNull();
    expect(read(press('/', { altKey: true })).command).toBeNull();
  });

  it('goes to a screen with g then its letter, within the time allowed', () => {
    const g = read(press('g'));
    expect(g.command).toBeNull();
    expect(g.state.gAt).toBe(1000);
    expect(read(press('p', { at: 1000 + G_TIMEOUT_MS }), g.state).command).toEqual({
      type: 'go',
      key: 'p',
    });
    expect(read(press('P', { at: 1200 }), g.state).command).toEqual({ type: 'go', key: 'p' });
    expect(read(press('p', { at: 1001 + G_TIMEOUT_MS }), g.state).command).toBeNull();
    // A letter of no screen ends the sequence; so does typing.
    const other = read(press('x', { at: 1100 }), g.state);
    expect(other).toEqual({ command: null, state: NO_SHORTCUT_STATE });
    expect(read(press('p', { at: 1100, typing: true }), g.state).command).toBeNull();
    expect(read(press('g', { typing: true })).state).toEqual(NO_SHORTCUT_STATE);
  });

  it('knows a typing target from a key on a checkbox or a button', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', getAttribute: () => 'textbox' })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON', getAttribute: () => null })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('leaves keys with a modifier, handled or composing alone', () => {
    const base = { key: 'j', ctrlKey: false, metaKey: false, altKey: false, target: null };
    expect(isPlainShortcutKey(base)).toBe(true);
    expect(isPlainShortcutKey({ ...base, ctrlKey: true })).toBe(false);
    expect(isPlainShortcutKey({ ...base, defaultPrevented: true })).toBe(false);
    expect(isPlainShortcutKey({ ...base, isComposing: true })).toBe(false);
    expect(isPlainShortcutKey({ ...base, target: { tagName: 'INPUT' } })).toBe(false);
  });
});

describe('list keys', () => {
  const paging = { page: 2, hasMore: true, fetching: false };

  it('maps j, k, Enter, [ and ] and nothing else', () => {
    expect(listKeyAction('j', paging)).toEqual({ type: 'move', delta: 1 });
    expect(listKeyAction('k', paging)).toEqual({ type: 'move', delta: -1 });
    expect(listKeyAction('Enter', paging)).toEqual({ type: 'open' });
    expect(listKeyAction('[', paging)).toEqual({ type: 'page', page: 1 });
    expect(listKeyAction(']', paging)).toEqual({ type: 'page', page: 3 });
    expect(listKeyAction('x', paging)).toBeNull();
  });

  it('turns no page before the first, past the last or while a page loads', () => {
    expect(listKeyAction('[', { ...paging, page: 1 })).toBeNull();
    expect(listKeyAction(']', { ...paging, hasMore: false })).toBeNull();
    expect(listKeyAction(']', { ...paging, fetching: true })).toBeNull();
  });

  it('moves the current row from none to the first, and holds it at both ends', () => {
    expect(nextRowIndex(-1, 1, 5)).toBe(0);
    expect(nextRowIndex(-1, -1, 5)).toBe(0);
    expect(nextRowIndex(2, 1, 5)).toBe(3);
    expect(nextRowIndex(4, 1, 5)).toBe(4);
    expect(nextRowIndex(0, -1, 5)).toBe(0);
    expect(nextRowIndex(7, -1, 5)).toBe(0);
    expect(nextRowIndex(0, 1, 0)).toBe(-1);
  });

  it("opens a row by its link to the list's own record, else its first link", () => {
    const links = [{ href: '/admin/parcels/label/4' }, { href: '/admin/parcels/4?x=1' }];
    expect(recordLinkIndex(links, '/admin/parcels')).toBe(1);
    expect(
      recordLinkIndex([{ href: '/admin/requests_log?global_search=a' }], '/admin/parcels'),
    ).toBe(0);
    expect(recordLinkIndex([], '/admin/parcels')).toBe(-1);
  });
});

describe('record look-ups', () => {
  const all = { parcels: true, pallets: true, requests: true, users: true };

  it('asks nothing under three characters or with spaces', () => {
    expect(lookupPlan('1Z', all)).toEqual([]);
    expect(lookupPlan('a b c', all)).toEqual([]);
  });

  it('looks up ids only for digits and request ids only for hexadecimal text', () => {
    expect(lookupPlan('12345', all)).toEqual([
      'parcelTracking',
      'parcelId',
      'palletTracking',
      'palletId',
      'user',
    ]);
    expect(lookupPlan('123456', all)).toContain('request');
    expect(lookupPlan('5f2b9c', all)).toEqual([
      'parcelTracking',
      'palletTracking',
      'request',
      'user',
    ]);
    expect(lookupPlan('anna', all)).toEqual(['parcelTracking', 'palletTracking', 'user']);
  });

  it('asks only the lists the account may open', () => {
    expect(
      lookupPlan('12345', { parcels: true, pallets: false, requests: false, users: false }),
    ).toEqual(['parcelTracking', 'parcelId']);
  });

  it('reads text typed in the Russian layout as the Latin keys', () => {
    expect(lookupText(' фттф ')).toBe('anna');
    expect(lookupText('1Z999')).toBe('1Z999');
  });

  it('ranks the typed identifier first, then those starting with it', () => {
    expect(identifierRank('1Z999', '1z999')).toBe(0);
    expect(identifierRank('1Z9990', '1Z999')).toBe(1);
    expect(identifierRank('A1Z999', '1Z999')).toBe(2);
  });

  it('merges answers: exact first, each record once, five of a kind at most', () => {
    const parcel = (id: number, identifier: string): FoundRecord => ({
      kind: 'parcel',
      id,
      title: `Parcel ${identifier}`,
      identifier,
      description: '',
      href: `/parcels/${id}`,
    });
    const merged = mergeFound(
      [
        [parcel(1, 'X123'), parcel(2, '1234'), parcel(3, '1239')],
        [
          parcel(4, '123'),
          parcel(2, '1234'),
          parcel(5, 'A1230'),
          parcel(6, '12300'),
          parcel(7, '9123'),
        ],
      ],
      '123',
    );
    expect(merged.map((record) => record.id)).toEqual([4, 2, 3, 6, 1]);
  });

  it('finds services by name from two characters, in either layout', () => {
    const services = [{ name: 'UPS Standard' }, { name: 'DHL Express' }, { name: 'DHL Paket' }];
    expect(matchingServices(services, 'd')).toEqual([]);
    expect(matchingServices(services, 'dhl').map((s) => s.name)).toEqual([
      'DHL Express',
      'DHL Paket',
    ]);
    expect(matchingServices(services, 'врд').map((s) => s.name)).toEqual([
      'DHL Express',
      'DHL Paket',
    ]);
  });
});

describe('palette actions', () => {
  const run = {
    createParcel: () => undefined,
    switchTo: () => undefined,
    logout: () => undefined,
    toggleScheme: () => undefined,
    openInConsole: () => undefined,
    help: () => undefined,
  };
  const input: ActionInput = {
    canCreateParcel: false,
    otherAccounts: [],
    dark: false,
    consoleEntry: null,
    canUseConsole: true,
    run,
  };
  const labels = (patch: Partial<ActionInput>) =>
    actionItems({ ...input, ...patch }).map((a) => a.label);

  it('offers only what the account may do', () => {
    expect(labels({})).toEqual(['Switch to dark theme', 'Keyboard shortcuts', 'Log out']);
    expect(labels({ canCreateParcel: true, dark: true })).toEqual([
      'Create parcel',
      'Switch to light theme',
      'Keyboard shortcuts',
      'Log out',
    ]);
    expect(labels({ otherAccounts: [{ login: 'staff', headerIdentifier: 'h2' }] })).toContain(
      'Switch to staff',
    );
  });

  it('offers the API console only with a request open and the console allowed', () => {
    expect(labels({ consoleEntry: 'GET /x' })[0]).toBe('Open this request in the API console');
    expect(labels({ consoleEntry: 'GET /x', canUseConsole: false })).not.toContain(
      'Open this request in the API console',
    );
  });
});

describe('palette group order', () => {
  const none = { Records: null, Recent: null, Screens: null, Actions: null };

  it('puts recent records first when nothing is typed', () => {
    expect(groupOrder({ ...none, Screens: 0 }, ' ')).toEqual([
      'Recent',
      'Screens',
      'Actions',
      'Records',
    ]);
  });

  it('puts the best match first, screens before records on a tie, empty groups last', () => {
    expect(groupOrder({ ...none, Screens: 1, Records: 1 }, 'pall')).toEqual([
      'Screens',
      'Records',
      'Recent',
      'Actions',
    ]);
    expect(groupOrder({ ...none, Records: 0, Screens: 3, Actions: 2 }, '1Z9')).toEqual([
      'Records',
      'Actions',
      'Screens',
      'Recent',
    ]);
  });
});
