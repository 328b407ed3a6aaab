import { PUBLIC, type RouteRights, areaRoute } from '../../rights/route-rights';
import { recordIdOf, type RouteInput, target } from '../../rights/targets';

// Parcels (spec a section 7): the list (its rows the reader's own, for a client: queries.ts asks
// the model), a parcel's detail and files for the readers its owner is in scope of (another's is
// not found, never forbidden: no probing), print links with their own proof, and creating one.
const parcel = (from: 'query' | 'body') => ({
  target: target.parcelOwner(from),
  hidden: {
    message: (input: RouteInput) => `Parcel ${String(recordIdOf(input, from) ?? '')} not found`,
  },
});
const read = areaRoute('parcels', 'read', parcel('query'));

export const parcelRights: RouteRights = {
  'GET /parcels': areaRoute('parcels', 'read'),
  'GET /parcels/details': read,
  'GET /parcels/download_label': read,
  'GET /parcels/download_invoice': read,
  'GET /parcels/download_manifest': read,
  'GET /print_driver/download_driver': areaRoute('parcels', 'read'),
  'POST /parcels/generate_print_hash': areaRoute('parcels', 'read', parcel('body')),
  'GET /parcels/get_label': PUBLIC,
  'POST /parcels/create_new': areaRoute('parcels', 'write'),
};
