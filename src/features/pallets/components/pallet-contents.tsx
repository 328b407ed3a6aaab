import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { type VirtualColumn, VirtualList } from '@/components/virtual-list';
import { SCREEN } from '@/config/access-urls';
import { useAccess } from '@/lib/access';
import type { PalletContent } from '@/contract/pallets/pallet-schemas';
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

/** A row of one-line cells, before it is measured. */
const ROW_HEIGHT = 41;
const entryKey = (entry: PalletContent) => `${entry.package_type}-${entry.id}`;

/** The pallet's contents (spec a section 3): parcels, external parcels and other pallets. */
export function PalletContents({ contents }: { contents: PalletContent[] }) {
  const access = useAccess();
  const canOpenParcels = access.can(SCREEN.parcels);
  const canOpenRequests = access.can(SCREEN.requestsLog);
  // A pallet can hold hundreds of parcels: only the rows in view are rendered.
  const columns = useMemo(
    (): VirtualColumn<PalletContent>[] => [
      {
        header: 'Package type',
        width: '16%',
        cell: (entry) => PACKAGE_TYPES[entry.package_type],
      },
      {
        header: 'Tracking number',
        width: '24%',
        cell: (entry) => <TrackingCell entry={entry} canOpenParcels={canOpenParcels} />,
      },
      {
        header: 'Order reference',
        width: '18%',
        cell: (entry) => entry.order_reference ?? NO_DATA,
      },
      {
        header: 'Request ID',
        width: '32%',
        cell: (entry) => <RequestIdLink requestId={entry.request_id} canOpen={canOpenRequests} />,
      },
      { header: 'ID', width: '10%', cell: (entry) => entry.id },
    ],
    [canOpenParcels, canOpenRequests],
  );
  if (contents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This pallet holds no items
      </Text>
    );
  }
  return (
    <VirtualList
      label="Pallet items"
      items={contents}
      estimateSize={ROW_HEIGHT}
      getKey={entryKey}
      table={{ columns, minWidth: 800 }}
    />
  );
}
