import { type RouteRights, areaRoute, reads } from '../../rights/route-rights';

// Cron robots (spec c section 6; the API's paths are /robots): the arguments and the launch
// command are asked with a POST but change nothing, so reading the screen is enough.
export const cronRobotRights: RouteRights = {
  ...reads('robots', '/robots', '/robots/robotsList', '/robots/history_log', '/robots/schedule'),
  'POST /robots/robotArguments': areaRoute('robots', 'read'),
  'POST /robots/robotGetCommand': areaRoute('robots', 'read'),
  'POST /robots/start': areaRoute('robots', 'write'),
  'POST /robots/stop': areaRoute('robots', 'write'),
  'POST /robots/delete': areaRoute('robots', 'write'),
  'POST /robots/schedule_save': areaRoute('robots', 'write'),
};
