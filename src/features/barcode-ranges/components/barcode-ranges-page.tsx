import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ExportButton } from '@/components/list/export/list-export';
import { ListBody } from '@/components/list/list-body';
import { ListToolbar } from '@/components/list/list-toolbar';
import {
  BARCODE_RANGES_CSV_FILE,
  BARCODE_RANGES_SEARCH_BREAKPOINT_PX,
  BARCODE_RANGES_TABLE_BREAKPOINT_PX,
} from '@/config/barcode-ranges-constants';
import { useAccount } from '@/lib/session/use-session';
import { barcodeRangeQueries } from '../api/barcode-ranges-queries';
import { BARCODE_EXPORT_COLUMNS, barcodeCsvRows } from '../barcode-ranges-csv';
import type { BarcodeRangesSearch } from '../barcode-ranges-search';
import { shownGroups } from '../barcode-ranges-rules';
import { BarcodeGroupCards, BarcodeGroupsTable } from './barcode-groups-view';
import { BarcodeRangesSearchBox, BarcodeRangesToolbar } from './barcode-ranges-toolbar';

// The barcode ranges page (spec b section 2): every group in one answer, searched and sorted
// here from the URL, so typing never waits for the network and the page reads the same offline.

const route = getRouteApi('/_app/barcode_ranges');
const noop = () => undefined;
const media = (px: number) => `(min-width: ${px}px)`;
const INITIAL = { getInitialValueInEffect: false };

export function BarcodeRangesPage() {
  const account = useAccount();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(barcodeRangeQueries.list(account));
  const wideSearch = useMediaQuery(media(BARCODE_RANGES_SEARCH_BREAKPOINT_PX), false, INITIAL);
  const table = useMediaQuery(media(BARCODE_RANGES_TABLE_BREAKPOINT_PX), false, INITIAL);
  // Below 1200 px the box opens on demand; a search in the URL opens it.
  const [searchOpen, setSearchOpen] = useState(Boolean(search.quickSearch));
  const shown = useMemo(
    () => (query.data ? shownGroups(query.data, search) : undefined),
    [query.data, search],
  );
  const patch = (next: Partial<BarcodeRangesSearch>, replace = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace });
  const refetch = () => void query.refetch();
  const exported = useMemo(() => barcodeCsvRows(shown ?? []), [shown]);

  return (
    <Stack gap="md">
      <Title order={1}>Barcode ranges</Title>
      <ListToolbar
        onMode={noop}
        view={table ? 'table' : 'cards'}
        onView={noop}
        tableAvailable={false}
        refreshing={query.isFetching}
        onRefresh={refetch}
      >
        <BarcodeRangesToolbar
          search={search}
          onChange={patch}
          wideSearch={wideSearch}
          searchOpen={searchOpen}
          onSearchOpen={setSearchOpen}
          exportButton={
            <ExportButton
              name="Barcode ranges"
              fileName={BARCODE_RANGES_CSV_FILE}
              size="sm"
              columns={BARCODE_EXPORT_COLUMNS}
              source={{ kind: 'rows', rows: exported }}
            />
          }
        />
      </ListToolbar>
      {!wideSearch && searchOpen ? (
        <BarcodeRangesSearchBox search={search} onChange={patch} fullWidth />
      ) : null}
      <ListBody
        data={shown}
        error={query.error}
        isEmpty={(groups) => groups.length === 0}
        onRetry={refetch}
      >
        {(groups) =>
          table ? <BarcodeGroupsTable groups={groups} /> : <BarcodeGroupCards groups={groups} />
        }
      </ListBody>
    </Stack>
  );
}
