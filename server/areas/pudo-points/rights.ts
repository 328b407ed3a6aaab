import { type RouteRights, reads } from '../../rights/route-rights';

export const pudoPointRights: RouteRights = reads(
  'pudo_points',
  '/pudo_points',
  '/pudo_points/map',
);
