import { Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListBody } from '@/components/list/list-body';
import { ListFilterPanel } from '@/components/list/list-filter-panel';
import { useListRoute } from '@/components/list/use-list-route';
import { SCREEN } from '@/config/access-urls';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { statisticsQueries } from '../api/statistics-queries';
import type { StatisticsGraph } from '@/contract/statistics/statistics-schemas';
import {
  STATS_TAB_KEY,
  statisticsFilters,
  type StatisticsSearch,
  type StatsTab,
} from '../statistics-search';
import { datesForUrl, statisticsFilter, statisticsTableQuery } from '../statistics-filter';
import { StatisticsFilterFields, useStatisticsFilterOptions } from './statistics-filters';
import { StatsGraph } from './stats-graph';
import { StatsTablePanel } from './stats-table-panel';
import { StatsTiles } from './stats-tiles';

const isEmptyGraph = (graph: StatisticsGraph) => graph.report_data.length === 0;

/**
 * The statistics page (spec a section 2): everything it shows comes from the URL search; the
 * default range (last 7 days) is computed from today and never written to the URL.
 */
export function StatisticsPage({ now = new Date() }: { now?: Date }) {
  const account = useAccount();
  const lists = useCommonLists();
  const canOpenRequests = useAccess().can(SCREEN.requestsLog);
  const route = useListRoute<typeof statisticsFilters, StatisticsSearch>(
    '/_app/stats_requests',
    statisticsFilters,
  );
  const { search } = route;
  const filter = statisticsFilter(search, now);
  const graph = useQuery(statisticsQueries.graph(account, filter));
  const filterData = useQuery(statisticsQueries.forFilter(account)).data;
  const { options, names } = useStatisticsFilterOptions(lists, filterData);
  const tab = search[STATS_TAB_KEY];
  const retryGraph = () => void graph.refetch();

  return (
    <Stack gap="md">
      <Title order={1}>Statistics</Title>
      <ListFilterPanel
        list={route.name}
        filters={statisticsFilters}
        search={search}
        // The draft shows the applied range, the day's default included.
        draftFrom={{ ...search, date_from: filter.date_from, date_to: filter.date_to }}
        names={names}
        // Dates equal to the day's defaults stay out of the URL (a shared link keeps 'last 7 days').
        onApply={(applied) =>
          route.apply({
            ...applied,
            ...datesForUrl(
              { from: applied.date_from as string, to: applied.date_to as string },
              now,
            ),
          })
        }
        onDiscard={route.discard}
        onRemove={route.remove}
      >
        {(form) => (
          <StatisticsFilterFields
            form={form}
            options={options}
            hideUsers={lists.hideFilters.users}
          />
        )}
      </ListFilterPanel>
      {graph.data ? (
        <StatsTiles
          summary={graph.data.summary}
          filter={filter}
          canOpenRequests={canOpenRequests}
        />
      ) : null}
      <Tabs
        value={tab}
        onChange={(next) => route.patch({ [STATS_TAB_KEY]: (next ?? 'graphs') as StatsTab })}
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
            query={statisticsTableQuery(search, now)}
            lists={lists}
            requestTypes={filterData?.requestType ?? []}
            canOpenRequests={canOpenRequests}
            onPage={route.setPage}
            onQuantity={route.setQuantity}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
