import { Tabs } from '@mantine/core';
import { CountBadge } from '@/components/count-badge';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { ParcelDetail } from '@/contract/parcels/parcel-schemas';
import { ParcelAddressTab } from './parcel-address-tab';
import { ParcelInfoTab } from './parcel-info-tab';
import { ParcelItemsTab } from './parcel-items-tab';
import { ParcelServiceTab } from './parcel-service-tab';
import { TrackingInfo } from './tracking-info';
import { PARCEL_TABS, type ParcelTab } from '../parcel-details-search';

const isParcelTab = (value: string | null): value is ParcelTab =>
  (PARCEL_TABS as readonly (string | null)[]).includes(value);

/** The five read-only tabs of the parcel details (spec a section 2). */
export function ParcelDetailsTabs({
  parcel,
  lists,
  canOpenServices,
  tab,
  onTabChange,
}: {
  parcel: ParcelDetail;
  lists: Pick<CommonLists, 'labelFormats' | 'states' | 'trackingStatuses'>;
  canOpenServices: boolean;
  tab: ParcelTab;
  onTabChange: (tab: ParcelTab) => void;
}) {
  return (
    <Tabs
      value={tab}
      onChange={(value) => isParcelTab(value) && onTabChange(value)}
      // Only the open tab is in the DOM: a parcel with many items and events opens fast.
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="service">Service and Label</Tabs.Tab>
        <Tabs.Tab value="address">Shipping address</Tabs.Tab>
        <Tabs.Tab value="info">Parcel Info</Tabs.Tab>
        <Tabs.Tab value="items" rightSection={<CountBadge count={parcel.items.length} />}>
          Parcel Items
        </Tabs.Tab>
        <Tabs.Tab value="tracking">Tracking info</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="service" pt="md">
        <ParcelServiceTab
          parcel={parcel}
          labelFormats={lists.labelFormats}
          canOpenServices={canOpenServices}
        />
      </Tabs.Panel>
      <Tabs.Panel value="address" pt="md">
        <ParcelAddressTab parcel={parcel} states={lists.states} />
      </Tabs.Panel>
      <Tabs.Panel value="info" pt="md">
        <ParcelInfoTab parcel={parcel} />
      </Tabs.Panel>
      <Tabs.Panel value="items" pt="md">
        <ParcelItemsTab items={parcel.items} />
      </Tabs.Panel>
      <Tabs.Panel value="tracking" pt="md">
        <TrackingInfo events={parcel.tracking_info} statuses={lists.trackingStatuses} />
      </Tabs.Panel>
    </Tabs>
  );
}
