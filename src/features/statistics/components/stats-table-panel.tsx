import { Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ExportButton, usePagesSource } from '@/components/list/export/list-export';
import { ListBody } from '@/components/list/list-body';
import { ListPagination } from '@/components/list/list-pagination';
import { STATS_TABLE_BREAKPOINT_PX } from '@/contract/constants';
import { useCallback, useMemo } from 'react';
import { useAccount } from '@/lib/session/use-session';
import type { CommonLists } from '@/contract/session/session-schemas';
import { statisticsQueries } from '../api/statistics-queries';
import type { StatisticsTable } from '@/contract/statistics/statistics-schemas';
import { statsExportColumns, statsTablePageOf } from '../statistics-export';
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
  const account = useAccount();
  const table = useQuery(statisticsQueries.table(account, query));
  const exportSource = usePagesSource(
    useCallback(
      (page: number, quantity: number) =>
        statisticsQueries.table(account, { ...query, page, quantity }),
      [account, query],
    ),
    statsTablePageOf,
  );
  const exportColumns = useMemo(
    () => statsExportColumns({ lists, requestTypes }),
    [lists, requestTypes],
  );
  const wide =
    useMediaQuery(`(min-width: ${STATS_TABLE_BREAKPOINT_PX}px)`, false, {
      getInitialValueInEffect: false,
    }) ?? false;
  const refetch = () => void table.refetch();
  const View = wide ? StatsTable : StatsCards;

  return (
    <Stack gap="md">
      {exportSource ? (
        <Group justify="flex-end">
          <ExportButton
            name="Statistics"
            columns={exportColumns}
            source={exportSource}
            total={table.data?.total}
          />
        </Group>
      ) : null}
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
