import { type RouteRights, areaRoute, reads } from '../../rights/route-rights';

export const carrierErrorRights: RouteRights = {
  ...reads(
    'carrier_errors',
    '/carrier_errors',
    '/carrier_errors/forFilter',
    '/carrier_errors/download_csv',
    '/carrier_errors/get_example',
  ),
  'POST /carrier_errors/save': areaRoute('carrier_errors', 'write'),
  'POST /carrier_errors/delete': areaRoute('carrier_errors', 'write'),
};
