import { type RouteRights, areaRoute, reads } from '../../rights/route-rights';

// Barcode ranges (spec b sections 2-7): number ranges the platform hands out per carrier.
export const barcodeRangeRights: RouteRights = {
  ...reads('barcode_ranges', '/barcode_ranges'),
  'POST /barcode_ranges/create': areaRoute('barcode_ranges', 'write'),
  'POST /barcode_ranges/delete': areaRoute('barcode_ranges', 'write'),
  'POST /barcode_ranges/toggle_notifications': areaRoute('barcode_ranges', 'write'),
};
