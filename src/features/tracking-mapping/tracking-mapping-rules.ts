import { REQUIRED } from '@/contract/shared/validation-messages';
import type { Option } from '@/lib/list-options';
import {
  type CreateTrackingMappingBody,
  NOT_MAPPED,
  NOT_MAPPED_NAME,
  type SaveTrackingStatusBody,
  TRACKING_MAPPING_LIMITS,
  type TrackingCarrier,
  type TrackingMappingItem,
  type TrackingMappingPage,
  type TrackingStatusOption,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';

// The tracking mapping list's rules (spec c sections 3-5; decisions 029 and 031): the page as
// shown (deletes waiting for their Undo hidden), a status changed in the cached page, the status
// select's choices, the change and its undo, and the create form's rules.

/** The undo queue's kind of a mapping delete (decision 028). */
export const TRACKING_DELETE_KIND = 'tracking-mapping-delete';
export const TRACKING_DELETE_PATH = 'tracking_mapping/delete';
/** The CSV's name when the server's is unusable. */
export const TRACKING_CSV_FALLBACK_NAME = 'tracking_mapping.csv';

export type ShownPage = {
  rows: readonly TrackingMappingItem[];
  hasMoreItems: boolean;
  total: number;
};

/** The page without the mappings whose delete waits for its Undo; the total counts them out. */
export function shownPage(page: TrackingMappingPage, pending: ReadonlySet<string>): ShownPage {
  const rows = pending.size
    ? page.mappingList.filter((item) => !pending.has(String(item.id)))
    : page.mappingList;
  const hidden = page.mappingList.length - rows.length;
  return { rows, hasMoreItems: page.hasMoreItems, total: Math.max(0, page.total - hidden) };
}

/** The cached page with one mapping's status changed (shown before the server answers). */
export function withItemStatus(
  page: TrackingMappingPage | undefined,
  id: number,
  status: number,
): TrackingMappingPage | undefined {
  if (!page?.mappingList.some((item) => item.id === id)) return page;
  return {
    ...page,
    mappingList: page.mappingList.map((item) =>
      item.id === id ? { ...item, currentTrackingStatus: status } : item,
    ),
  };
}

/**
 * The status select's choices: Not mapped first, then the platform's statuses; a current code
 * the choices lack (its list failed to load, or the status is gone) is still there, by its code.
 */
export function statusSelectData(
  statuses: readonly TrackingStatusOption[],
  current: number,
): Option[] {
  const options = statuses.map((status) => ({ value: String(status.code), label: status.name }));
  if (!options.some((option) => option.value === String(NOT_MAPPED)))
    options.unshift({ value: String(NOT_MAPPED), label: NOT_MAPPED_NAME });
  if (!options.some((option) => option.value === String(current)))
    options.push({ value: String(current), label: `Status ${current}` });
  return options;
}

export const carrierOptions = (carriers: readonly TrackingCarrier[]): Option[] =>
  carriers.map((carrier) => ({ value: String(carrier.id), label: carrier.name }));

/** The filter chips' and the cards' status names, Not mapped included. */
export function statusOptions(statuses: readonly TrackingStatusOption[]): Option[] {
  return statusSelectData(statuses, NOT_MAPPED);
}

/** A status change as saved: the select's value, and the remap the item's box asks for. */
export type StatusChange = { id: number; from: number; to: number; remapOld: boolean };

/** Null when the select's value is no change (the same status, or cleared). */
export function statusChange(
  item: Pick<TrackingMappingItem, 'id' | 'currentTrackingStatus'>,
  value: string | null,
  remapOld: boolean,
): StatusChange | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const to = Number(value);
  if (to === item.currentTrackingStatus) return null;
  return { id: item.id, from: item.currentTrackingStatus, to, remapOld };
}

export const saveBodyOf = (change: StatusChange): SaveTrackingStatusBody => ({
  id: change.id,
  status: change.to,
  remap_old: change.remapOld,
});

/**
 * Undo saves the old status back, remapping as the change did: the events the change moved
 * follow the mapping back (decision 031).
 */
export const undoBodyOf = (change: StatusChange): SaveTrackingStatusBody => ({
  id: change.id,
  status: change.from,
  remap_old: change.remapOld,
});

// ---------------------------------------------------------------- create

export type CreateDraft = {
  carrier: string | null;
  carrier_status: string;
  status_description: string;
  status: string | null;
};

export const EMPTY_CREATE_DRAFT: CreateDraft = {
  carrier: null,
  carrier_status: '',
  status_description: '',
  status: null,
};

/** Spec c section 5: carrier, carrier status and status required; the contract's lengths. */
export function createErrors(draft: CreateDraft): Partial<Record<keyof CreateDraft, string>> {
  const errors: Partial<Record<keyof CreateDraft, string>> = {};
  if (!draft.carrier) errors.carrier = REQUIRED;
  const carrierStatus = draft.carrier_status.trim();
  if (!carrierStatus) errors.carrier_status = REQUIRED;
  else if (carrierStatus.length > TRACKING_MAPPING_LIMITS.carrierStatus)
    errors.carrier_status = `Maximum length: ${TRACKING_MAPPING_LIMITS.carrierStatus}`;
  if (draft.status_description.trim().length > TRACKING_MAPPING_LIMITS.description)
    errors.status_description = `Maximum length: ${TRACKING_MAPPING_LIMITS.description}`;
  if (!draft.status || draft.status === String(NOT_MAPPED)) errors.status = REQUIRED;
  return errors;
}

/** The body of a valid draft (createErrors empty). */
export function createBodyOf(draft: CreateDraft): CreateTrackingMappingBody {
  return {
    carrier: Number(draft.carrier),
    carrier_status: draft.carrier_status.trim(),
    status_description: draft.status_description.trim(),
    status: Number(draft.status),
  };
}

/** The create form's statuses: a new mapping maps to a platform status, never Not mapped. */
export const createStatusOptions = (statuses: readonly TrackingStatusOption[]): Option[] =>
  statuses
    .filter((status) => status.code !== NOT_MAPPED)
    .map((status) => ({ value: String(status.code), label: status.name }));
