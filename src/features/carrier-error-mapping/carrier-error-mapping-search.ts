import * as v from 'valibot';
import {
  choiceFilter,
  defineFilters,
  fixedChoiceFilter,
  listEntries,
  textFilter,
} from '@/lib/list-filters';
import { listSearchDefaults } from '@/lib/list-search';

// The carrier error mapping list's URL (spec c sections 2 and 9; decision 030): carrier, error
// code (`not_mapped` for the unmapped rows: the dashboard's links), the pattern and the mapping
// filter (`not_mapped=0|1`, absent is All), page 1 and 32 per page. Only valibot and the small
// list helpers here: the search declarations load with every signed-in start (decision 036), so the
// contract's values are repeated (a unit test holds them equal).

/** `error_code` of the rows nobody has mapped yet (the contract's NOT_MAPPED). */
export const NOT_MAPPED_CODE = 'not_mapped';

/** The mapping filter's values in the URL; 'all' is the default, never written. */
export const MAPPING_VALUES = ['all', '0', '1'] as const;
export type MappingValue = (typeof MAPPING_VALUES)[number];

/** A carrier id: digits only; anything else is no filter. */
const carrierIdField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.regex(/^[1-9]\d{0,9}$/),
      v.transform((value): string | undefined => value),
    ),
    undefined,
  ),
);

/** An error code or `not_mapped`: a word of letters, digits, '_', '.' or '-'. */
const errorCodeField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.regex(/^[\w.-]{1,64}$/),
      v.transform((value): string | undefined => value),
    ),
    undefined,
  ),
);

export const carrierErrorFilters = defineFilters({
  carrier_id: { ...choiceFilter('carrier_id', 'Carrier'), entries: { carrier_id: carrierIdField } },
  error_code: {
    ...choiceFilter('error_code', 'Error code'),
    entries: { error_code: errorCodeField },
  },
  carrier_error_pattern: textFilter('carrier_error_pattern', 'Carrier error pattern'),
  not_mapped: fixedChoiceFilter('not_mapped', 'Mapping', MAPPING_VALUES, 'all'),
});

export const carrierErrorSearchSchema = v.object({
  ...listEntries,
  ...carrierErrorFilters.entries,
});

export type CarrierErrorSearch = v.InferOutput<typeof carrierErrorSearchSchema>;

export const carrierErrorSearchDefaults = {
  ...listSearchDefaults,
  ...carrierErrorFilters.defaults,
};

export type CarrierErrorFilterParams = {
  carrier_id?: string;
  error_code?: string;
  carrier_error_pattern?: string;
  not_mapped?: '0' | '1';
};

export type CarrierErrorListParams = CarrierErrorFilterParams & { page: number; quantity: number };

/** The filters as GET /carrier_errors/download_csv reads them: no paging, All left out. */
export function carrierErrorFilterParams(
  search: Partial<CarrierErrorSearch>,
): CarrierErrorFilterParams {
  const params: CarrierErrorFilterParams = {};
  if (search.carrier_id !== undefined) params.carrier_id = search.carrier_id;
  if (search.error_code !== undefined) params.error_code = search.error_code;
  if (search.carrier_error_pattern !== undefined) {
    params.carrier_error_pattern = search.carrier_error_pattern;
  }
  if (search.not_mapped === '0' || search.not_mapped === '1') params.not_mapped = search.not_mapped;
  return params;
}

/** What GET /carrier_errors reads: the filters and the paging (the list has no live/test mode). */
export function carrierErrorListParams(search: CarrierErrorSearch): CarrierErrorListParams {
  return { ...carrierErrorFilterParams(search), page: search.page, quantity: search.quantity };
}
