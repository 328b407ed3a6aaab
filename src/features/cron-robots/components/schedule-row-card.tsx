import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { memo } from 'react';
import { LabelledValue } from '@/components/labelled-value';
import type { ScheduleStatus } from '@/contract/cron-robots/cron-robots-schemas';
import type { ScheduleRowView } from '../robot-schedule-rules';
import { FactGrid } from '@/components/fact-grid';

// One robot of the Robots Schedule tab (spec c section 3): status, the schedule it runs (an
// Auto row's is its type's, marked so), threads, description and the service documentation link.

export const STATUS_COLOR: Readonly<Record<ScheduleStatus, string>> = {
  0: 'gray',
  1: 'green',
  2: 'blue',
};

export const ScheduleRowCard = memo(function ScheduleRowCard({
  view,
  onEdit,
}: {
  view: ScheduleRowView;
  /** Absent when the account cannot save schedules. */
  onEdit?: ((fullName: string) => void) | undefined;
}) {
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={view.fullName}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {view.fullName}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {view.carrier ? `${view.robotName} · ${view.carrier}` : view.robotName}
            </Text>
          </div>
          <Badge variant="light" color={STATUS_COLOR[view.status]}>
            {view.statusLabel}
          </Badge>
        </Group>
        <FactGrid>
          <LabelledValue label={view.auto ? 'Schedule (robot type)' : 'Schedule'}>
            <Text component="span" size="sm" ff="monospace">
              {view.schedule}
            </Text>
          </LabelledValue>
          <LabelledValue label="Threads">{view.threads}</LabelledValue>
        </FactGrid>
        <LabelledValue label="Description">{view.description || '—'}</LabelledValue>
        <Group justify="space-between" gap="xs">
          {view.docsHref ? (
            <Anchor
              href={view.docsHref}
              target="_blank"
              rel="noopener"
              size="sm"
              aria-label={`Service documentation of ${view.fullName} (opens in a new window)`}
            >
              <Group component="span" gap={4} wrap="nowrap">
                Service documentation
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : (
            <span />
          )}
          {onEdit ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Edit schedule of ${view.fullName}`}
              onClick={() => onEdit(view.fullName)}
            >
              Edit
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
});
