import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { LabelledValue } from '@/components/labelled-value';
import type {
  TrackingMappingItem,
  TrackingStatusOption,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';
import { MappingStatusControl } from './mapping-status-control';
import { FactGrid } from '@/components/fact-grid';

// One mapping of the list (spec c sections 2 and 3): carrier, carrier status, description,
// example statuses (tracking numbers that reported it), the tracking status changed in place,
// the is-new marker and the delete.

export type MappingCardAccess = {
  statuses: readonly TrackingStatusOption[];
  canSave: boolean;
  canDelete: boolean;
  online: boolean;
  /** Why writes are off offline. */
  offlineReason: string;
  onDelete: (id: number) => void;
};

export const mappingLabel = (item: Pick<TrackingMappingItem, 'carrierName' | 'carrierStatus'>) =>
  `${item.carrierName}: ${item.carrierStatus}`;

export const MappingCard = memo(function MappingCard({
  item,
  access,
}: {
  item: TrackingMappingItem;
  access: MappingCardAccess;
}) {
  const label = mappingLabel(item);
  const offline = access.online ? undefined : access.offlineReason;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {item.carrierName}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.carrierStatus}
            </Text>
          </div>
          {item.isNew ? (
            <Badge color="orange" variant="light" title="The carrier started sending it lately">
              New
            </Badge>
          ) : null}
        </Group>
        <FactGrid cols={1}>
          <LabelledValue label="Description">{item.description || '-'}</LabelledValue>
          <LabelledValue label="Example statuses">
            {item.exampleUsingStatus.length ? item.exampleUsingStatus.join(', ') : '-'}
          </LabelledValue>
        </FactGrid>
        <MappingStatusControl
          item={item}
          statuses={access.statuses}
          disabled={!access.canSave || !access.online}
          reason={offline}
        />
        {access.canDelete ? (
          <Group justify="flex-end">
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete ${label}`}
              title={offline}
              disabled={!access.online}
              onClick={() => access.onDelete(item.id)}
            >
              Delete
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
});
