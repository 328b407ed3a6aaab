import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import {
  type ChangeEvent,
  createContext,
  type Key,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { pageStateOf, rangeOf, scopeOf, withKeys } from './selection-rules';

// Issue 18 §2: selecting rows or cards of a list, kept across pages (decision 049). The list
// screen holds the selection (useListSelection) and shares it with its body (ListSelectionScope):
// the table's checkbox column and each card's RowCheckbox read it from the context, so a memoised
// card redraws only its checkbox when the selection changes. The bar above the body selects the
// page, counts, clears and holds the list's bulk actions.

export type ListBulk<Row> = {
  /** The accessible name of a row's checkbox, e.g. 'Select parcel 1Z999'. */
  label: (row: Row) => string;
  /** The bulk actions for the selected rows (e.g. Print labels), in selection order. */
  actions: (selected: ReadonlyMap<Key, Row>, clear: () => void) => ReactNode;
};

export type ListSelection<Row = unknown> = {
  selected: ReadonlyMap<Key, Row>;
  pageKeys: readonly Key[];
  isSelected: (key: Key) => boolean;
  /** A click on a row's checkbox: one row, or the range from the last click with Shift. */
  toggle: (key: Key, shift: boolean) => void;
  /** The page checkbox: every row of the page on, or (when all are on) off. */
  togglePage: () => void;
  clear: () => void;
  label: (row: Row) => string;
  rowKey: (row: Row) => Key;
  bulk: ListBulk<Row>;
};

type State<Row> = { scope: string; selected: ReadonlyMap<Key, Row>; anchor: Key | null };

const NO_ROWS: readonly never[] = [];

/**
 * The selection of a list with bulk actions (null without): it lives as long as the list screen,
 * so it survives paging, the cards/table switch and a modal over the list, and it belongs to the
 * list's filters (`params` less paging): new filters start an empty selection.
 */
export function useListSelection<Row>(
  bulk: ListBulk<Row> | undefined,
  rowKey: (row: Row) => Key,
  rows: readonly Row[] | undefined,
  params: Record<string, unknown>,
): ListSelection<Row> | null {
  const scope = scopeOf(params);
  const [state, setState] = useState<State<Row>>(() => ({
    scope,
    selected: new Map(),
    anchor: null,
  }));
  const pageRows = rows ?? NO_ROWS;
  const pageKeys = useMemo(() => pageRows.map(rowKey), [pageRows, rowKey]);
  const current: State<Row> =
    state.scope === scope ? state : { scope, selected: new Map(), anchor: null };

  // Every change starts from an empty selection when the filters changed since the last one.
  const update = useCallback(
    (change: (previous: State<Row>) => State<Row>) =>
      setState((previous) =>
        change(previous.scope === scope ? previous : { scope, selected: new Map(), anchor: null }),
      ),
    [scope],
  );

  const rowOf = useCallback((key: Key) => pageRows[pageKeys.indexOf(key)], [pageRows, pageKeys]);

  const toggle = useCallback(
    (key: Key, shift: boolean) =>
      update((previous) => {
        const checked = !previous.selected.has(key);
        const keys = rangeOf(pageKeys, previous.anchor, key, shift);
        return {
          ...previous,
          selected: withKeys(previous.selected, keys, checked, rowOf),
          anchor: key,
        };
      }),
    [update, pageKeys, rowOf],
  );

  const togglePage = useCallback(
    () =>
      update((previous) => {
        const checked = pageStateOf(previous.selected, pageKeys) !== 'all';
        return { ...previous, selected: withKeys(previous.selected, pageKeys, checked, rowOf) };
      }),
    [update, pageKeys, rowOf],
  );

  const clear = useCallback(
    () => update((previous) => ({ ...previous, selected: new Map(), anchor: null })),
    [update],
  );

  const selected = current.selected;
  return useMemo(
    () =>
      bulk
        ? {
            selected,
            pageKeys,
            isSelected: (key: Key) => selected.has(key),
            toggle,
            togglePage,
            clear,
            label: bulk.label,
            rowKey,
            bulk,
          }
        : null,
    [bulk, selected, pageKeys, toggle, togglePage, clear, rowKey],
  );
}

const SelectionContext = createContext<ListSelection | null>(null);

/** Shares the list's selection with its rows and cards. */
export function ListSelectionScope<Row>({
  selection,
  children,
}: {
  selection: ListSelection<Row> | null;
  children: ReactNode;
}) {
  return (
    <SelectionContext.Provider value={selection as ListSelection | null}>
      {children}
    </SelectionContext.Provider>
  );
}

/** The selection of the list around, or null (a list without bulk actions). */
export function useSelectionContext(): ListSelection | null {
  return useContext(SelectionContext);
}

// React reports a checkbox's change from its click event, which knows whether Shift was held.
const shiftOf = (event: ChangeEvent<HTMLInputElement>) =>
  'shiftKey' in event.nativeEvent && event.nativeEvent.shiftKey === true;

/** A row's (or card's) checkbox; nothing when the list has no bulk actions. */
export function RowCheckbox<Row>({ row }: { row: Row }) {
  const selection = useSelectionContext() as ListSelection<Row> | null;
  if (!selection) return null;
  const key = selection.rowKey(row);
  return (
    <Checkbox
      aria-label={selection.label(row)}
      checked={selection.isSelected(key)}
      onChange={(event) => selection.toggle(key, shiftOf(event))}
    />
  );
}

/** Above the list: the page's checkbox, the count, Clear and the bulk actions. */
export function SelectionBar<Row>({ selection }: { selection: ListSelection<Row> | null }) {
  if (!selection) return null;
  const { selected, pageKeys } = selection;
  const state = pageStateOf(selected, pageKeys);
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <Group gap="sm" wrap="wrap">
        <Checkbox
          label="Select all on this page"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={pageKeys.length === 0}
          onChange={selection.togglePage}
        />
        <Text size="sm" role="status" aria-live="polite">
          {selected.size} selected
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label="Clear selection"
          disabled={selected.size === 0}
          onClick={selection.clear}
        >
          Clear
        </Button>
        <Group gap="xs" ml="auto">
          {selection.bulk.actions(selected, selection.clear)}
        </Group>
      </Group>
    </Paper>
  );
}
