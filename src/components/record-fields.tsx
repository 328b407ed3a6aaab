import { Checkbox, Code, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Additional, Address } from '@/contract/shared/address-schemas';
import { StateInput } from './state-input';

// The read-only forms of the parcel and pallet details (spec a section 5): every field of the
// record is shown as a labelled, read-only input, so it can be selected and copied.

export type FieldValue = string | number | boolean | null | undefined;

export const shownValue = (value: FieldValue): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

export function ReadOnlyFields({
  fields,
  cols = 2,
}: {
  fields: ReadonlyArray<readonly [label: string, value: FieldValue]>;
  cols?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm" verticalSpacing="xs">
      {fields.map(([label, value]) => (
        <TextInput key={label} label={label} value={shownValue(value)} readOnly />
      ))}
    </SimpleGrid>
  );
}

/** Custom key/value pairs: strings as text, booleans as a checkbox. */
export function AdditionalFields({
  additional,
  title = 'Additional fields',
}: {
  additional: Additional | null | undefined;
  title?: string;
}) {
  const entries = Object.entries(additional ?? {});
  return (
    <Stack gap="xs">
      <Title order={4} fz="sm">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No additional fields
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          {entries.map(([name, value]) =>
            typeof value === 'boolean' ? (
              <Checkbox key={name} label={name} checked={value} readOnly mt="lg" />
            ) : (
              <TextInput key={name} label={name} value={value} readOnly />
            ),
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Every field of an address (spec a section 3), the state shown as the state selector would. */
export function AddressFields({
  title,
  address,
  states,
}: {
  title: string;
  address: Address | null;
  states: Record<string, { code: string; name: string }[]>;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {address ? (
        <>
          <ReadOnlyFields
            fields={[
              ['Name', address.name],
              ['Company', address.company],
              ['Address line 1', address.addr1],
              ['Address line 2', address.addr2],
              ['Address line 3', address.addr3],
              ['City', address.city],
              ['Zip', address.zip],
              ['Country', address.country],
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <StateInput country={address.country} states={states} value={address.state} readOnly />
          </SimpleGrid>
          <ReadOnlyFields
            fields={[
              ['Phone', address.phone],
              ['Email', address.email],
              ['VAT', address.vat],
              ['EORI', address.eori],
              ['Latitude', address.lat],
              ['Longitude', address.lng],
            ]}
          />
          <AdditionalFields additional={address.additional} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No address
        </Text>
      )}
    </Stack>
  );
}

/** Errors arrive as JSON text or plain text (spec a section 3); empty shows 'No errors'. */
export function formatErrors(errors: string | null | undefined): { text: string; json: boolean } {
  const trimmed = (errors ?? '').trim();
  if (!trimmed || trimmed === '[]' || trimmed === '{}' || trimmed === 'null') {
    return { text: 'No errors', json: false };
  }
  try {
    return { text: JSON.stringify(JSON.parse(trimmed), null, 2), json: true };
  } catch {
    return { text: trimmed, json: false };
  }
}

export function ErrorsField({ errors }: { errors: string | null | undefined }) {
  const { text, json } = formatErrors(errors);
  if (json) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Errors
        </Text>
        <Code block aria-label="Errors">
          {text}
        </Code>
      </Stack>
    );
  }
  return (
    <Textarea label="Errors" value={text} readOnly rows={Math.min(8, text.split('\n').length)} />
  );
}

export function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
