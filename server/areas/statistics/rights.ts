import { type RouteRights, reads } from '../../rights/route-rights';

export const statisticsRights: RouteRights = reads(
  'statistics',
  '/stats_requests',
  '/stats_requests/for_filter',
  '/stats_requests/get_table',
);
