import { describe, expect, it } from 'vitest';
import {
  matchesView,
  parseViews,
  searchOfView,
  VIEW_NAME_REQUIRED,
  VIEW_NAME_TOO_LONG,
  viewNameError,
  viewNameTaken,
  viewSearchOf,
  type ViewState,
} from '@/components/list/saved-views/saved-view-rules';
import {
  canHide,
  chosenColumns,
  hiddenOf,
  parseHidden,
  toggleHidden,
} from '@/components/list/columns/column-rules';
import type { Column } from '@/components/list/list-table';

// The rules of saved views and the column chooser (issue 18 §4, decision 051).

describe('a view name', () => {
  const others = [
    { id: 'a', name: 'Open DHL' },
    { id: 'b', name: 'Test mode' },
  ];

  it('is required, trimmed', () => {
    expect(viewNameError('', others)).toBe(VIEW_NAME_REQUIRED);
    expect(viewNameError('   ', others)).toBe(VIEW_NAME_REQUIRED);
    expect(viewNameError('  Late  ', others)).toBeNull();
  });

  it('has at most 40 characters once trimmed', () => {
    expect(viewNameError('x'.repeat(40), others)).toBeNull();
    expect(viewNameError(` ${'x'.repeat(40)} `, others)).toBeNull();
    expect(viewNameError('x'.repeat(41), others)).toBe(VIEW_NAME_TOO_LONG);
    expect(VIEW_NAME_TOO_LONG).toBe('A view name has at most 40 characters');
  });

  it('is unique on the list, whatever its case and spaces; a renamed view may keep its own', () => {
    expect(viewNameError('open dhl ', others)).toBe(viewNameTaken('Open DHL'));
    expect(viewNameTaken('Open DHL')).toBe('This list already has a view named "Open DHL"');
    expect(viewNameError('Open DHL', others, 'a')).toBeNull();
    expect(viewNameError('test MODE', others, 'a')).toBe(viewNameTaken('Test mode'));
  });
});

describe('the search a view keeps and opens', () => {
  const keys = ['tracking', 'user_ids', 'date_from'];

  it('keeps the filters and the mode, none empty, nothing else of the URL', () => {
    expect(
      viewSearchOf(
        {
          page: 3,
          quantity: 48,
          mode: 'live',
          tracking: 'ABC',
          user_ids: [],
          date_from: '',
          tab_parcel_view: 'items',
        },
        keys,
      ),
    ).toEqual({ mode: 'live', tracking: 'ABC' });
  });

  it('opens from page 1 with every other filter cleared and keys the list lost dropped', () => {
    const cleared = { tracking: undefined, user_ids: [], date_from: undefined };
    expect(
      searchOfView({ search: { user_ids: ['2'], gone: 'x', mode: 'test' } }, cleared, keys),
    ).toEqual({
      tracking: undefined,
      user_ids: ['2'],
      date_from: undefined,
      mode: 'test',
      page: 1,
    });
    // A view without a mode opens the default mode, not the one shown now.
    expect(searchOfView({ search: {} }, cleared, keys)).toMatchObject({ mode: undefined });
  });
});

describe('the active view', () => {
  const view: ViewState = {
    search: { mode: 'all', tracking: 'ABC', user_ids: ['1', '2'] },
    view: 'table',
    filtersOpen: false,
    hiddenColumns: ['Type', 'ID'],
  };

  it('matches the same state, whatever the order of keys or hidden columns', () => {
    expect(
      matchesView(view, {
        search: { user_ids: ['1', '2'], tracking: 'ABC', mode: 'all' },
        view: 'table',
        filtersOpen: false,
        hiddenColumns: ['ID', 'Type'],
      }),
    ).toBe(true);
  });

  it.each([
    ['another filter value', { search: { ...view.search, tracking: 'ABD' } }],
    ['one filter more', { search: { ...view.search, service: 'x' } }],
    ['another list order', { search: { ...view.search, user_ids: ['2', '1'] } }],
    ['another mode', { search: { ...view.search, mode: 'live' } }],
    ['cards', { view: 'cards' as const }],
    ['the panel open', { filtersOpen: true }],
    ['other columns', { hiddenColumns: ['ID'] }],
  ])('does not match with %s', (_, change) => {
    expect(matchesView(view, { ...view, ...change })).toBe(false);
  });
});

describe('views read back from the device', () => {
  const good = {
    id: 'v1',
    list: 'users',
    name: 'Admins',
    search: { search: 'adm', mode: 'all' },
    view: 'table',
    filtersOpen: true,
    hiddenColumns: ['MFA'],
    createdAt: 2,
    updatedAt: 2,
  };

  it('keeps the valid views of the list, oldest first, and leaves out damaged ones', () => {
    const older = { ...good, id: 'v0', name: 'First', createdAt: 1 };
    const rows = [
      good,
      null,
      'garbage',
      { ...good, id: 'v2', view: 'grid' },
      { ...good, id: 'v3', name: '   ' },
      { ...good, id: 'v4', name: 'x'.repeat(41) },
      { ...good, id: 'v5', search: 'tracking=1' },
      { ...good, id: 'v6', hiddenColumns: [1] },
      { ...good, id: 'v7', createdAt: Number.NaN },
      { ...good, id: 'v8', list: 'parcels' },
      { ...good, id: '' },
      older,
    ];
    expect(parseViews(rows, 'users').map((view) => view.id)).toEqual(['v0', 'v1']);
    expect(parseViews(rows, 'users')[1]).toEqual(good);
  });
});

describe('the column chooser', () => {
  const columns = ['Id', 'Login', 'E-mail'].map((header): Column<object> => ({
    header,
    width: 80,
    cell: () => header,
  }));
  const headers = (list: readonly Column<object>[]) => list.map((column) => column.header);

  it('reads hidden headers back from storage; anything damaged hides none', () => {
    expect(parseHidden('["Login"]')).toEqual(['Login']);
    expect(parseHidden(undefined)).toEqual([]);
    expect(parseHidden('{')).toEqual([]);
    expect(parseHidden('[1]')).toEqual([]);
    expect(parseHidden('"Login"')).toEqual([]);
  });

  it('shows the chosen columns in their order, ignoring unknown headers', () => {
    expect(headers(chosenColumns(columns, ['Login', 'Gone']))).toEqual(['Id', 'E-mail']);
    expect(hiddenOf(columns, ['Login', 'Gone', 'Id', 'Login'])).toEqual(['Id', 'Login']);
  });

  it('keeps at least one column shown', () => {
    expect(headers(chosenColumns(columns, ['Id', 'Login', 'E-mail']))).toEqual(headers(columns));
    expect(toggleHidden(columns, ['Id', 'Login'], 'E-mail', false)).toEqual(['Id', 'Login']);
    expect(toggleHidden(columns, ['Id'], 'Login', false)).toEqual(['Id', 'Login']);
    expect(toggleHidden(columns, ['Id', 'Login'], 'Id', true)).toEqual(['Login']);
  });

  it('keeps one column the width rules never hide', () => {
    const narrowable = [
      { ...columns[0]!, from: 1440 },
      columns[1]!,
      { ...columns[2]!, from: 1440 },
    ];
    expect(canHide(narrowable, [], 'Login')).toBe(false);
    expect(canHide(narrowable, [], 'Id')).toBe(true);
    expect(toggleHidden(narrowable, [], 'Login', false)).toEqual([]);
    expect(hiddenOf(narrowable, ['Login'])).toEqual([]);
    expect(hiddenOf(narrowable, ['Id', 'E-mail'])).toEqual(['E-mail', 'Id']);
    // Every column with a width: any one of them stays.
    const allNarrowable = columns.map((column) => ({ ...column, from: 1440 }));
    expect(canHide(allNarrowable, ['Id'], 'Login')).toBe(true);
    expect(canHide(allNarrowable, ['Id', 'Login'], 'E-mail')).toBe(false);
  });
});
