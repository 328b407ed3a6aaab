import { Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ListBody } from '@/components/list/list-body';
import { FIRST_PAGE } from '@/config/constants';
import type { Account } from '@/lib/session/accounts';
import type { CommonLists } from '@/lib/session/session-schemas';
import { statisticsQueries } from '../api/statistics-queries';
import type { StatisticsGraph } from '../api/statistics-schemas';
import { STATS_TAB_KEY, type StatisticsSearch, type StatsTab } from '../statistics-search';
import { statisticsFilter, statisticsTableQuery } from '../statistics-filter';
import { StatisticsFilters } from './statistics-filters';
import { StatsGraph } from './stats-graph';
import { StatsTablePanel } from './stats-table-panel';
import { StatsTiles } from './stats-tiles';

const routeApi = getRouteApi('/_app/stats_requests');

const isEmptyGraph = (graph: StatisticsGraph) => graph.report_data.length === 0;

/**
 * The statistics page (spec a section 2): everything it shows comes from the URL search; the
 * default range (last 7 days) is computed from today and never written to the URL.
 */
export function StatisticsPage({
  account,
  lists,
  canOpenRequests,
  now = new Date(),
}: {
  account: Account;
  lists: CommonLists;
  canOpenRequests: boolean;
  now?: Date;
}) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const filter = statisticsFilter(search, now);
  const graph = useQuery(statisticsQueries.graph(account, filter));
  const filterData = useQuery(statisticsQueries.forFilter(account)).data;
  const tab = search[STATS_TAB_KEY];

  const setSearch = (patch: Partial<StatisticsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });
  const retryGraph = () => void graph.refetch();

  return (
    <Stack gap="md">
      <Title order={1}>Statistics</Title>
      <StatisticsFilters
        // The draft restarts from the applied filters whenever the URL changes them.
        key={JSON.stringify(filter)}
        applied={filter}
        lists={lists}
        filterData={filterData}
        now={now}
        onApply={(next) => setSearch({ ...next, page: FIRST_PAGE })}
        onDiscard={() =>
          void navigate({
            search: (prev) => ({
              page: FIRST_PAGE,
              quantity: prev.quantity,
              mode: prev.mode,
              [STATS_TAB_KEY]: prev[STATS_TAB_KEY],
            }),
          })
        }
      />
      {graph.data ? (
        <StatsTiles
          summary={graph.data.summary}
          filter={filter}
          canOpenRequests={canOpenRequests}
        />
      ) : null}
      <Tabs
        value={tab}
        onChange={(next) => setSearch({ [STATS_TAB_KEY]: (next ?? 'graphs') as StatsTab })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="graphs">Graphs</Tabs.Tab>
          <Tabs.Tab value="table">Table</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="graphs" pt="md">
          <ListBody
            data={graph.data}
            error={graph.error}
            isEmpty={isEmptyGraph}
            onRetry={retryGraph}
          >
            {(data) => <StatsGraph graph={data} filter={filter} />}
          </ListBody>
        </Tabs.Panel>
        <Tabs.Panel value="table" pt="md">
          <StatsTablePanel
            account={account}
            query={statisticsTableQuery(search, now)}
            lists={lists}
            requestTypes={filterData?.requestType ?? []}
            canOpenRequests={canOpenRequests}
            onPaging={(paging) => setSearch(paging)}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
