import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
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
import { LabelledValue } from '@/components/labelled-value';
import { RowCheckbox } from '@/components/list/selection/list-selection';
import { PalletLabelLink, PalletLink, RequestIdLink } from './pallet-links';
import { FactGrid } from '@/components/fact-grid';

/** One pallet of the card view; memoised, as a page may hold 48 of them. */
export const PalletCard = memo(function PalletCard({
  pallet,
  lists,
  canOpenRequests,
}: {
  pallet: Pallet;
  lists: PalletLookups;
  canOpenRequests: boolean;
}) {
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={pallet.tracking_number}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group wrap="nowrap" gap="xs">
            {/* Issue 18 §2: only on a list with bulk actions. */}
            <RowCheckbox row={pallet} />
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <PalletLink id={pallet.id}>{pallet.tracking_number}</PalletLink>
            </Text>
          </Group>
          <Badge variant="light" color={pallet.type === 'test' ? 'orange' : 'teal'}>
            {typeLabel(pallet.type)}
          </Badge>
        </Group>
        <FactGrid>
          <LabelledValue label="ID">{pallet.id}</LabelledValue>
          <LabelledValue label="Created">{createdText(pallet)}</LabelledValue>
          <LabelledValue label="Order reference">{pallet.order_reference ?? NO_DATA}</LabelledValue>
          <LabelledValue label="MAWB number">{pallet.mawb_number ?? NO_DATA}</LabelledValue>
          <LabelledValue label="Service">{serviceNameOf(lists, pallet.service_id)}</LabelledValue>
          <LabelledValue label="User">{userLoginOf(lists, pallet.user_id)}</LabelledValue>
          <LabelledValue label="Status">{statusNameOf(lists, pallet.status)}</LabelledValue>
          <LabelledValue label="Label format">
            {labelFormatNameOf(lists, pallet.labelFormat)}
          </LabelledValue>
          <LabelledValue label="Items">{pallet.parcels.length}</LabelledValue>
          <LabelledValue label="Label">
            {pallet.has_label ? (
              <PalletLabelLink id={pallet.id} name={`Label of ${pallet.tracking_number}`}>
                Label
              </PalletLabelLink>
            ) : (
              'No label'
            )}
          </LabelledValue>
        </FactGrid>
        <LabelledValue label="Request ID">
          <RequestIdLink requestId={pallet.request_id} canOpen={canOpenRequests} />
        </LabelledValue>
      </Stack>
    </Card>
  );
});
