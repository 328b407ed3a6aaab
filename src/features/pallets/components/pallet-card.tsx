import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

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
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <PalletLink id={pallet.id}>{pallet.tracking_number}</PalletLink>
          </Text>
          <Badge variant="light" color={pallet.type === 'test' ? 'orange' : 'teal'}>
            {typeLabel(pallet.type)}
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          <Field label="ID">{pallet.id}</Field>
          <Field label="Created">{createdText(pallet)}</Field>
          <Field label="Order reference">{pallet.order_reference ?? NO_DATA}</Field>
          <Field label="MAWB number">{pallet.mawb_number ?? NO_DATA}</Field>
          <Field label="Service">{serviceNameOf(lists, pallet.service_id)}</Field>
          <Field label="User">{userLoginOf(lists, pallet.user_id)}</Field>
          <Field label="Status">{statusNameOf(lists, pallet.status)}</Field>
          <Field label="Label format">{labelFormatNameOf(lists, pallet.labelFormat)}</Field>
          <Field label="Items">{pallet.parcels.length}</Field>
          <Field label="Label">
            {pallet.has_label ? (
              <PalletLabelLink id={pallet.id} name={`Label of ${pallet.tracking_number}`}>
                Label
              </PalletLabelLink>
            ) : (
              'No label'
            )}
          </Field>
        </SimpleGrid>
        <Field label="Request ID">
          <RequestIdLink requestId={pallet.request_id} canOpen={canOpenRequests} />
        </Field>
      </Stack>
    </Card>
  );
});
