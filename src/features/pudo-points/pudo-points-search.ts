import * as v from 'valibot';

// The pickup points screen's URL (spec c sections 2 and 3, decision 039): the search itself, so a
// search is a link and re-runs on load. Every field falls back: garbage is no value (the mode,
// Live). Only valibot here: the search declarations load with every signed-in start (decision
// 036), so the contract's limits are repeated (pudo-points-search.test.ts holds them equal).

export const PUDO_TEXT_MAX = 100;
export const PUDO_MODE_VALUES = ['0', '1'] as const;
export type PudoMode = (typeof PUDO_MODE_VALUES)[number];

/** The address fields of the search, in the order of the API's `address[...]`. */
export const PUDO_ADDRESS_FIELDS = [
  'country',
  'city',
  'state',
  'zip',
  'addr1',
  'addr2',
  'addr3',
] as const;
export type PudoAddressField = (typeof PUDO_ADDRESS_FIELDS)[number];

const textField = (max: number, pattern = /^[\s\S]*$/) =>
  v.optional(
    v.fallback(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).trim()),
        v.maxLength(max),
        v.regex(pattern),
        v.transform((value): string | undefined => (value === '' ? undefined : value)),
      ),
      undefined,
    ),
  );

const idField = textField(10, /^(?:[1-9]\d{0,9})?$/);

/** A coordinate in range, as written (so the URL keeps what was typed). */
const coordinateField = (limit: number) =>
  v.optional(
    v.fallback(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).trim()),
        v.regex(/^-?\d{1,3}(?:\.\d{1,10})?$/),
        v.check((value) => Math.abs(Number(value)) <= limit),
        v.transform((value): string | undefined => value),
      ),
      undefined,
    ),
  );

export const pudoPointsSearchSchema = v.object({
  service: idField,
  credentials_key: textField(64),
  user_id: idField,
  is_test: v.optional(
    v.fallback(
      v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.picklist(PUDO_MODE_VALUES)),
      '0',
    ),
    '0',
  ),
  country: textField(2, /^[A-Za-z]{0,2}$/),
  city: textField(PUDO_TEXT_MAX),
  state: textField(PUDO_TEXT_MAX),
  zip: textField(16),
  addr1: textField(PUDO_TEXT_MAX),
  addr2: textField(PUDO_TEXT_MAX),
  addr3: textField(PUDO_TEXT_MAX),
  lat: coordinateField(90),
  lng: coordinateField(180),
});

export type PudoPointsSearch = v.InferOutput<typeof pudoPointsSearchSchema>;

export const pudoPointsSearchDefaults = { is_test: '0' } as const;

/** GET /pudo_points/map's query (`services_list[0][id]`...), as qs writes it from this object. */
export type PudoMapParams = {
  services_list: { 0: { id: string; credentials_key?: string } };
  address: Partial<Record<PudoAddressField | 'lat' | 'lng', string>>;
  user_id: string;
  is_test: PudoMode;
};

/**
 * The map's query for a search, or null while the search is not one to run: no service or no
 * user, or one coordinate without the other (spec c section 5).
 */
export function pudoMapParamsOf(search: PudoPointsSearch): PudoMapParams | null {
  if (!search.service || !search.user_id) return null;
  if ((search.lat === undefined) !== (search.lng === undefined)) return null;
  const address: PudoMapParams['address'] = {};
  for (const field of PUDO_ADDRESS_FIELDS) {
    const value = search[field];
    if (value !== undefined) address[field] = field === 'country' ? value.toUpperCase() : value;
  }
  if (search.lat !== undefined && search.lng !== undefined) {
    address.lat = search.lat;
    address.lng = search.lng;
  }
  return {
    services_list: {
      0: search.credentials_key
        ? { id: search.service, credentials_key: search.credentials_key }
        : { id: search.service },
    },
    address,
    user_id: search.user_id,
    is_test: search.is_test,
  };
}
