import { Badge, Table } from '@mantine/core';
import type { Pallet } from '../api/pallet-schemas';
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

const COLUMNS = [
  'Tracking number',
  'ID',
  'Type',
  'Created',
  'Order reference',
  'MAWB number',
  'Service',
  'User',
  'Request ID',
  'Status',
  'Label format',
  'Items',
  'Label',
];

/** The table view of the pallet list (wide screens only); the same fields as the cards. */
export function PalletTable({
  pallets,
  lists,
  canOpenRequests,
}: {
  pallets: Pallet[];
  lists: PalletLookups;
  canOpenRequests: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={1100} type="native" tabIndex={0}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Pallets">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pallets.map((pallet) => (
            <Table.Tr key={pallet.id}>
              <Table.Td>
                <PalletLink id={pallet.id}>{pallet.tracking_number}</PalletLink>
              </Table.Td>
              <Table.Td>{pallet.id}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={pallet.type === 'test' ? 'orange' : 'teal'}>
                  {typeLabel(pallet.type)}
                </Badge>
              </Table.Td>
              <Table.Td>{createdText(pallet)}</Table.Td>
              <Table.Td>{pallet.order_reference ?? NO_DATA}</Table.Td>
              <Table.Td>{pallet.mawb_number ?? NO_DATA}</Table.Td>
              <Table.Td>{serviceNameOf(lists, pallet.service_id)}</Table.Td>
              <Table.Td>{userLoginOf(lists, pallet.user_id)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <RequestIdLink requestId={pallet.request_id} canOpen={canOpenRequests} />
              </Table.Td>
              <Table.Td>{statusNameOf(lists, pallet.status)}</Table.Td>
              <Table.Td>{labelFormatNameOf(lists, pallet.labelFormat)}</Table.Td>
              <Table.Td>{pallet.parcels.length}</Table.Td>
              <Table.Td>
                {pallet.has_label ? (
                  <PalletLabelLink id={pallet.id} name={`Label of ${pallet.tracking_number}`}>
                    Label
                  </PalletLabelLink>
                ) : (
                  'No label'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
