import { type RouteRights, reads } from '../../rights/route-rights';

export const healthCheckRights: RouteRights = reads(
  'healthcheck',
  '/healthcheck',
  '/healthcheck/detail',
  '/healthcheck/getData',
);
