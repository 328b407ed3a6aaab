import { Table, Text } from '@mantine/core';
import { useAccess } from '@/lib/access';
import type { PalletContent } from '../api/pallet-schemas';
import { NO_DATA } from '../pallet-display';
import { PalletLink, ParcelLink, RequestIdLink } from './pallet-links';

const PACKAGE_TYPES: Record<PalletContent['package_type'], string> = {
  pallet: 'Pallet',
  externalParcel: 'External parcel',
  parcel: 'Parcel',
};

/** Where an entry opens: a parcel its details (with access to parcels), a pallet its own. */
function TrackingCell({
  entry,
  canOpenParcels,
}: {
  entry: PalletContent;
  canOpenParcels: boolean;
}) {
  const text = entry.tracking_number ?? NO_DATA;
  if (entry.package_type === 'parcel' && canOpenParcels) {
    return <ParcelLink id={entry.id}>{text}</ParcelLink>;
  }
  if (entry.package_type === 'pallet') return <PalletLink id={entry.id}>{text}</PalletLink>;
  return <>{text}</>;
}

/** The pallet's contents (spec a section 3): parcels, external parcels and other pallets. */
export function PalletContents({ contents }: { contents: PalletContent[] }) {
  const access = useAccess();
  if (contents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This pallet holds no items
      </Text>
    );
  }
  const canOpenParcels = access.can('/parcels');
  const canOpenRequests = access.can('/requests_log');
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
      <Table striped verticalSpacing="xs" aria-label="Pallet items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Package type</Table.Th>
            <Table.Th>Tracking number</Table.Th>
            <Table.Th>Order reference</Table.Th>
            <Table.Th>Request ID</Table.Th>
            <Table.Th>ID</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contents.map((entry) => (
            <Table.Tr key={`${entry.package_type}-${entry.id}`}>
              <Table.Td>{PACKAGE_TYPES[entry.package_type]}</Table.Td>
              <Table.Td>
                <TrackingCell entry={entry} canOpenParcels={canOpenParcels} />
              </Table.Td>
              <Table.Td>{entry.order_reference ?? NO_DATA}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <RequestIdLink requestId={entry.request_id} canOpen={canOpenRequests} />
              </Table.Td>
              <Table.Td>{entry.id}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
