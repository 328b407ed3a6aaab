import { Group, Stack, Text } from '@mantine/core';
import { FieldSection, ReadOnlyFields } from '@/components/record-fields';
import { RouterAnchor } from '@/components/router-link';
import type { ParcelDetail } from '@/contract/parcels/parcel-schemas';

// The 'Service and Label' tab: how the parcel was shipped and labelled.

type LabelFormat = { value: string; name: string };

/** The label format's name from the lookup list; an unlisted format shows as sent. */
const labelFormatName = (formats: readonly LabelFormat[], value: string | null) =>
  (value && formats.find((format) => format.value === value)?.name) ?? value;

// The services screen belongs to another area, so its path is a plain string here.
const servicePath = (id: number): string => `/services/${id}`;

export function ParcelServiceTab({
  parcel,
  labelFormats,
  canOpenServices,
}: {
  parcel: ParcelDetail;
  labelFormats: readonly LabelFormat[];
  canOpenServices: boolean;
}) {
  const { service, pudo, additional } = parcel;
  const displayBarcode = additional.display_barcode;
  return (
    <Stack gap="lg">
      <FieldSection title="Service">
        <ReadOnlyFields
          fields={[
            ['Service', service?.name ?? 'Unknown'],
            ['Credentials key', parcel.credentials_key],
          ]}
        />
        {service && canOpenServices ? (
          <Group>
            <RouterAnchor to={servicePath(service.id)} size="sm">
              Open service {service.name}
            </RouterAnchor>
          </Group>
        ) : null}
      </FieldSection>
      <FieldSection title="Label">
        <ReadOnlyFields
          fields={[
            ['Label template', parcel.label_template],
            ['Label format', labelFormatName(labelFormats, parcel.label_format)],
            ['Display ID', parcel.display_id],
            ['Barcode number', parcel.barcode_number],
            ['Secondary barcode', parcel.secondary_barcode],
            ['Additional tracking number', parcel.tracking_number_additional],
            ['Additional barcode number', parcel.barcode_number_additional],
            ['Carrier parcel ID', parcel.carrier_parcel_id],
            ['Display barcode', typeof displayBarcode === 'string' ? displayBarcode : null],
          ]}
        />
      </FieldSection>
      <FieldSection title="PUDO point">
        {pudo ? (
          <ReadOnlyFields
            fields={[
              ['PUDO ID', pudo.id],
              ['PUDO name', pudo.name],
              ['PUDO address', pudo.addr1],
              ['PUDO city', pudo.city],
              ['PUDO zip', pudo.zip],
              ['PUDO country', pudo.country],
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            No PUDO point
          </Text>
        )}
      </FieldSection>
    </Stack>
  );
}
