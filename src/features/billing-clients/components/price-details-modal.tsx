import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
import { AppModal } from '@/components/modal/app-modal';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { formatMoney, parseAmountInput } from '@/contract/money';
import { notifyFailure } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useBillingClientWrite } from '../api/billing-clients-mutations';
import {
  BILLING_CLIENT_LIMITS,
  type BillingClient,
  type PriceEntry,
  type RequestPrice,
} from '@/contract/billing-clients/billing-clients-schemas';
import {
  amountError,
  canChangeEntry,
  ENTRY_DATE_FORMAT,
  entryDateError,
  formatEntryDate,
  LEAVE_QUESTION,
  parseEntryDate,
  PRICE_REQUIRED,
} from '../billing-rules';
import { EntryActions } from './entry-actions';
import { StatusBadge } from './status-badge';

// A request's prices (spec c section 2): Cost per req, Effective date, status, Actions; Add new,
// edit and delete of upcoming prices, the delete after 'Warning!' 'Price will be deleted.
// Continue?'. The form shows under the table while a price is added or changed.

export const DELETE_PRICE_TEXT = 'Price will be deleted. Continue?';

export function PriceDetailsModal({
  client,
  request,
  onClose,
}: {
  client: BillingClient;
  request: RequestPrice;
  onClose: () => void;
}) {
  const access = useAccess();
  const online = useOnline();
  const remove = useBillingClientWrite('delete_price');
  const canSave = access.can(WRITE_ACTION.saveRequestPrice) && online;
  const canDelete = access.can(WRITE_ACTION.deleteRequestPrice) && online;
  const [editing, setEditing] = useState<PriceEntry | 'new' | null>(null);

  const removePrice = remove.mutate;
  const removing = remove.isPending;
  const columns = useMemo((): Column<PriceEntry>[] => {
    const onDelete = async (price: PriceEntry) => {
      const confirmed = await confirmAction({
        title: 'Warning!',
        text: DELETE_PRICE_TEXT,
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
      });
      if (confirmed) {
        removePrice({ id: price.id, user_id: client.user_id }, { onError: notifyFailure });
      }
    };
    return [
      {
        header: 'Cost per req',
        width: 130,
        align: 'right',
        cell: (price) => formatMoney(price.price, client.currency),
      },
      { header: 'Effective date', width: 160, cell: (price) => formatEntryDate(price.date_start) },
      { header: 'Status', width: 120, cell: (price) => <StatusBadge status={price.status} /> },
      {
        header: 'Actions',
        width: 100,
        cell: (price) => {
          const changeable = canChangeEntry(price.status);
          return (
            <EntryActions
              noun="price"
              when={formatEntryDate(price.date_start)}
              editDisabled={!canSave || !changeable}
              deleteDisabled={!canDelete || !changeable || removing}
              onEdit={() => setEditing(price)}
              onDelete={() => void onDelete(price)}
            />
          );
        },
      },
    ];
  }, [client.currency, client.user_id, canSave, canDelete, removing, removePrice]);
  // Newest first.
  const rows = useMemo(() => [...request.prices].reverse(), [request.prices]);

  return (
    <AppModal onClose={onClose} title={`${request.request_name} prices`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {request.request_method} {request.uri}
        </Text>
        {rows.length === 0 ? (
          <Text size="sm">No prices yet</Text>
        ) : (
          <ListTable
            label={`Prices of ${request.request_name}`}
            columns={columns}
            rows={rows}
            rowKey={(price) => price.id}
            maxHeight={null}
          />
        )}
        {editing ? (
          <PriceForm
            key={editing === 'new' ? 'new' : editing.id}
            client={client}
            request={request}
            price={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : canSave ? (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              Add new
            </Button>
          </Group>
        ) : null}
      </Stack>
    </AppModal>
  );
}

function PriceForm({
  client,
  request,
  price,
  onDone,
}: {
  client: BillingClient;
  request: RequestPrice;
  price: PriceEntry | null;
  onDone: () => void;
}) {
  const save = useBillingClientWrite('save_price');
  const form = useForm({
    initialValues: {
      price: price?.price ?? '',
      date_start: price ? formatEntryDate(price.date_start) : '',
    },
    validate: {
      price: (value) => amountError(value, BILLING_CLIENT_LIMITS.maxPrice, PRICE_REQUIRED),
      date_start: (value) => entryDateError(value),
    },
  });
  useUnsavedChanges(form.isDirty(), { text: LEAVE_QUESTION, samePathFree: true });
  const submit = form.onSubmit((values) => {
    save.mutate(
      {
        user_id: client.user_id,
        ...(price ? { id: price.id } : {}),
        price: parseAmountInput(values.price)!,
        date_start: parseEntryDate(values.date_start)!,
        uri: request.uri,
        request_method: request.request_method,
      },
      { onSuccess: onDone, onError: notifyFailure },
    );
  });
  return (
    <form noValidate onSubmit={submit} aria-label={price ? 'Edit price' : 'New price'}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={`Cost per req, ${client.currency}`}
          withAsterisk
          inputMode="decimal"
          {...form.getInputProps('price')}
        />
        <TextInput
          label="Effective date (UTC)"
          placeholder={ENTRY_DATE_FORMAT}
          withAsterisk
          {...form.getInputProps('date_start')}
        />
      </Group>
      <Group mt="sm" gap="xs">
        <RequiresNetwork>
          <Button type="submit" size="xs" loading={save.isPending}>
            Save
          </Button>
        </RequiresNetwork>
        <Button size="xs" variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
