import { createFileRoute, Outlet, stripSearchParams } from '@tanstack/react-router';
import { cronRobotQueries } from '@/features/cron-robots/api/cron-robots-queries';
import { CronRobotsPage } from '@/features/cron-robots/components/cron-robots-page';
import {
  cronRobotsSearchDefaults,
  cronRobotsSearchSchema,
  historyLogParams,
} from '@/features/cron-robots/cron-robots-search';

// Cron robots (spec c section 2): the tabs Robots List, History log and Robots Schedule in
// `tab`; the History log's filters and paging in `task_name`, `pid`, `page`, `quantity`; the
// schedule tab reads its own `schedule_*` keys. The launch command modal is a child route.
export const Route = createFileRoute('/_app/cron_robots')({
  staticData: { title: 'Cron Robots' },
  validateSearch: cronRobotsSearchSchema,
  search: { middlewares: [stripSearchParams(cronRobotsSearchDefaults)] },
  // Only what the open tab loads: the launch modal does not rerun the loader.
  loaderDeps: ({ search }) =>
    search.tab === 'history-log'
      ? { tab: search.tab, history: historyLogParams(search) }
      : { tab: search.tab },
  // A failed load is the tab's own error block; the schedule tab loads itself.
  loader: ({ context, deps }) => {
    const { queryClient, account } = context;
    if (deps.tab === 'robots-list')
      return queryClient.ensureQueryData(cronRobotQueries.running(account)).catch(() => undefined);
    if (deps.history)
      return queryClient
        .ensureQueryData(cronRobotQueries.history(account, deps.history))
        .catch(() => undefined);
    return undefined;
  },
  component: function CronRobots() {
    return (
      <>
        <CronRobotsPage />
        <Outlet />
      </>
    );
  },
});
