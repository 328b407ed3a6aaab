import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { formatMoney } from '@/contract/money';
import { notifyFailure } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useBillingClientWrite } from '../api/billing-clients-mutations';
import type {
  BillingClient,
  ConnectedService,
  Markup,
} from '@/contract/billing-clients/billing-clients-schemas';
import { canChangeEntry, formatEntryDate } from '../billing-rules';
import { EntryActions } from './entry-actions';
import { StatusBadge } from './status-badge';
import { MarkupModal } from './markup-modal';

// One connected service with its markup history (spec c sections 2 and 4): amount or percent,
// start and end in UTC, the status badge; Add markup; only upcoming rows may be edited or deleted.

export const markupText = (markup: Markup, currency: string) =>
  markup.markup_type === 'percent'
    ? `${markup.markup_amount}%`
    : formatMoney(markup.markup_amount, currency);

export function ServiceMarkups({
  client,
  service,
}: {
  client: BillingClient;
  service: ConnectedService;
}) {
  const access = useAccess();
  const online = useOnline();
  const remove = useBillingClientWrite('delete_markup');
  const canSave = access.can(WRITE_ACTION.saveMarkup) && online;
  const canDelete = access.can(WRITE_ACTION.deleteMarkup) && online;
  const [editing, setEditing] = useState<Markup | 'new' | null>(null);

  const removeMarkup = remove.mutate;
  const removing = remove.isPending;
  const columns = useMemo((): Column<Markup>[] => {
    const onDelete = async (markup: Markup) => {
      const confirmed = await confirmAction({
        text: 'Markup will be deleted. Continue?',
        confirmLabel: 'Delete',
      });
      if (confirmed) {
        removeMarkup({ id: markup.id, user_id: client.user_id }, { onError: notifyFailure });
      }
    };
    return [
      {
        header: 'Markup',
        width: 110,
        align: 'right',
        cell: (markup) => markupText(markup, client.currency),
      },
      { header: 'Start (UTC)', width: 160, cell: (markup) => formatEntryDate(markup.date_start) },
      { header: 'End (UTC)', width: 160, cell: (markup) => formatEntryDate(markup.date_end) },
      { header: 'Status', width: 120, cell: (markup) => <StatusBadge status={markup.status} /> },
      {
        header: 'Actions',
        width: 100,
        cell: (markup) => {
          const changeable = canChangeEntry(markup.status);
          return (
            <EntryActions
              noun="markup"
              when={formatEntryDate(markup.date_start)}
              editDisabled={!canSave || !changeable}
              deleteDisabled={!canDelete || !changeable || removing}
              onEdit={() => setEditing(markup)}
              onDelete={() => void onDelete(markup)}
            />
          );
        },
      },
    ];
  }, [client.currency, client.user_id, canSave, canDelete, removing, removeMarkup]);
  // Newest first.
  const rows = useMemo(() => [...service.markups].reverse(), [service.markups]);

  return (
    <Paper withBorder p="md" component="section" aria-label={service.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {service.name}
          </Title>
          {canSave ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={`Add markup for ${service.name}`}
              onClick={() => setEditing('new')}
            >
              Add markup
            </Button>
          ) : null}
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No markups
          </Text>
        ) : (
          <ListTable
            label={`Markups of ${service.name}`}
            columns={columns}
            rows={rows}
            rowKey={(markup) => markup.id}
            maxHeight={null}
          />
        )}
      </Stack>
      {editing ? (
        <MarkupModal
          client={client}
          service={service}
          markup={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Paper>
  );
}
