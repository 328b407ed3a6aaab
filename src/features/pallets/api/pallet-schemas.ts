import * as v from 'valibot';

// The pallets contract (spec a sections 3 and 7). Shapes shared with parcels are restated here on
// purpose: features never import each other.

const Text = v.nullable(v.string());
const Num = v.nullable(v.number());

export const PalletAdditionalSchema = v.record(v.string(), v.union([v.string(), v.boolean()]));

export const PalletAddressSchema = v.object({
  addr1: Text,
  addr2: Text,
  addr3: Text,
  city: Text,
  zip: Text,
  state: Text,
  country: Text,
  name: Text,
  company: Text,
  phone: Text,
  email: Text,
  vat: Text,
  eori: Text,
  lat: Num,
  lng: Num,
  additional: v.optional(PalletAdditionalSchema, {}),
});
export type PalletAddress = v.InferOutput<typeof PalletAddressSchema>;

export const PalletTimeWindowSchema = v.object({ date: Text, time_from: Text, time_to: Text });

export const PalletContentSchema = v.object({
  id: v.number(),
  order_reference: Text,
  tracking_number: Text,
  request_id: Text,
  package_type: v.picklist(['pallet', 'externalParcel', 'parcel']),
  isPallet: v.boolean(),
});
export type PalletContent = v.InferOutput<typeof PalletContentSchema>;

export const PalletSchema = v.object({
  id: v.number(),
  /** Unix seconds, shown in UTC. */
  created: v.number(),
  tracking_number: v.string(),
  mawb_number: Text,
  order_reference: Text,
  type: v.picklist(['live', 'test']),
  service_id: v.number(),
  user_id: Num,
  request_id: Text,
  status: Num,
  labelFormat: Text,
  has_label: v.boolean(),
  manifest_file: Text,
  user_file: Text,
  parcels: v.array(PalletContentSchema),
  current_tracking_status_code: Num,
  sender_address: v.nullable(PalletAddressSchema),
  destination_address: v.nullable(PalletAddressSchema),
  credentials_key: Text,
  label_template: Text,
  label_format: Text,
  barcode_number: Text,
  secondary_barcode: Text,
  errors: Text,
  weight: Num,
  weight_uom: Text,
  collection_date: v.nullable(PalletTimeWindowSchema),
  delivery_date: v.nullable(PalletTimeWindowSchema),
  additional: PalletAdditionalSchema,
});
export type Pallet = v.InferOutput<typeof PalletSchema>;

export const PalletPageSchema = v.object({
  pallets: v.array(PalletSchema),
  hasMoreItems: v.boolean(),
});
export type PalletPage = v.InferOutput<typeof PalletPageSchema>;

/** A pallet file answer: label (pdf, png, txt or csv), manifest or user file, base64 in `data`. */
export const PalletFileSchema = v.object({
  type: v.string(),
  data: v.optional(v.string()),
  content: v.optional(v.string()),
  filename: v.optional(v.nullable(v.string())),
});
export type PalletFile = v.InferOutput<typeof PalletFileSchema>;
