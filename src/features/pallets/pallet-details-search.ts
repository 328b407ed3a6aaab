import * as v from 'valibot';

// The URL of the pallet details modal: the open tab (tab_{prefix}_ convention). It lives apart
// from the components so the route's config stays out of the list's first load.

export const PALLET_TABS = ['service', 'address', 'info', 'items'] as const;
export type PalletTab = (typeof PALLET_TABS)[number];

/** The open tab lives in the URL (tab_{prefix}_ convention); garbage falls back to the first. */
export const PALLET_TAB_KEY = 'tab_pallet_view';
export const palletTabSearchSchema = v.object({
  [PALLET_TAB_KEY]: v.optional(v.fallback(v.picklist(PALLET_TABS), 'service'), 'service'),
});
export const palletTabSearchDefaults = { [PALLET_TAB_KEY]: 'service' as PalletTab };

/** 'create' names no pallet (spec a section 2): nothing is loaded. */
export const isPalletToLoad = (data: string) => data !== 'create';
