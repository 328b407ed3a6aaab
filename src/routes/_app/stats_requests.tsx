import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { statisticsQueries } from '@/features/statistics/api/statistics-queries';
import { StatisticsPage } from '@/features/statistics/components/statistics-page';
import {
  statisticsSearchDefaults,
  statisticsSearchSchema,
} from '@/features/statistics/statistics-search';
import { statisticsFilter } from '@/features/statistics/statistics-filter';
import { useCommonLists } from '@/lib/session/common-lists-queries';

// The statistics page. Its loader warms the graph (which also feeds the tiles) and the filter
// choices; the table is read by its tab, so paging and the tab do not rerun the loader.
export const Route = createFileRoute('/_app/stats_requests')({
  validateSearch: statisticsSearchSchema,
  search: { middlewares: [stripSearchParams(statisticsSearchDefaults)] },
  loaderDeps: ({ search }) => ({
    date_from: search.date_from,
    date_to: search.date_to,
    user_ids: search.user_ids,
    service_ids: search.service_ids,
    request_types: search.request_types,
    http_response_codes: search.http_response_codes,
    mode: search.mode,
    statistics_per: search.statistics_per,
  }),
  // A failed load is the page's own error block, not a route error (prefetch never throws).
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(
        statisticsQueries.graph(context.account, statisticsFilter(deps, new Date())),
      ),
      context.queryClient.prefetchQuery(statisticsQueries.forFilter(context.account)),
    ]),
  staticData: { title: 'Statistics' },
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const { account, access } = Route.useRouteContext();
  const lists = useCommonLists(account);
  return (
    <StatisticsPage account={account} lists={lists} canOpenRequests={access.can('/requests_log')} />
  );
}
