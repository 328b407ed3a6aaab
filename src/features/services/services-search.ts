import * as v from 'valibot';
import { textField } from '@/lib/list-search';
import { recordTabs } from '@/lib/record-route';
import { SERVICE_KINDS, SERVICE_TYPES } from '@/contract/services/service-kinds';

// The URL of the services list (spec b section 2) and of its service modal. The list is one
// unpaged answer filtered on the device, so its search is the quick search and three selects,
// each 'all' by default; garbage in the URL falls back to 'all' (or no search).

export const ALL = 'all';

const choice = <const T extends readonly string[]>(values: T) =>
  v.optional(v.fallback(v.picklist([ALL, ...values]), ALL), ALL);

/** 'all' or a user id (the URL codec may hand a number over). */
const userField = v.optional(
  v.fallback(
    v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^(all|[1-9]\d{0,9})$/)),
    ALL,
  ),
  ALL,
);

export const servicesSearchSchema = v.object({
  quickSearch: textField,
  user: userField,
  kind: choice(SERVICE_KINDS),
  type: choice(SERVICE_TYPES),
});

export type ServicesSearch = v.InferOutput<typeof servicesSearchSchema>;

export const servicesSearchDefaults = { user: ALL, kind: ALL, type: ALL } as const;

/**
 * The service modal's tab (`tab_service_view`). The first tab is only the fallback: which tabs a
 * service has, and so its default, depends on the service (service-tabs.ts).
 */
const SERVICE_TABS = ['credentials', 'barcode-ranges', 'default_parcels'] as const;
export type ServiceTab = (typeof SERVICE_TABS)[number];
export const serviceRecord = recordTabs('service', SERVICE_TABS);
export const SERVICE_TAB_KEY = serviceRecord.key;
