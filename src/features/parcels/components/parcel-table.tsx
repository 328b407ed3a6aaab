import { Table } from '@mantine/core';
import { memo } from 'react';
import { RouterAnchor } from '@/components/router-link';
import type { ParcelListItem } from '../api/parcel-schemas';
import {
  countriesOf,
  createdOf,
  lookupsOf,
  type ParcelListProps,
  type ParcelLookups,
  RequestIdValue,
  shown,
  TypeBadge,
} from './parcel-cards';

const COLUMNS = [
  'Tracking number',
  'ID',
  'Type',
  'Created',
  'Reference',
  'Service',
  'User',
  'Request ID',
  'Countries',
  'Status',
  'Label format',
  'Creation method',
  'Label',
] as const;

const ParcelRow = memo(function ParcelRow({
  parcel,
  statusName,
  methodName,
  canOpenRequests,
}: { parcel: ParcelListItem } & ParcelLookups) {
  return (
    <Table.Tr>
      <Table.Td>
        <RouterAnchor
          to="/parcels/$data"
          params={{ data: String(parcel.id) }}
          search={(prev) => prev}
          size="sm"
          fw={600}
        >
          {parcel.tracking}
        </RouterAnchor>
      </Table.Td>
      <Table.Td>{parcel.id}</Table.Td>
      <Table.Td>
        <TypeBadge type={parcel.type} />
      </Table.Td>
      <Table.Td>{createdOf(parcel)}</Table.Td>
      <Table.Td>{shown(parcel.reference)}</Table.Td>
      <Table.Td>{shown(parcel.service?.name)}</Table.Td>
      <Table.Td>{shown(parcel.user?.login)}</Table.Td>
      <Table.Td>
        <RequestIdValue requestId={parcel.request_id} linked={canOpenRequests} />
      </Table.Td>
      <Table.Td>{countriesOf(parcel)}</Table.Td>
      <Table.Td>{statusName}</Table.Td>
      <Table.Td>{shown(parcel.labelFormat)}</Table.Td>
      <Table.Td>{methodName}</Table.Td>
      <Table.Td>
        <RouterAnchor
          to="/parcels/label/$id"
          params={{ id: String(parcel.id) }}
          search={(prev) => prev}
          size="sm"
          aria-label={`Label of ${parcel.tracking}`}
        >
          Label
        </RouterAnchor>
      </Table.Td>
    </Table.Tr>
  );
});

/** The wide-screen view (1200 px and more): the same fields as the cards, one row each. */
export function ParcelTable({ parcels, lists, canOpenRequests }: ParcelListProps) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Parcels">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parcels.map((parcel) => (
            <ParcelRow
              key={parcel.id}
              parcel={parcel}
              {...lookupsOf(parcel, lists, canOpenRequests)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
