import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { WIDE_SCREEN_BREAKPOINT_PX } from '@/contract/constants';

export type ListView = 'cards' | 'table';

/**
 * The card/table choice of one list, kept in local storage (default cards). The table needs a
 * wide screen: below its breakpoint (1200 px unless the list says) the list shows cards and the stored choice is left alone.
 */
export function useListView(storageKey: string, tableFrom = WIDE_SCREEN_BREAKPOINT_PX) {
  const [stored, setStored] = useLocalStorage<ListView>({
    key: storageKey,
    defaultValue: 'cards',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => (value === 'table' ? 'table' : 'cards'),
  });
  const tableAvailable =
    useMediaQuery(`(min-width: ${tableFrom}px)`, false, {
      getInitialValueInEffect: false,
    }) ?? false;
  return {
    view: tableAvailable ? stored : ('cards' as ListView),
    /** The stored choice, whatever the width: what a saved view keeps and compares. */
    choice: stored,
    setView: setStored,
    tableAvailable,
  };
}
