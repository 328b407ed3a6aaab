import { ActionIcon, Group, SegmentedControl } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QuickSearch } from '@/components/quick-search';
import { RouterButton } from '@/components/router-link';
import { WRITE_ACTION } from '@/config/action-urls';
import { BARCODE_RANGES_SEARCH_DEBOUNCE_MS } from '@/config/barcode-ranges-constants';
import { useAccess } from '@/lib/access';
import type { BarcodeRangesSearch } from '../barcode-ranges-search';

// The page's toolbar (spec b section 2): the quick search (the box itself from 1200 px; a search
// button that opens it on its own line below), the order by remaining percent, the CSV export of
// what is shown and 'Create new'.

type Patch = (next: Partial<BarcodeRangesSearch>, replace?: boolean) => void;

const SORTINGS = [
  { value: 'acs', label: 'Least left first' },
  { value: 'desc', label: 'Most left first' },
];

export function BarcodeRangesSearchBox({
  search,
  onChange,
  fullWidth = false,
}: {
  search: BarcodeRangesSearch;
  onChange: Patch;
  fullWidth?: boolean;
}) {
  return (
    <QuickSearch
      value={search.quickSearch}
      onChange={(quickSearch) => onChange({ quickSearch }, true)}
      debounceMs={BARCODE_RANGES_SEARCH_DEBOUNCE_MS}
      placeholder="User, carrier, barcode group, prefix"
      w={fullWidth ? '100%' : 320}
    />
  );
}

export function BarcodeRangesToolbar({
  search,
  onChange,
  wideSearch,
  searchOpen,
  onSearchOpen,
  exportButton,
}: {
  search: BarcodeRangesSearch;
  onChange: Patch;
  /** From 1200 px: the box in the toolbar; below it a button opens it. */
  wideSearch: boolean;
  searchOpen: boolean;
  onSearchOpen: (open: boolean) => void;
  /** The CSV export of what is shown (the export kit's button). */
  exportButton: ReactNode;
}) {
  const canCreate = useAccess().can(WRITE_ACTION.createBarcodeRange);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {wideSearch ? (
        <BarcodeRangesSearchBox search={search} onChange={onChange} />
      ) : (
        <ActionIcon
          variant={searchOpen || search.quickSearch ? 'light' : 'default'}
          size="lg"
          aria-label="Search"
          aria-expanded={searchOpen}
          onClick={() => onSearchOpen(!searchOpen)}
        >
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      )}
      <SegmentedControl
        aria-label="Sorting by remaining percent"
        data={SORTINGS}
        value={search.sorting}
        onChange={(value) => onChange({ sorting: value as BarcodeRangesSearch['sorting'] })}
      />
      {exportButton}
      {canCreate ? (
        <RouterButton
          to="/barcode_ranges/create"
          search={(prev) => prev}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Create new
        </RouterButton>
      ) : null}
    </Group>
  );
}
