import { Card, Text } from '@mantine/core';
import { AdditionalFields, FieldSection, ReadOnlyFields } from '@/components/record-fields';
import { VirtualList } from '@/components/virtual-list';
import type { ParcelItem } from '@/contract/parcels/parcel-schemas';
import { dimensionsText, withUnit } from './parcel-info-tab';

/** A card of ten fields in two columns and the additional fields, before it is measured. */
const ITEM_HEIGHT = 460;
const ITEM_GAP = 16;

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

// Items have no id of their own; their order is fixed by the parcel.
const itemKey = (_item: ParcelItem, index: number) => index;
const renderItem = (item: ParcelItem, index: number) => <ItemFields item={item} index={index} />;

/** The 'Parcel Items' tab: every field of every item, only the items in view rendered. */
export function ParcelItemsTab({ items }: { items: readonly ParcelItem[] }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No items
      </Text>
    );
  }
  return (
    <VirtualList
      label="Parcel items"
      items={items}
      estimateSize={ITEM_HEIGHT}
      gap={ITEM_GAP}
      getKey={itemKey}
      renderItem={renderItem}
    />
  );
}
