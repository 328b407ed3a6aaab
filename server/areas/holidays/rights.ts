import { type RouteRights, reads } from '../../rights/route-rights';

export const holidayRights: RouteRights = reads('holidays', '/holidays', '/holidays/download_csv');
