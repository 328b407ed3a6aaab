import { Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ListBody } from '@/components/list/list-body';
import { ListPagination } from '@/components/list/list-pagination';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListView } from '@/components/list/use-list-view';
import { RouterButton } from '@/components/router-link';
import { FIRST_PAGE, LIST_VIEW_KEYS } from '@/config/constants';
import type { Account } from '@/lib/session/accounts';
import type { CommonLists } from '@/lib/session/session-schemas';
import { parcelQueries } from '../api/parcel-queries';
import type { ParcelPage } from '../api/parcel-schemas';
import type { ParcelsSearch } from '../parcels-search';
import { ParcelCards } from './parcel-cards';
import { ParcelFilterForm } from './parcel-filters';
import { ParcelTable } from './parcel-table';

const routeApi = getRouteApi('/_app/parcels');

const isEmpty = (page: ParcelPage) => page.parcels.length === 0;

/**
 * The parcel list (spec a section 2): everything it shows comes from the URL search; offline,
 * the route loader has put the device copy of the page in the query cache, so it renders as is.
 */
export function ParcelsPage({
  account,
  lists,
  canOpenRequests,
}: {
  account: Account;
  lists: CommonLists;
  canOpenRequests: boolean;
}) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(parcelQueries.list(account, search));
  const { view, setView, tableAvailable } = useListView(LIST_VIEW_KEYS.parcels);
  const { page, quantity, mode, ...filters } = search;

  const setSearch = (patch: Partial<ParcelsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });
  const refetch = () => void list.refetch();

  return (
    <Stack gap="md">
      <Title order={1}>Parcels</Title>
      <ListToolbar
        mode={mode}
        onMode={(next) => setSearch({ mode: next, page: FIRST_PAGE })}
        view={view}
        onView={setView}
        tableAvailable={tableAvailable}
        refreshing={list.isFetching}
        onRefresh={refetch}
      >
        <RouterButton
          to="/parcels/create"
          search={(prev) => prev}
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
        >
          Create parcel
        </RouterButton>
      </ListToolbar>
      <ParcelFilterForm
        // The draft restarts from the applied filters whenever the URL changes them.
        key={JSON.stringify(filters)}
        filters={filters}
        lists={lists}
        onApply={(next) => setSearch({ ...next, page: FIRST_PAGE })}
        onDiscard={() =>
          void navigate({
            search: (prev) => ({ page: FIRST_PAGE, quantity: prev.quantity, mode: prev.mode }),
          })
        }
      />
      <ListBody data={list.data} error={list.error} isEmpty={isEmpty} onRetry={refetch}>
        {(data) =>
          view === 'table' ? (
            <ParcelTable parcels={data.parcels} lists={lists} canOpenRequests={canOpenRequests} />
          ) : (
            <ParcelCards parcels={data.parcels} lists={lists} canOpenRequests={canOpenRequests} />
          )
        }
      </ListBody>
      <ListPagination
        page={page}
        quantity={quantity}
        hasMore={list.data?.hasMoreItems ?? false}
        fetching={list.isFetching}
        onPage={(next) => setSearch({ page: next })}
        onQuantity={(next) => setSearch({ quantity: next, page: FIRST_PAGE })}
      />
    </Stack>
  );
}
