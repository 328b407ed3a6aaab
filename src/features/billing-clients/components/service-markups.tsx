import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
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

  const onDelete = async (markup: Markup) => {
    const confirmed = await confirmAction({
      text: 'Markup will be deleted. Continue?',
      confirmLabel: 'Delete',
    });
    if (confirmed) {
      remove.mutate({ id: markup.id, user_id: client.user_id }, { onError: notifyFailure });
    }
  };

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
        {service.markups.length === 0 ? (
          <Text size="sm" c="dimmed">
            No markups
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={`Markups of ${service.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Markup</Table.Th>
                  <Table.Th>Start (UTC)</Table.Th>
                  <Table.Th>End (UTC)</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...service.markups].reverse().map((markup) => {
                  const changeable = canChangeEntry(markup.status);
                  const when = formatEntryDate(markup.date_start);
                  return (
                    <Table.Tr key={markup.id}>
                      <Table.Td>{markupText(markup, client.currency)}</Table.Td>
                      <Table.Td>{when}</Table.Td>
                      <Table.Td>{formatEntryDate(markup.date_end)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={markup.status} />
                      </Table.Td>
                      <Table.Td>
                        <EntryActions
                          noun="markup"
                          when={when}
                          editDisabled={!canSave || !changeable}
                          deleteDisabled={!canDelete || !changeable || remove.isPending}
                          onEdit={() => setEditing(markup)}
                          onDelete={() => void onDelete(markup)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
