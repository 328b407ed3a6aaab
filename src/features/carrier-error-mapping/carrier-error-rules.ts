import { PAGE_SIZES } from '@/contract/constants';
import type {
  CarrierErrorList,
  CarrierErrorMapping,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';

// Rules of the list and its cards (spec c sections 2 and 7; decision 033): finding one mapping
// for the edit form (the API has no call for one mapping), and what a card shows.

/** The mapping `id` in list answers already at hand (the list under the modal, other pages). */
export function mappingIn(
  lists: readonly (CarrierErrorList | undefined)[],
  id: number,
): CarrierErrorMapping | undefined {
  for (const list of lists) {
    const found = list?.errorsMappings.find((mapping) => mapping.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The largest page the server gives: the fewest calls when looking through the whole list. */
export const LOOKUP_PAGE_SIZE = Math.max(...PAGE_SIZES);

/** Stops a broken server (hasMoreItems forever) from being asked without end. */
const MAX_LOOKUP_PAGES = 200;

/**
 * The mapping `id` from the whole, unfiltered list, page after page; null when no page has it
 * (deleted meanwhile, or never there).
 */
export async function findMapping(
  id: number,
  fetchPage: (page: number, quantity: number) => Promise<CarrierErrorList>,
): Promise<CarrierErrorMapping | null> {
  for (let page = 1; page <= MAX_LOOKUP_PAGES; page += 1) {
    const list = await fetchPage(page, LOOKUP_PAGE_SIZE);
    const found = mappingIn([list], id);
    if (found) return found;
    if (!list.hasMoreItems || list.errorsMappings.length === 0) return null;
  }
  return null;
}

/** 'Any' when a mapping matches every HTTP code. */
export const httpCodeText = (code: number | null) => (code === null ? 'Any' : String(code));

/** The card's name: carrier, version and pattern (an empty pattern matches any error). */
export function mappingLabel(
  mapping: Pick<CarrierErrorMapping, 'carrierName' | 'carrierVersion' | 'errorPattern'>,
) {
  return `${mapping.carrierName} v${mapping.carrierVersion}: ${mapping.errorPattern || 'any error'}`;
}
