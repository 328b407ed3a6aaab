import { type RouteRights, areaRoute, reads } from '../../rights/route-rights';

// Carrier documentation (spec c section 6; the API's paths are /carriers_docs). The whitelisting
// download is one of the spec's action URLs, so it goes with the writes.
const WRITES = [
  'add_carrier',
  'save_note',
  'save_logo',
  'add_contact',
  'update_contact',
  'delete_contact',
  'add_label',
  'delete_label',
  'add_file',
  'delete_file',
  'add_info',
  'add_link',
  'delete_link',
  'toggle_whitelisting',
] as const;

export const carriersDocsRights: RouteRights = {
  ...reads(
    'carriers',
    '/carriers_docs/carriers_list',
    '/carriers_docs/carrier_details',
    '/carriers_docs/get_label',
    '/carriers_docs/get_file',
  ),
  'GET /carriers_docs/download_whitelisting': areaRoute('carriers', 'write'),
  ...Object.fromEntries(
    WRITES.map((action) => [`POST /carriers_docs/${action}`, areaRoute('carriers', 'write')]),
  ),
};
