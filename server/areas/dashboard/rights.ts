import { type RouteRights, reads } from '../../rights/route-rights';

// The dashboard's widgets (spec a section 6): health for readers of the health check, the
// mapping and requests widgets for super admins (platform_overview), the parcels report for all.
export const dashboardRights: RouteRights = {
  ...reads('healthcheck', '/dashboard/healthCheck'),
  ...reads(
    'platform_overview',
    '/dashboard/errorMapping',
    '/dashboard/trackingMapping',
    '/dashboard/requests',
  ),
  ...reads('dashboard', '/dashboard/parcelsStatistics'),
};
