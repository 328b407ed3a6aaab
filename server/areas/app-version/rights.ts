import { type RouteRights, areaRoute } from '../../rights/route-rights';

// The passphrase is sent with a POST; what it opens is read only.
export const appVersionRights: RouteRights = {
  'POST /app/version': areaRoute('app_version', 'read'),
};
