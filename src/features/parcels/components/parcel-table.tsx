import { RouterAnchor } from '@/components/router-link';
import type { Column } from '@/components/list/list-table';
import type { ParcelListItem } from '@/contract/parcels/parcel-schemas';
import {
  countriesOf,
  createdOf,
  lookupsOf,
  type ParcelLists,
  RequestIdValue,
  shown,
  TypeBadge,
} from './parcel-cards';

/**
 * The table view's columns (1200 px and more): the same fields as the cards. At 1200 px the
 * content is some 900 px wide, so eight columns; the others join as the screen widens
 * (decision 019), all of them from 1800 px. Every cell is one line, cut with a tooltip.
 */
export function parcelColumns(
  lists: ParcelLists,
  canOpenRequests: boolean,
): Column<ParcelListItem>[] {
  const lookups = (parcel: ParcelListItem) => lookupsOf(parcel, lists, canOpenRequests);
  return [
    {
      header: 'Tracking number',
      width: 150,
      csv: (parcel) => parcel.tracking,
      cell: (parcel) => (
        <RouterAnchor
          to="/parcels/$data"
          params={{ data: String(parcel.id) }}
          search={(prev) => prev}
          size="sm"
          fw={600}
          title={parcel.tracking}
        >
          {parcel.tracking}
        </RouterAnchor>
      ),
    },
    { header: 'ID', width: 80, cell: (parcel) => parcel.id },
    {
      header: 'Type',
      width: 64,
      csv: (parcel) => parcel.type,
      cell: (parcel) => <TypeBadge type={parcel.type} />,
    },
    { header: 'Created', width: 140, cell: (parcel) => createdOf(parcel) },
    { header: 'Reference', width: 130, from: 1440, cell: (parcel) => shown(parcel.reference) },
    { header: 'Service', width: 140, cell: (parcel) => shown(parcel.service?.name) },
    { header: 'User', width: 120, from: 1440, cell: (parcel) => shown(parcel.user?.login) },
    {
      header: 'Request ID',
      width: 150,
      from: 1600,
      csv: (parcel) => parcel.request_id,
      cell: (parcel) => <RequestIdValue requestId={parcel.request_id} linked={canOpenRequests} />,
    },
    { header: 'Countries', width: 96, cell: (parcel) => countriesOf(parcel) },
    { header: 'Status', width: 120, cell: (parcel) => lookups(parcel).statusName },
    {
      header: 'Label format',
      width: 100,
      from: 1800,
      cell: (parcel) => shown(parcel.labelFormat),
    },
    {
      header: 'Creation method',
      width: 120,
      from: 1800,
      cell: (parcel) => lookups(parcel).methodName,
    },
    {
      header: 'Label',
      width: 64,
      csv: false,
      cell: (parcel) => (
        <RouterAnchor
          to="/parcels/label/$id"
          params={{ id: String(parcel.id) }}
          search={(prev) => prev}
          size="sm"
          aria-label={`Label of ${parcel.tracking}`}
        >
          Label
        </RouterAnchor>
      ),
    },
  ];
}
