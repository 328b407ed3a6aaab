import * as v from 'valibot';

// Shapes shared by several areas' contracts (spec a section 3): custom additional fields,
// addresses and collection/delivery time windows. They live in lib because features never
// import each other; the reference server types its answers with them too.

const Text = v.nullable(v.string());
const Num = v.nullable(v.number());

/** Custom key/value pairs; a value is a string or a boolean. */
export const AdditionalSchema = v.record(v.string(), v.union([v.string(), v.boolean()]));
export type Additional = v.InferOutput<typeof AdditionalSchema>;

export const AddressSchema = v.object({
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
  additional: v.optional(AdditionalSchema, {}),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const TimeWindowSchema = v.object({ date: Text, time_from: Text, time_to: Text });
export type TimeWindow = v.InferOutput<typeof TimeWindowSchema>;
