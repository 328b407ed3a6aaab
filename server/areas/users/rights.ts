import type { RightsArea } from '../../../src/contract/rights/rights-areas';
import { type RouteRights, areaRoute } from '../../rights/route-rights';
import { fieldOf, target } from '../../rights/targets';
import { placedTargets } from './placement';
import { USER_NOT_FOUND } from './queries';

// Users (spec b sections 2-7): reading a user, its secrets, saving it and switching its MFA, each
// for the users in the actor's scope; a user outside it is not found (no probing). Saving names
// the user as it is and as it will be placed (role, group), both in scope. Switching another
// user's MFA off lowers its protection: its own area, a super admin's (or the user's own).
const hidden = { hidden: { message: USER_NOT_FOUND, seen: 'users' as const } };

const mfaArea = ({ body }: { body: unknown }): RightsArea =>
  fieldOf(body, 'mfa') === false ? 'user_protection' : 'users';

export const userRights: RouteRights = {
  'GET /users': areaRoute('users', 'read'),
  'GET /users/save_page': areaRoute('users', 'read', {
    target: target.userInQuery('id'),
    ...hidden,
  }),
  'GET /users/secrets': areaRoute('service_accounts', 'secrets', {
    target: target.userInQuery('id'),
    ...hidden,
  }),
  'POST /users/save_process': areaRoute('users', 'write', { target: placedTargets, ...hidden }),
  'POST /users/enable_mfa': areaRoute(mfaArea, 'write', {
    target: target.userInBody('id'),
    ...hidden,
  }),
};
