import { type RouteRights, areaRoute, reads } from '../../rights/route-rights';
import { target } from '../../rights/targets';

// The API console (spec c section 7): sending acts as another user, within the actor's scope.
export const apiConsoleRights: RouteRights = {
  ...reads('api_console', '/api_console'),
  'POST /api_console/process_request': areaRoute('api_console', 'write', {
    target: target.userInBody('user_id'),
    denied: 'You may not send requests as this user',
  }),
};
