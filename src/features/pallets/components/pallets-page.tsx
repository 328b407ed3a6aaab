import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { CardGrid } from '@/components/list/card-grid';
import { ListBody } from '@/components/list/list-body';
import { ListPagination } from '@/components/list/list-pagination';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListView } from '@/components/list/use-list-view';
import { FIRST_PAGE, LIST_VIEW_KEYS } from '@/config/constants';
import { useAccess } from '@/lib/access';
import type { Account } from '@/lib/session/accounts';
import { useCommonLists } from '@/lib/session/common-lists-queries';
import { palletQueries } from '../api/pallet-queries';
import { appliedFilters, EMPTY_PALLET_FILTERS } from '../pallet-filter-draft';
import type { PalletFilters as Filters } from '../pallets-search';
import { PalletCard } from './pallet-card';
import { PalletFilters } from './pallet-filters';
import { PalletTable } from './pallet-table';

const routeApi = getRouteApi('/_app/pallets');

/** The pallet list (spec a section 2): filters and paging live in the URL alone. */
export function PalletsPage({ account }: { account: Account }) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const lists = useCommonLists(account);
  const access = useAccess();
  const canOpenRequests = access.can('/requests_log');
  const query = useQuery(palletQueries.list(account, search));
  const { view, setView, tableAvailable } = useListView(LIST_VIEW_KEYS.pallets);
  const applied = appliedFilters(search);

  const applyFilters = (filters: Filters) =>
    void navigate({ search: (prev) => ({ ...prev, ...filters, page: FIRST_PAGE }) });

  return (
    <Stack gap="md">
      <Title order={1}>Pallets</Title>
      <ListToolbar
        mode={search.mode}
        onMode={(mode) =>
          void navigate({ search: (prev) => ({ ...prev, mode, page: FIRST_PAGE }) })
        }
        view={view}
        onView={setView}
        tableAvailable={tableAvailable}
        refreshing={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
      <PalletFilters
        key={JSON.stringify(applied)}
        applied={applied}
        lists={lists}
        onApply={applyFilters}
        onDiscard={() => applyFilters(EMPTY_PALLET_FILTERS)}
      />
      <ListBody
        data={query.data}
        error={query.error}
        isEmpty={(page) => page.pallets.length === 0}
        onRetry={() => void query.refetch()}
      >
        {(page) =>
          view === 'table' ? (
            <PalletTable pallets={page.pallets} lists={lists} canOpenRequests={canOpenRequests} />
          ) : (
            <CardGrid label="Pallets">
              {page.pallets.map((pallet) => (
                <PalletCard
                  key={pallet.id}
                  pallet={pallet}
                  lists={lists}
                  canOpenRequests={canOpenRequests}
                />
              ))}
            </CardGrid>
          )
        }
      </ListBody>
      <ListPagination
        page={search.page}
        quantity={search.quantity}
        hasMore={query.data?.hasMoreItems ?? false}
        fetching={query.isFetching}
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        onQuantity={(quantity) =>
          void navigate({ search: (prev) => ({ ...prev, quantity, page: FIRST_PAGE }) })
        }
      />
    </Stack>
  );
}
