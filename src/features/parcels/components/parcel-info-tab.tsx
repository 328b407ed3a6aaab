import { Stack } from '@mantine/core';
import {
  AdditionalFields,
  ErrorsField,
  FieldSection,
  ReadOnlyFields,
} from '@/components/record-fields';
import type { TimeWindow } from '@/contract/shared/address-schemas';
import type { ParcelDetail } from '@/contract/parcels/parcel-schemas';

/** '12.5 kg': a value with its unit; nothing when the value is missing. */
export function withUnit(value: number | string | null, unit: string | null): string | null {
  if (value === null || value === '') return null;
  return unit ? `${value} ${unit}` : String(value);
}

/** '30 × 20 × 10 cm' (length × width × height). */
export function dimensionsText(
  sizes: { length: number | null; width: number | null; height: number | null },
  unit: string | null,
): string | null {
  const { length, width, height } = sizes;
  if (length === null && width === null && height === null) return null;
  const shown = [length, width, height].map((size) => (size === null ? '?' : String(size)));
  return withUnit(shown.join(' × '), unit);
}

function TimeWindowFields({ title, window }: { title: string; window: TimeWindow | null }) {
  return (
    <FieldSection title={title}>
      <ReadOnlyFields
        cols={3}
        fields={[
          ['Date', window?.date],
          ['Time from', window?.time_from],
          ['Time to', window?.time_to],
        ]}
      />
    </FieldSection>
  );
}

/** The 'Parcel Info' tab: contents, values, sizes, dates, custom fields and errors. */
export function ParcelInfoTab({ parcel }: { parcel: ParcelDetail }) {
  return (
    <Stack gap="lg">
      <FieldSection title="Parcel">
        <ReadOnlyFields
          fields={[
            ['Reference', parcel.reference],
            ['Category', parcel.category],
            ['Description', parcel.description],
            ['Special instruction', parcel.special_instruction],
            ['Non-delivery instruction', parcel.non_delivery_instruction],
            ['Incoterm', parcel.incoterm],
            ['POD signature', parcel.pod_signature],
            ['COD value', withUnit(parcel.cod_value, parcel.cod_currency)],
            ['Price', withUnit(parcel.price, parcel.currency)],
            ['Weight', withUnit(parcel.weight, parcel.weight_uom)],
            ['Dimensions (L × W × H)', dimensionsText(parcel, parcel.dimensions_uom)],
          ]}
        />
      </FieldSection>
      <TimeWindowFields title="Collection date" window={parcel.collection_date} />
      <TimeWindowFields title="Delivery date" window={parcel.delivery_date} />
      <AdditionalFields additional={parcel.additional} />
      <ErrorsField errors={parcel.errors} />
    </Stack>
  );
}
