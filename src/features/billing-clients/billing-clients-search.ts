import * as v from 'valibot';
import { defineFilters, listEntries, listFilter } from '@/lib/list-filters';
import { listSearchDefaults, stringListField } from '@/lib/list-search';
import { recordTabs } from '@/lib/record-route';

// The billing clients list's URL (spec c section 2: `users[]` and `services[]`, bracket arrays)
// and the client page's tab. Only valibot and the small list helpers here: the search
// declarations load with every signed-in start (decision 036).

/** A list of ids: anything else in the URL is dropped (garbage falls back to no filter). */
const idListField = v.optional(
  v.pipe(
    stringListField,
    v.transform((ids) => (ids ?? []).filter((id) => /^\d{1,10}$/.test(id))),
  ),
  [],
);

function idListFilter<K extends string>(key: K, label: string) {
  return {
    ...listFilter(key, label),
    entries: { [key]: idListField } as Record<K, typeof idListField>,
  };
}

export const billingClientFilters = defineFilters({
  users: idListFilter('users', 'Users group'),
  services: idListFilter('services', 'Services'),
});

export const billingClientsSearchSchema = v.object({
  ...listEntries,
  ...billingClientFilters.entries,
});
export type BillingClientsSearch = v.InferOutput<typeof billingClientsSearchSchema>;

export const billingClientsSearchDefaults = {
  ...listSearchDefaults,
  ...billingClientFilters.defaults,
};

/** What GET /billing_clients reads: paging and the two filters (the list has no live/test mode). */
export function billingClientListParams(search: BillingClientsSearch) {
  return {
    page: search.page,
    quantity: search.quantity,
    users: search.users,
    services: search.services,
  };
}

/** The client page's tab, `tab_billing_client_view` (garbage falls back to Profile). */
export const billingClientRecord = recordTabs('billing_client', [
  'profile',
  'conditions',
  'notifications',
]);
export type BillingClientTab = (typeof billingClientRecord.tabs)[number];
export const BILLING_CLIENT_TAB_KEY = billingClientRecord.key;
