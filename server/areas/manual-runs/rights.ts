import { type RouteRights, areaRoute, reads } from '../../rights/route-rights';
import { target } from '../../rights/targets';

// Manual tracking and re-manifest (decision 040): a run acts on a user's parcels.
const run = { target: target.userInBody('user_id') };

export const manualRunRights: RouteRights = {
  ...reads('manual_runs', '/manual_tracking', '/manual_manifest'),
  'POST /manual_tracking/process': areaRoute('manual_runs', 'write', run),
  'POST /manual_manifest/process': areaRoute('manual_runs', 'write', run),
};
