import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ListBody } from '@/components/list/list-body';
import { ListPagination } from '@/components/list/list-pagination';
import { STATS_TABLE_BREAKPOINT_PX } from '@/config/constants';
import { useAccount } from '@/lib/session/use-session';
import type { CommonLists } from '@/lib/session/session-schemas';
import { statisticsQueries } from '../api/statistics-queries';
import type { StatisticsTable } from '../api/statistics-schemas';
import type { StatisticsTableQuery } from '../statistics-filter';
import { StatsCards, StatsTable } from './stats-table';

const isEmpty = (table: StatisticsTable) => table.requests_list.length === 0;

/** The Table tab: GET /stats_requests/get_table, a table from 1400 px, cards below, paged. */
export function StatsTablePanel({
  query,
  lists,
  requestTypes,
  canOpenRequests,
  onPage,
  onQuantity,
}: {
  query: StatisticsTableQuery;
  lists: Pick<CommonLists, 'users' | 'services'>;
  requestTypes: ReadonlyArray<{ value: string; name: string }>;
  canOpenRequests: boolean;
  onPage: (page: number) => void;
  onQuantity: (quantity: number) => void;
}) {
  const table = useQuery(statisticsQueries.table(useAccount(), query));
  const wide =
    useMediaQuery(`(min-width: ${STATS_TABLE_BREAKPOINT_PX}px)`, false, {
      getInitialValueInEffect: false,
    }) ?? false;
  const refetch = () => void table.refetch();
  const View = wide ? StatsTable : StatsCards;

  return (
    <Stack gap="md">
      <ListBody data={table.data} error={table.error} isEmpty={isEmpty} onRetry={refetch}>
        {(data) => (
          <View
            rows={data.requests_list}
            lists={lists}
            requestTypes={requestTypes}
            canOpenRequests={canOpenRequests}
          />
        )}
      </ListBody>
      <ListPagination
        page={query.page}
        quantity={query.quantity}
        hasMore={table.data?.hasMoreItems ?? false}
        fetching={table.isFetching}
        onPage={onPage}
        onQuantity={onQuantity}
      />
    </Stack>
  );
}
