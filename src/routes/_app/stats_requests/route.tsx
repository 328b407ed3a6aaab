import { createFileRoute } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { statisticsQueries } from '@/features/statistics/api/statistics-queries';
import { StatisticsPage } from '@/features/statistics/components/statistics-page';
import { statisticsFilter } from '@/features/statistics/statistics-filter';

// The statistics page. Its loader warms the graph (which also feeds the tiles) and the filter
// choices; the table is read by its tab, so paging and the tab do not rerun the loader.
export const Route = createFileRoute('/_app/stats_requests')({
  validateSearch: searchOf('statistics'),
  search: { middlewares: stripDefaultsOf('statistics') },
  // The filter alone: paging and the tab are the table's, read by its own query.
  loaderDeps: ({ search }) => depsOf('statistics', search),
  // A failed load is the page's own error block, not a route error (prefetch never throws).
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.prefetchQuery(
        statisticsQueries.graph(context.account, statisticsFilter(deps, new Date())),
      ),
      context.queryClient.prefetchQuery(statisticsQueries.forFilter(context.account)),
    ]),
  staticData: { title: 'Statistics' },
  component: function StatisticsRoute() {
    return <StatisticsPage />;
  },
});
