import { createFileRoute, Outlet } from '@tanstack/react-router';
import { depsOf, searchOf, stripDefaultsOf } from '@/app/route-search';
import { cronRobotQueries } from '@/features/cron-robots/api/cron-robots-queries';
import { CronRobotsPage } from '@/features/cron-robots/components/cron-robots-page';

// Cron robots (spec c section 2): the tabs Robots List, History log and Robots Schedule in
// `tab`; the History log's filters and paging in `task_name`, `pid`, `page`, `quantity`; the
// schedule tab reads its own `schedule_*` keys. The launch command modal is a child route.
export const Route = createFileRoute('/_app/cron_robots')({
  staticData: { title: 'Cron Robots' },
  validateSearch: searchOf('cronRobots'),
  search: { middlewares: stripDefaultsOf('cronRobots') },
  // Only what the open tab loads: the launch modal does not rerun the loader.
  loaderDeps: ({ search }) => depsOf('cronRobots', search),
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
