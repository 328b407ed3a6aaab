import { type RouteRights, reads } from '../../rights/route-rights';

export const requestsLogRights: RouteRights = reads(
  'requests_log',
  '/requests_log',
  '/requests_log/forFilter',
  '/requests_log/details',
);
