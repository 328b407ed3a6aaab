import { PUBLIC, type RouteRights, areaRoute } from '../../rights/route-rights';
import { recordIdOf, type RouteInput, target } from '../../rights/targets';

// Pallets (spec a section 7): the list, a pallet's detail and files for the readers its owner is
// in scope of (another's is not found: no probing), print links with their own proof.
const pallet = (from: 'query' | 'body') => ({
  target: target.palletOwner(from),
  hidden: {
    message: (input: RouteInput) => `Pallet ${String(recordIdOf(input, from) ?? '')} not found`,
  },
});
const read = areaRoute('pallets', 'read', pallet('query'));

export const palletRights: RouteRights = {
  'GET /pallets': areaRoute('pallets', 'read'),
  'GET /pallets/details': read,
  'GET /pallets/download_label': read,
  'GET /pallets/download_manifest': read,
  'GET /pallets/download_user_file': read,
  'POST /pallets/generate_print_hash': areaRoute('pallets', 'read', pallet('body')),
  'GET /pallets/get_label': PUBLIC,
};
