import * as v from 'valibot';
import { ADDITIONAL_LIMITS } from '../shared/additional-fields';
import { AdditionalSchema, AddressSchema, TimeWindowSchema } from '../shared/address-schemas';

// The parcels contract (spec a sections 3 and 7). Fields the backend may leave out are nullable,
// so a half-filled parcel renders rather than failing the whole answer.

const Text = v.nullable(v.string());
const Num = v.nullable(v.number());

/** Where a tracking event happened: an address without custom fields. */
export const TrackingLocationSchema = v.omit(AddressSchema, ['additional']);
export type TrackingLocation = v.InferOutput<typeof TrackingLocationSchema>;

export const TrackingEventSchema = v.object({
  /** Unix seconds of the carrier event. */
  date: v.number(),
  /** Unix seconds when the platform received it. */
  dateAdded: v.number(),
  date_formatted: v.string(),
  event_code: v.number(),
  carrier_event_code: Text,
  carrier_description: Text,
  info: Text,
  location: v.nullable(TrackingLocationSchema),
});
export type TrackingEvent = v.InferOutput<typeof TrackingEventSchema>;

export const ParcelItemSchema = v.object({
  country_of_origin: Text,
  sku_code: Text,
  hs_code: Text,
  quantity: v.number(),
  price: Num,
  total_price: Num,
  currency: Text,
  weight: Num,
  total_weight: Num,
  weight_uom: Text,
  length: Num,
  width: Num,
  height: Num,
  dimensions_uom: Text,
  sku_desc: Text,
  additional: v.optional(AdditionalSchema, {}),
});
export type ParcelItem = v.InferOutput<typeof ParcelItemSchema>;

export const ParcelTypeSchema = v.picklist(['live', 'test']);
export type ParcelType = v.InferOutput<typeof ParcelTypeSchema>;

export const UserRefSchema = v.object({ id: v.number(), login: v.string() });
export const ServiceRefSchema = v.object({ id: v.number(), name: v.string() });

export const ParcelListItemSchema = v.object({
  id: v.number(),
  type: ParcelTypeSchema,
  user: v.nullable(UserRefSchema),
  request_id: Text,
  /** Unix seconds, shown in UTC. */
  created: v.number(),
  reference: Text,
  tracking: v.string(),
  service: v.nullable(ServiceRefSchema),
  fromCountry: Text,
  toCountry: Text,
  /** A tracking status code of the common lists; unknown codes show 'Unknown'. */
  status: Num,
  labelFormat: Text,
  /** A creation method of the common lists (createdStatuses). */
  createdStatus: Num,
});
export type ParcelListItem = v.InferOutput<typeof ParcelListItemSchema>;

export const ParcelPageSchema = v.object({
  parcels: v.array(ParcelListItemSchema),
  hasMoreItems: v.boolean(),
  /** How many parcels match, when the server says (the panel shows it). */
  total: v.optional(v.number()),
});
export type ParcelPage = v.InferOutput<typeof ParcelPageSchema>;

export const PudoSchema = v.object({
  id: v.string(),
  name: Text,
  addr1: Text,
  city: Text,
  zip: Text,
  country: Text,
});

export const ParcelDetailSchema = v.object({
  id: v.number(),
  tracking_number: v.string(),
  created: v.number(),
  date_updated: Num,
  status: Num,
  label_format: Text,
  has_original: v.boolean(),
  manifest_file: Text,
  manifest_status_message: Text,
  manifest_status_icon: Text,
  /** Present only when a manifest applies to the parcel. */
  send_manifest: v.optional(v.boolean()),
  request_id: Text,
  health_check_tracking_label: Text,
  health_check_tracking_global_search: Text,
  pallet_id: Num,
  user: v.nullable(UserRefSchema),
  /** '1' or 'test' means a test parcel (spec a section 4). */
  is_test: v.string(),
  pudo: v.nullable(PudoSchema),
  service: v.nullable(ServiceRefSchema),
  credentials_key: Text,
  label_template: Text,
  reference: Text,
  display_id: Text,
  barcode_number: Text,
  secondary_barcode: Text,
  tracking_number_additional: Text,
  barcode_number_additional: Text,
  carrier_parcel_id: Text,
  /** JSON text or plain text. */
  errors: Text,
  additional: AdditionalSchema,
  cod_value: Num,
  cod_currency: Text,
  category: Text,
  non_delivery_instruction: Text,
  incoterm: Text,
  pod_signature: v.nullable(v.boolean()),
  price: Num,
  currency: Text,
  weight: Num,
  weight_uom: Text,
  length: Num,
  width: Num,
  height: Num,
  dimensions_uom: Text,
  collection_date: v.nullable(TimeWindowSchema),
  delivery_date: v.nullable(TimeWindowSchema),
  description: Text,
  special_instruction: Text,
  items: v.array(ParcelItemSchema),
  sender_address: v.nullable(AddressSchema),
  destination_address: v.nullable(AddressSchema),
  return_address: v.nullable(AddressSchema),
  tracking_info: v.array(TrackingEventSchema),
});
export type ParcelDetail = v.InferOutput<typeof ParcelDetailSchema>;

/** A file answer (spec a section 7, Files): base64 in `content` or `data`. */
export const DownloadedFileSchema = v.object({
  type: v.string(),
  content: v.optional(v.string()),
  data: v.optional(v.string()),
  filename: v.optional(v.nullable(v.string())),
  has_original: v.optional(v.boolean()),
  service_id: v.optional(v.nullable(v.number())),
  request_id: v.optional(v.nullable(v.string())),
  printDriver: v.optional(v.boolean()),
});
export type DownloadedFile = v.InferOutput<typeof DownloadedFileSchema>;

export const PrintHashSchema = v.object({ printHash: v.string() });
export type PrintHash = v.InferOutput<typeof PrintHashSchema>;

/**
 * The create payload's limits (decision 015): what a parcel can hold, so neither a typo nor a
 * hostile caller can store a 100 KB name, 5,000 items or a weight of 1e308. The form checks the
 * same numbers.
 */
export const PARCEL_LIMITS = {
  text: 100,
  zip: 20,
  state: 50,
  phone: 30,
  email: 254,
  reference: 100,
  skuDesc: 250,
  hsCode: 20,
  items: 100,
  quantity: 10_000,
  price: 1_000_000,
  weight: 100_000,
  dimension: 10_000,
} as const;
const L = PARCEL_LIMITS;

const Bounded = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const Required = (max: number = L.text) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const Positive = (max: number) => v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(max));
const Country = v.pipe(v.string(), v.length(2));

export const NewParcelAddressSchema = v.object({
  name: Required(),
  company: v.optional(Bounded(L.text)),
  addr1: Required(),
  addr2: v.optional(Bounded(L.text)),
  city: Required(),
  zip: Required(L.zip),
  state: v.optional(Bounded(L.state)),
  country: Country,
  phone: v.optional(Bounded(L.phone)),
  email: v.optional(v.pipe(v.string(), v.maxLength(L.email), v.email())),
});

export const NewParcelItemSchema = v.object({
  sku_desc: Required(L.skuDesc),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(L.quantity)),
  price: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(L.price)),
  weight: Positive(L.weight),
  hs_code: v.optional(Bounded(L.hsCode)),
  country_of_origin: v.optional(Country),
});

/** Custom fields of a new record: names without spaces, short values, a bounded count. */
export const NewAdditionalSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^\S+$/), v.maxLength(ADDITIONAL_LIMITS.name)),
    v.union([v.pipe(v.string(), v.maxLength(ADDITIONAL_LIMITS.value)), v.boolean()]),
  ),
  v.check(
    (fields) => Object.keys(fields).length <= ADDITIONAL_LIMITS.fields,
    `Maximum number of fields: ${ADDITIONAL_LIMITS.fields}`,
  ),
);

/** The create-parcel payload the reference server accepts (the spec does not show it). */
export const NewParcelSchema = v.object({
  service_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  reference: v.optional(Bounded(L.reference)),
  is_test: v.optional(v.boolean()),
  sender_address: NewParcelAddressSchema,
  destination_address: NewParcelAddressSchema,
  weight: Positive(L.weight),
  weight_uom: v.optional(v.picklist(['g', 'kg', 'lb', 'st', 'oz']), 'kg'),
  dimensions: v.object({
    length: Positive(L.dimension),
    width: Positive(L.dimension),
    height: Positive(L.dimension),
  }),
  dimensions_uom: v.optional(v.picklist(['cm', 'in', 'm', 'mm']), 'cm'),
  items: v.pipe(v.array(NewParcelItemSchema), v.minLength(1), v.maxLength(L.items)),
  additional: v.optional(NewAdditionalSchema),
});
export type NewParcel = v.InferOutput<typeof NewParcelSchema>;

export const CreatedParcelSchema = v.object({ id: v.number(), tracking_number: v.string() });
export type CreatedParcel = v.InferOutput<typeof CreatedParcelSchema>;
