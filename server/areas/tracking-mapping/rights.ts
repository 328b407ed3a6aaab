import { type RouteRights, areaRoute, reads } from '../../rights/route-rights';

export const trackingMappingRights: RouteRights = {
  ...reads(
    'tracking_mapping',
    '/tracking_mapping',
    '/tracking_mapping/forFilter',
    '/tracking_mapping/forAdd',
    '/tracking_mapping/download_csv',
    '/tracking_mapping/overview',
    '/tracking_mapping/forFilterOverview',
  ),
  'POST /tracking_mapping/save': areaRoute('tracking_mapping', 'write'),
  'POST /tracking_mapping/create': areaRoute('tracking_mapping', 'write'),
  'POST /tracking_mapping/delete': areaRoute('tracking_mapping', 'write'),
};
