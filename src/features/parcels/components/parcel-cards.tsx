import { Badge, Card, Group } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import { RequestLogLink } from '@/components/request-log-link';
import { EMPTY_VALUE } from '@/lib/format';
import { Field, FieldList } from '@/components/list/field-list';
import { RouterAnchor } from '@/components/router-link';
import { RowCheckbox } from '@/components/list/selection/list-selection';
import { formatUtc } from '@/lib/dayjs';
import { lookupName } from '@/lib/list-options';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { ParcelListItem, ParcelType } from '@/contract/parcels/parcel-schemas';

// One page holds up to 48 parcels: each card is memoised, takes only primitives besides its
// parcel (whose reference the query keeps between refetches), and uses plain elements for its
// fields, so a refetch or a parent render does not redraw unchanged cards.

export type ParcelLists = Pick<CommonLists, 'trackingStatuses' | 'createdStatuses'>;

export type ParcelListProps = {
  parcels: ParcelListItem[];
  lists: ParcelLists;
  canOpenRequests: boolean;
};

/** What a card or a row shows for one parcel besides its own fields. */
export type ParcelLookups = {
  statusName: string;
  methodName: string;
  canOpenRequests: boolean;
};

export const lookupsOf = (
  parcel: ParcelListItem,
  lists: ParcelLists,
  canOpenRequests: boolean,
): ParcelLookups => ({
  statusName: lookupName(lists.trackingStatuses, parcel.status),
  methodName: lookupName(lists.createdStatuses, parcel.createdStatus),
  canOpenRequests,
});

export const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY_VALUE : value;

export const countriesOf = (parcel: ParcelListItem) =>
  `${shown(parcel.fromCountry)} → ${shown(parcel.toCountry)}`;

export const createdOf = (parcel: ParcelListItem) => formatUtc(parcel.created * 1000);

/** The request id: a link to the requests log only for users allowed to open it. */
export function RequestIdValue({
  requestId,
  linked,
}: {
  requestId: string | null;
  linked: boolean;
}) {
  return <RequestLogLink requestId={requestId} canOpen={linked} empty={EMPTY_VALUE} />;
}

export function TypeBadge({ type }: { type: ParcelType }) {
  return (
    <Badge size="sm" variant="light" color={type === 'live' ? 'green' : 'gray'}>
      {type}
    </Badge>
  );
}

const BREAK: CSSProperties = { overflowWrap: 'anywhere' };

export const ParcelCard = memo(function ParcelCard({
  parcel,
  statusName,
  methodName,
  canOpenRequests,
}: { parcel: ParcelListItem } & ParcelLookups) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      aria-label={`Parcel ${parcel.tracking}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Group wrap="nowrap" gap="xs">
          {/* Issue 18 §2: only on a list with bulk actions. */}
          <RowCheckbox row={parcel} />
          <RouterAnchor
            to="/parcels/$data"
            params={{ data: String(parcel.id) }}
            search={(prev) => prev}
            fw={600}
            style={BREAK}
          >
            {parcel.tracking}
          </RouterAnchor>
        </Group>
        <TypeBadge type={parcel.type} />
      </Group>
      <FieldList>
        <Field label="ID">{parcel.id}</Field>
        <Field label="Created">{createdOf(parcel)}</Field>
        <Field label="Reference">{shown(parcel.reference)}</Field>
        <Field label="Service">{shown(parcel.service?.name)}</Field>
        <Field label="User">{shown(parcel.user?.login)}</Field>
        <Field label="Request ID">
          <RequestIdValue requestId={parcel.request_id} linked={canOpenRequests} />
        </Field>
        <Field label="Countries">{countriesOf(parcel)}</Field>
        <Field label="Status">{statusName}</Field>
        <Field label="Label format">{shown(parcel.labelFormat)}</Field>
        <Field label="Creation method">{methodName}</Field>
      </FieldList>
      <Group mt="xs">
        <RouterAnchor
          to="/parcels/label/$id"
          params={{ id: String(parcel.id) }}
          search={(prev) => prev}
          size="sm"
          aria-label={`Label of ${parcel.tracking}`}
        >
          Label
        </RouterAnchor>
      </Group>
    </Card>
  );
});
