import * as v from 'valibot';

// The URL of the parcel details modal: the open tab (tab_{prefix}_ convention). It lives apart
// from the components so the route's config stays out of the list's first load.

export const PARCEL_TABS = ['service', 'address', 'info', 'items', 'tracking'] as const;
export type ParcelTab = (typeof PARCEL_TABS)[number];

/** The open tab lives in the URL (tab_{prefix}_ convention); garbage falls back to the first. */
export const PARCEL_TAB_KEY = 'tab_parcel_view';
export const parcelTabSearchSchema = v.object({
  [PARCEL_TAB_KEY]: v.optional(v.fallback(v.picklist(PARCEL_TABS), 'service'), 'service'),
});
export const parcelTabSearchDefaults = { [PARCEL_TAB_KEY]: 'service' as ParcelTab };

/** 'create' is the create form's path, never a parcel to load (spec a section 2). */
export const isParcelToLoad = (data: string) => data !== 'create';
