import * as v from 'valibot';
import { AdditionalSchema, AddressSchema, TimeWindowSchema } from '../shared/address-schemas';

// The pallets contract (spec a sections 3 and 7). Shapes shared with parcels come from lib.

const Text = v.nullable(v.string());
const Num = v.nullable(v.number());

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
  sender_address: v.nullable(AddressSchema),
  destination_address: v.nullable(AddressSchema),
  credentials_key: Text,
  label_template: Text,
  label_format: Text,
  barcode_number: Text,
  secondary_barcode: Text,
  errors: Text,
  weight: Num,
  weight_uom: Text,
  collection_date: v.nullable(TimeWindowSchema),
  delivery_date: v.nullable(TimeWindowSchema),
  additional: AdditionalSchema,
});
export type Pallet = v.InferOutput<typeof PalletSchema>;

export const PalletPageSchema = v.object({
  pallets: v.array(PalletSchema),
  hasMoreItems: v.boolean(),
  /** How many pallets match, when the server says. */
  total: v.optional(v.number()),
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

/** POST /pallets/generate_print_hash {id}: the proof a pallet's print link carries. */
export const PalletPrintHashSchema = v.object({ printHash: v.string() });
export type PalletPrintHash = v.InferOutput<typeof PalletPrintHashSchema>;
