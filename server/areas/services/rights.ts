import { type RouteRights, areaRoute, reads } from '../../rights/route-rights';
import { target } from '../../rights/targets';

// Services (spec b sections 2-7, decision 024). A service itself (logo, maintenance) is the
// platform's; a user's account on it (credentials, switch, default settings) is that user's, so
// those routes name the user and the model decides within the actor's scope: a team lead its
// team's accounts only, and credential values only for those who may change them.
const account = (key = 'user_id') => ({ target: target.userInBody(key) });

export const serviceRights: RouteRights = {
  ...reads(
    'services',
    '/services',
    '/services/save',
    '/services/settings',
    '/services/service_fields',
  ),
  'GET /services/credentials_by_user_and_service': areaRoute('service_accounts', 'secrets', {
    target: target.userInQuery('user_id'),
  }),
  'POST /services/save_credentials': areaRoute('service_accounts', 'write', {
    target: target.usersInList('user_id'),
  }),
  'POST /services/diff_credentials': areaRoute('service_accounts', 'write', account()),
  'POST /service_credential_check/ftp': areaRoute('service_accounts', 'write', {
    target: target.usersInList('user_id'),
  }),
  'POST /services/remove_credential': areaRoute('service_accounts', 'write', account()),
  'POST /services/toggle_user': areaRoute('service_accounts', 'write', account()),
  'POST /services/save_settings': areaRoute('service_accounts', 'write', account()),
  'POST /services/create_settings': areaRoute('service_accounts', 'write', account()),
  'DELETE /services/delete_settings': areaRoute('service_accounts', 'write', account()),
  'POST /services/save_logo': areaRoute('services', 'write'),
  'POST /services/saveMaintenance': areaRoute('services', 'write'),
  'POST /services/deleteMaintenance': areaRoute('services', 'write'),
};
