import type { TimeWindow } from '@/contract/shared/address-schemas';
import { formatUtc } from '@/lib/dayjs';
import { lookupName } from '@/lib/list-options';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { Pallet } from '@/contract/pallets/pallet-schemas';

// How a pallet's fields read on the list and in the details (spec a sections 3, 4 and 8): names
// come from the common lists, 'Unknown' when a list does not know the value.

export type PalletLookups = Pick<
  CommonLists,
  'services' | 'users' | 'trackingStatuses' | 'labelFormats'
>;

/** Spec a section 8: a pallet without a request id shows 'No data'. */
export const NO_DATA = 'No data';

export const createdText = (pallet: Pick<Pallet, 'created'>) => formatUtc(pallet.created * 1000);

export const serviceNameOf = (lists: PalletLookups, serviceId: number) =>
  lists.services.find((service) => service.id === serviceId)?.name ?? 'Unknown';

export const userLoginOf = (lists: PalletLookups, userId: number | null) =>
  userId === null ? NO_DATA : (lists.users.find((user) => user.id === userId)?.login ?? 'Unknown');

export const statusNameOf = (lists: PalletLookups, status: number | null) =>
  lookupName(lists.trackingStatuses, status);

/** A known format by its name ('PDF'); one the list lacks (e.g. csv) as the server sent it. */
export function labelFormatNameOf(lists: PalletLookups, format: string | null): string {
  if (!format) return NO_DATA;
  const name = lookupName(lists.labelFormats, format);
  return name === 'Unknown' ? format.toUpperCase() : name;
}

export const typeLabel = (type: Pallet['type']) => (type === 'test' ? 'Test' : 'Live');

/** '2024-05-02, 08:00 - 16:00'; the parts that are missing are left out. */
export function timeWindowText(window: TimeWindow | null): string {
  if (!window) return '';
  const times = [window.time_from, window.time_to].filter(Boolean).join(' - ');
  return [window.date, times].filter(Boolean).join(', ');
}

export function weightText(pallet: Pick<Pallet, 'weight' | 'weight_uom'>): string {
  if (pallet.weight === null) return '';
  return [pallet.weight, pallet.weight_uom].filter((part) => part !== null).join(' ');
}
