import { Badge } from '@mantine/core';
import type { Column } from '@/components/list/list-table';
import type { Pallet } from '@/contract/pallets/pallet-schemas';
import {
  createdText,
  labelFormatNameOf,
  NO_DATA,
  type PalletLookups,
  serviceNameOf,
  statusNameOf,
  typeLabel,
  userLoginOf,
} from '../pallet-display';
import { PalletLabelLink, PalletLink, RequestIdLink } from './pallet-links';

/**
 * The table view's columns (1200 px and more): the same fields as the cards. Eight columns fit
 * the 900 px of a 1200 px screen; the others join as it widens (decision 019).
 */
export function palletColumns(lists: PalletLookups, canOpenRequests: boolean): Column<Pallet>[] {
  return [
    {
      header: 'Tracking number',
      width: 150,
      csv: (pallet) => pallet.tracking_number,
      cell: (pallet) => <PalletLink id={pallet.id}>{pallet.tracking_number}</PalletLink>,
    },
    { header: 'ID', width: 76, cell: (pallet) => pallet.id },
    {
      header: 'Type',
      width: 64,
      csv: (pallet) => typeLabel(pallet.type),
      cell: (pallet) => (
        <Badge size="sm" variant="light" color={pallet.type === 'test' ? 'orange' : 'teal'}>
          {typeLabel(pallet.type)}
        </Badge>
      ),
    },
    { header: 'Created', width: 140, cell: (pallet) => createdText(pallet) },
    {
      header: 'Order reference',
      width: 130,
      from: 1440,
      csv: (pallet) => pallet.order_reference,
      cell: (pallet) => pallet.order_reference ?? NO_DATA,
    },
    {
      header: 'MAWB number',
      width: 130,
      from: 1600,
      csv: (pallet) => pallet.mawb_number,
      cell: (pallet) => pallet.mawb_number ?? NO_DATA,
    },
    { header: 'Service', width: 140, cell: (pallet) => serviceNameOf(lists, pallet.service_id) },
    {
      header: 'User',
      width: 120,
      from: 1440,
      cell: (pallet) => userLoginOf(lists, pallet.user_id),
    },
    {
      header: 'Request ID',
      width: 150,
      from: 1800,
      csv: (pallet) => pallet.request_id,
      cell: (pallet) => <RequestIdLink requestId={pallet.request_id} canOpen={canOpenRequests} />,
    },
    { header: 'Status', width: 120, cell: (pallet) => statusNameOf(lists, pallet.status) },
    {
      header: 'Label format',
      width: 100,
      from: 1800,
      cell: (pallet) => labelFormatNameOf(lists, pallet.labelFormat),
    },
    { header: 'Items', width: 64, cell: (pallet) => pallet.parcels.length },
    {
      header: 'Label',
      width: 80,
      csv: (pallet) => (pallet.has_label ? 'Yes' : 'No'),
      cell: (pallet) =>
        pallet.has_label ? (
          <PalletLabelLink id={pallet.id} name={`Label of ${pallet.tracking_number}`}>
            Label
          </PalletLabelLink>
        ) : (
          'No label'
        ),
    },
  ];
}
