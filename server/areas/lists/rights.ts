import { type RouteRights, SIGNED_IN } from '../../rights/route-rights';

// The common lists of spec a section 3: every signed-in account's own, cut to what it may see.
export const listRights: RouteRights = { 'GET /main/get_all_lists': SIGNED_IN };
