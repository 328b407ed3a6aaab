import { Card, Stack, Text } from '@mantine/core';
import { AdditionalFields, FieldSection, ReadOnlyFields } from '@/components/record-fields';
import type { ParcelItem } from '../api/parcel-schemas';
import { dimensionsText, withUnit } from './parcel-info-tab';

function ItemFields({ item, index }: { item: ParcelItem; index: number }) {
  const title = `Item ${index + 1}${item.sku_desc ? `: ${item.sku_desc}` : ''}`;
  return (
    <Card withBorder padding="sm">
      <FieldSection title={title}>
        <ReadOnlyFields
          fields={[
            ['Description', item.sku_desc],
            ['SKU code', item.sku_code],
            ['HS code', item.hs_code],
            ['Country of origin', item.country_of_origin],
            ['Quantity', item.quantity],
            ['Price', withUnit(item.price, item.currency)],
            ['Total price', withUnit(item.total_price, item.currency)],
            ['Weight', withUnit(item.weight, item.weight_uom)],
            ['Total weight', withUnit(item.total_weight, item.weight_uom)],
            ['Dimensions (L × W × H)', dimensionsText(item, item.dimensions_uom)],
          ]}
        />
        <AdditionalFields additional={item.additional} />
      </FieldSection>
    </Card>
  );
}

/** The 'Parcel Items' tab: every field of every item. */
export function ParcelItemsTab({ items }: { items: readonly ParcelItem[] }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No items
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {items.map((item, index) => (
        // Items have no id of their own; their order is fixed by the parcel.
        <ItemFields key={index} item={item} index={index} />
      ))}
    </Stack>
  );
}
