import { Stack, Tabs } from '@mantine/core';
import {
  AdditionalFields,
  AddressFields,
  ErrorsField,
  ReadOnlyFields,
} from '@/components/record-fields';
import { CountBadge } from '@/components/count-badge';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { Pallet } from '@/contract/pallets/pallet-schemas';
import {
  type PalletLookups,
  serviceNameOf,
  statusNameOf,
  timeWindowText,
  weightText,
} from '../pallet-display';
import { PalletContents } from './pallet-contents';
import { PALLET_TABS, type PalletTab } from '../pallet-details-search';

type Lists = PalletLookups & Pick<CommonLists, 'states'>;

const isPalletTab = (value: string | null): value is PalletTab =>
  (PALLET_TABS as readonly (string | null)[]).includes(value);

/** The read-only tabs of the pallet details (spec a section 2). */
export function PalletDetailTabs({
  pallet,
  lists,
  tab,
  onTabChange,
}: {
  pallet: Pallet;
  lists: Lists;
  tab: PalletTab;
  onTabChange: (tab: PalletTab) => void;
}) {
  return (
    <Tabs
      value={tab}
      onChange={(value) => isPalletTab(value) && onTabChange(value)}
      // Only the open tab is in the DOM: a pallet with many items opens fast.
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="service">Service and Label</Tabs.Tab>
        <Tabs.Tab value="address">Shipping address</Tabs.Tab>
        <Tabs.Tab value="info">Pallet Info</Tabs.Tab>
        <Tabs.Tab value="items" rightSection={<CountBadge count={pallet.parcels.length} />}>
          Pallet Items
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="service" pt="md">
        <ReadOnlyFields
          fields={[
            ['Service', serviceNameOf(lists, pallet.service_id)],
            ['Credentials key', pallet.credentials_key],
            ['Label template', pallet.label_template],
            ['Label format', pallet.label_format],
            ['Barcode number', pallet.barcode_number],
            ['Secondary barcode', pallet.secondary_barcode],
            ['MAWB number', pallet.mawb_number],
            ['Order reference', pallet.order_reference],
          ]}
        />
      </Tabs.Panel>

      <Tabs.Panel value="address" pt="md">
        <Stack gap="lg">
          <AddressFields
            title="Sender Address"
            address={pallet.sender_address}
            states={lists.states}
          />
          <AddressFields
            title="Destination Address"
            address={pallet.destination_address}
            states={lists.states}
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="info" pt="md">
        <Stack gap="md">
          <ReadOnlyFields
            fields={[
              ['Weight', weightText(pallet)],
              ['Collection date', timeWindowText(pallet.collection_date)],
              ['Delivery date', timeWindowText(pallet.delivery_date)],
              ['Current tracking status', statusNameOf(lists, pallet.current_tracking_status_code)],
            ]}
          />
          <AdditionalFields additional={pallet.additional} />
          <ErrorsField errors={pallet.errors} />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="items" pt="md">
        <PalletContents contents={pallet.parcels} />
      </Tabs.Panel>
    </Tabs>
  );
}
