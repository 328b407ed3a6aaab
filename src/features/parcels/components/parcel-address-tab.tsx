import { Stack } from '@mantine/core';
import { AddressFields } from '@/components/record-fields';
import type { ParcelDetail } from '@/contract/parcels/parcel-schemas';

type States = Record<string, { code: string; name: string }[]>;

/** The 'Shipping address' tab: sender, destination and return addresses. */
export function ParcelAddressTab({ parcel, states }: { parcel: ParcelDetail; states: States }) {
  return (
    <Stack gap="xl">
      <AddressFields title="Sender address" address={parcel.sender_address} states={states} />
      <AddressFields
        title="Destination address"
        address={parcel.destination_address}
        states={states}
      />
      <AddressFields title="Return address" address={parcel.return_address} states={states} />
    </Stack>
  );
}
