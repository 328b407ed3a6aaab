import { recordTabs } from '@/lib/record-route';

// The URL of the pallet details modal: the open tab (tab_{prefix}_ convention, garbage falling
// back to the first). Apart from the components, so the route's config stays out of the list's
// first load.

export const palletRecord = recordTabs('pallet', ['service', 'address', 'info', 'items']);

export const PALLET_TABS = palletRecord.tabs;
export type PalletTab = (typeof PALLET_TABS)[number];
export const PALLET_TAB_KEY = palletRecord.key;
