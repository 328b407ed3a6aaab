import { type RouteRights, areaRoute, reads } from '../../rights/route-rights';

// The label builder (spec c section 7): its print link carries a print hash instead of an account.
export const labelBuilderRights: RouteRights = {
  ...reads('label_builder', '/label_builder'),
  'GET /label_builder/get_label': areaRoute('label_builder', 'read', { printLink: true }),
  'POST /label_builder/generate_print_hash': areaRoute('label_builder', 'read'),
};
