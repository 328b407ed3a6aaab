import { useLocalStorage } from '@mantine/hooks';
import { useMemo } from 'react';
import type { Column } from '../list-table';
import { chosenColumns, hiddenOf, parseHidden } from './column-rules';

const NONE: string[] = [];

/** The columns the user chose for one list's table, kept in local storage per list. */
export function useListColumns<T>(list: string, columns: readonly Column<T>[] | undefined) {
  const [stored, setStored] = useLocalStorage<string[]>({
    key: `${list}ListColumns`,
    defaultValue: NONE,
    getInitialValueInEffect: false,
    serialize: (value) => JSON.stringify(value),
    deserialize: parseHidden,
  });
  const all = useMemo(() => columns ?? [], [columns]);
  const hidden = useMemo(() => hiddenOf(all, stored), [all, stored]);
  // The same array while the choice holds, so the table's memoised rows do not redraw.
  const shown = useMemo(() => chosenColumns(all, stored), [all, stored]);
  return { hidden, shown, setHidden: setStored };
}
