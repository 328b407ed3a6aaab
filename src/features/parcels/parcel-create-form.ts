import { randomId } from '@mantine/hooks';
import * as v from 'valibot';
import {
  type AdditionalField,
  additionalOf,
  ADDITIONAL_LIMITS,
} from '@/contract/shared/additional-fields';
import { isApiError } from '@/lib/api/api-error';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import {
  type NewParcel,
  NewParcelSchema,
  PARCEL_LIMITS as L,
} from '@/contract/parcels/parcel-schemas';

// The create-parcel form (docs/decisions/009): what the operator edits, its valibot rules with
// the texts the user sees, and the mapping to the POST /parcels/create_new payload. The form
// schema's output is the payload itself, so the two cannot drift apart.

export const FIELD_IS_REQUIRED = 'Field is required';
export const POSITIVE_NUMBER = 'Must be greater than 0';
export const NOT_A_NUMBER = 'Enter a number';
export const INVALID_EMAIL = 'Invalid email';
export const WHOLE_QUANTITY = 'Whole number, at least 1';
export const NOT_NEGATIVE = 'Must be 0 or more';
export const ITEMS_REQUIRED = 'Add at least one item';
// The server's limits in the same words it uses (src/contract/shared/validation-messages.ts).
export const TOO_LONG = (max: number) => `Maximum length: ${max}`;
export const TOO_LARGE = (max: number) => `Maximum value: ${max}`;
export const TOO_MANY_ITEMS = `Maximum number of items: ${L.items}`;

/** Spec a section 9 units, taken from the contract so the form offers only what it accepts. */
export const WEIGHT_UNITS = NewParcelSchema.entries.weight_uom.wrapped.options;
export const DIMENSION_UNITS = NewParcelSchema.entries.dimensions_uom.wrapped.options;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

/** Mantine's NumberInput gives '' while empty and a string while a number is half typed. */
export type NumberValue = number | string;

export type AddressValues = {
  name: string;
  company: string;
  addr1: string;
  addr2: string;
  city: string;
  zip: string;
  state: string;
  country: string | null;
  phone: string;
  email: string;
};

export type ItemValues = {
  /** A stable React key for the row; not sent. */
  key: string;
  sku_desc: string;
  quantity: NumberValue;
  price: NumberValue;
  weight: NumberValue;
  hs_code: string;
  country_of_origin: string | null;
};

export type ParcelFormValues = {
  service_id: string | null;
  reference: string;
  is_test: boolean;
  sender_address: AddressValues;
  destination_address: AddressValues;
  weight: NumberValue;
  weight_uom: WeightUnit;
  length: NumberValue;
  width: NumberValue;
  height: NumberValue;
  dimensions_uom: DimensionUnit;
  items: ItemValues[];
  /** Custom fields of the parcel (spec a section 5). */
  additional: AdditionalField[];
};

export type AddressKey = 'sender_address' | 'destination_address';

export const emptyAddress = (): AddressValues => ({
  name: '',
  company: '',
  addr1: '',
  addr2: '',
  city: '',
  zip: '',
  state: '',
  country: null,
  phone: '',
  email: '',
});

export const emptyItem = (): ItemValues => ({
  key: randomId(),
  sku_desc: '',
  quantity: 1,
  price: '',
  weight: '',
  hs_code: '',
  country_of_origin: null,
});

export const initialParcelValues = (): ParcelFormValues => ({
  service_id: null,
  reference: '',
  is_test: false,
  sender_address: emptyAddress(),
  destination_address: emptyAddress(),
  weight: '',
  weight_uom: 'kg',
  length: '',
  width: '',
  height: '',
  dimensions_uom: 'cm',
  items: [emptyItem()],
  additional: [],
});

// ---- Rules. Each field reports one message; an empty required field says 'Field is required'.

const requiredText = (max: number = L.text) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(FIELD_IS_REQUIRED), v.maxLength(max, TOO_LONG(max)));
const optionalText = (max: number = L.text) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, TOO_LONG(max)),
    v.transform((value) => value || undefined),
  );
const requiredChoice = v.pipe(
  v.nullable(v.string()),
  v.check((value) => Boolean(value), FIELD_IS_REQUIRED),
  v.transform((value) => value ?? ''),
);
const optionalChoice = v.pipe(
  v.nullable(v.string()),
  v.transform((value) => value || undefined),
);
const EmailSchema = v.pipe(v.string(), v.email());
const optionalEmail = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(L.email, TOO_LONG(L.email)),
  v.check((value) => value === '' || v.is(EmailSchema, value), INVALID_EMAIL),
  v.transform((value) => value || undefined),
);

/** A number input: required, numeric, the field's own rule, then its maximum. */
const numberField = (rule: (value: number) => boolean, message: string, max: number) =>
  v.pipe(
    v.union([v.number(), v.string()]),
    v.check((value) => String(value).trim() !== '', FIELD_IS_REQUIRED),
    v.transform(Number),
    v.check((value) => Number.isFinite(value), NOT_A_NUMBER),
    v.check(rule, message),
    v.maxValue(max, TOO_LARGE(max)),
  );
const positive = (max: number) => numberField((value) => value > 0, POSITIVE_NUMBER, max);

const addressSchema = v.object({
  name: requiredText(),
  company: optionalText(),
  addr1: requiredText(),
  addr2: optionalText(),
  city: requiredText(),
  zip: requiredText(L.zip),
  state: optionalText(L.state),
  country: requiredChoice,
  phone: optionalText(L.phone),
  email: optionalEmail,
});

const itemSchema = v.object({
  sku_desc: requiredText(L.skuDesc),
  quantity: numberField(
    (value) => Number.isInteger(value) && value >= 1,
    WHOLE_QUANTITY,
    L.quantity,
  ),
  price: numberField((value) => value >= 0, NOT_NEGATIVE, L.price),
  weight: positive(L.weight),
  hs_code: optionalText(L.hsCode),
  country_of_origin: optionalChoice,
});

export const parcelFormSchema = v.pipe(
  v.object({
    service_id: v.pipe(requiredChoice, v.transform(Number)),
    reference: optionalText(L.reference),
    is_test: v.boolean(),
    sender_address: addressSchema,
    destination_address: addressSchema,
    weight: positive(L.weight),
    weight_uom: v.picklist(WEIGHT_UNITS),
    length: positive(L.dimension),
    width: positive(L.dimension),
    height: positive(L.dimension),
    dimensions_uom: v.picklist(DIMENSION_UNITS),
    items: v.pipe(
      v.array(itemSchema),
      v.minLength(1, ITEMS_REQUIRED),
      v.maxLength(L.items, TOO_MANY_ITEMS),
    ),
    additional: v.pipe(
      v.array(
        v.object({
          name: v.string(),
          value: v.union([
            v.pipe(
              v.string(),
              v.maxLength(ADDITIONAL_LIMITS.value, TOO_LONG(ADDITIONAL_LIMITS.value)),
            ),
            v.boolean(),
          ]),
        }),
      ),
      v.transform((fields) => additionalOf(fields)),
    ),
  }),
  v.transform(({ length, width, height, ...rest }): NewParcel => ({
    ...rest,
    dimensions: { length, width, height },
  })),
);

/** The payload for valid values; throws on invalid ones (validate first). */
export function toNewParcel(values: ParcelFormValues): NewParcel {
  return v.parse(parcelFormSchema, values);
}

/**
 * A 400's field errors as form paths (the server names payload paths: `dimensions.length` is the
 * form's `length`), so each message also shows under its field.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.failure.kind !== 'http' || error.status !== 400) return {};
  const body = v.safeParse(ApiErrorBodySchema, error.failure.body);
  if (!body.success) return {};
  const errors: Record<string, string> = {};
  for (const { message, fields = [] } of body.output.errors) {
    for (const field of fields) errors[field.replace(/^dimensions\./, '')] ??= message;
  }
  return errors;
}
