import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Option } from '@/lib/list-options';
import { PARCEL_LIMITS } from '@/contract/parcels/parcel-schemas';
import { emptyItem, type ParcelFormValues, TOO_MANY_ITEMS } from '../parcel-create-form';

/** The parcel's items: at least one row; rows are added and removed in place. */
export function ParcelCreateItems({
  form,
  countries,
}: {
  form: UseFormReturnType<ParcelFormValues>;
  countries: Option[];
}) {
  // List operations redraw the form; the unit shown next to each weight follows its select.
  const { items } = form.getValues();
  const weightUnit = form.useWatchValue('weight_uom');
  const listError = form.errors.items;
  return (
    <Stack gap="sm">
      {items.map((item, index) => {
        const name = `Item ${index + 1}`;
        return (
          <Fieldset key={item.key} legend={name} variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
              <TextInput
                label="Description"
                withAsterisk
                key={form.key(`items.${index}.sku_desc`)}
                {...form.getInputProps(`items.${index}.sku_desc`)}
              />
              <NumberInput
                label="Quantity"
                withAsterisk
                min={1}
                allowDecimal={false}
                allowNegative={false}
                key={form.key(`items.${index}.quantity`)}
                {...form.getInputProps(`items.${index}.quantity`)}
              />
              <NumberInput
                label="Price"
                withAsterisk
                min={0}
                decimalScale={2}
                allowNegative={false}
                key={form.key(`items.${index}.price`)}
                {...form.getInputProps(`items.${index}.price`)}
              />
              <NumberInput
                label="Weight"
                withAsterisk
                min={0}
                decimalScale={3}
                allowNegative={false}
                rightSection={<Text size="xs">{weightUnit}</Text>}
                key={form.key(`items.${index}.weight`)}
                {...form.getInputProps(`items.${index}.weight`)}
              />
              <TextInput
                label="HS code"
                key={form.key(`items.${index}.hs_code`)}
                {...form.getInputProps(`items.${index}.hs_code`)}
              />
              <Select
                label="Country of origin"
                data={countries}
                searchable
                clearable
                key={form.key(`items.${index}.country_of_origin`)}
                {...form.getInputProps(`items.${index}.country_of_origin`)}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                disabled={items.length === 1}
                aria-label={`Remove item ${index + 1}`}
                onClick={() => form.removeListItem('items', index)}
              >
                Remove
              </Button>
            </Group>
          </Fieldset>
        );
      })}
      {listError ? (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={form.values.items.length >= PARCEL_LIMITS.items}
          onClick={() => form.insertListItem('items', emptyItem())}
        >
          Add item
        </Button>
        {form.values.items.length >= PARCEL_LIMITS.items ? (
          <Text size="xs" c="dimmed">
            {TOO_MANY_ITEMS}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
