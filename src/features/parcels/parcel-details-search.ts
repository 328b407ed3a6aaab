import { recordTabs } from '@/lib/record-route';

// The URL of the parcel details modal: the open tab (tab_{prefix}_ convention, garbage falling
// back to the first). Apart from the components, so the route's config stays out of the list's
// first load.

export const parcelRecord = recordTabs('parcel', [
  'service',
  'address',
  'info',
  'items',
  'tracking',
]);

export const PARCEL_TABS = parcelRecord.tabs;
export type ParcelTab = (typeof PARCEL_TABS)[number];
export const PARCEL_TAB_KEY = parcelRecord.key;
