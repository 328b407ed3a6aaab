import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ExportButton } from '@/components/list/export/list-export';
import { RefreshButton } from '@/components/refresh-button';
import { ListBody } from '@/components/list/list-body';
import { RouterAnchor } from '@/components/router-link';
import { useAccount } from '@/lib/session/use-session';
import { trackingMappingOverviewQueries } from '../api/tracking-mapping-overview-queries';
import { buildOverviewMatrix, TRACKING_MAPPING_LIST_PATH } from '../overview-matrix';
import { overviewExportColumns, overviewExportRows } from '../overview-export';
import { overviewQueryOf, type OverviewSearch } from '../overview-search';
import { OverviewFilters } from './overview-filters';
import { OverviewMatrixTable } from './overview-matrix-table';

// /tracking_mapping_overview (issue 15 section 1; decision 032): how each carrier's statuses are
// mapped, as counts by platform status, Not mapped first; each count opens the list filtered to
// it. Filters in the URL; the answers are kept on the device, so it reads offline.

const route = getRouteApi('/_app/tracking_mapping_overview');

export function OverviewPage() {
  const account = useAccount();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(trackingMappingOverviewQueries.matrix(account, overviewQueryOf(search)));
  const filters = useQuery(trackingMappingOverviewQueries.filters(account));
  const matrix = useMemo(
    () => (query.data ? buildOverviewMatrix(query.data, search) : undefined),
    [query.data, search],
  );
  const exported = useMemo(
    () =>
      matrix
        ? { columns: overviewExportColumns(matrix), rows: overviewExportRows(matrix) }
        : { columns: [], rows: [] },
    [matrix],
  );
  const patch = (next: Partial<OverviewSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }) });
  const refetch = () => void query.refetch();

  return (
    <Stack gap="md">
      <Title order={1}>Tracking mapping overview</Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <OverviewFilters data={filters.data} search={search} onChange={patch} />
        <Group gap="sm">
          <ExportButton
            name="Tracking mapping overview"
            columns={exported.columns}
            source={{ kind: 'rows', rows: exported.rows }}
          />
          <RefreshButton
            label="Refresh overview"
            refreshing={query.isFetching}
            onRefresh={refetch}
          />
        </Group>
      </Group>
      {matrix ? (
        <Text size="sm">
          {matrix.total.count} carrier statuses,{' '}
          {matrix.unmapped > 0 ? (
            <RouterAnchor
              to={TRACKING_MAPPING_LIST_PATH}
              search={
                {
                  status: '0',
                  ...(search.carrier.length > 0 ? { carrier: search.carrier } : {}),
                } as never
              }
              fw={700}
            >
              {matrix.unmapped} not mapped
            </RouterAnchor>
          ) : (
            '0 not mapped'
          )}
          . <RouterAnchor to={TRACKING_MAPPING_LIST_PATH}>Tracking mapping list</RouterAnchor>
        </Text>
      ) : null}
      <ListBody
        data={matrix}
        error={query.error}
        isEmpty={(current) => current.rows.length === 0}
        onRetry={refetch}
      >
        {(current) => <OverviewMatrixTable matrix={current} />}
      </ListBody>
    </Stack>
  );
}
