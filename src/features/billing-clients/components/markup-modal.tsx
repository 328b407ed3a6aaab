import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppModal } from '@/components/modal/app-modal';
import { RequiresNetwork } from '@/components/requires-network';
import { notifyFailure } from '@/lib/notify';
import { parseAmountInput } from '@/contract/money';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useBillingClientWrite } from '../api/billing-clients-mutations';
import {
  type BillingClient,
  type ConnectedService,
  type Markup,
  type MarkupType,
} from '@/contract/billing-clients/billing-clients-schemas';
import {
  amountError,
  ENTRY_DATE_FORMAT,
  entryDateError,
  formatEntryDate,
  LEAVE_QUESTION,
  markupLocks,
  markupMax,
  parseEntryDate,
  statusNow,
} from '../billing-rules';

// Adding or changing a markup (spec c sections 4 and 5): type, amount (a required number, no
// letter e) and start date in UTC. An upcoming markup changes freely (it must still start in the
// future); should it turn active while the form is open, its date, type and amount lock.
// Its own guard, not FormModal's: leaving the record asks (its tabs, on the same path, do not);
// closing the modal or Cancel drops the input at once.

type MarkupValues = { markup_type: MarkupType; markup_amount: string; date_start: string };

const TYPES = [
  { value: 'percent', label: 'Percent' },
  { value: 'amount', label: 'Amount' },
];

export function MarkupModal({
  client,
  service,
  markup,
  onClose,
}: {
  client: BillingClient;
  service: ConnectedService;
  markup: Markup | null;
  onClose: () => void;
}) {
  const save = useBillingClientWrite('save_markup');
  const locks = markupLocks(markup ? statusNow(markup.date_start, markup.date_end) : null);
  const form = useForm<MarkupValues>({
    initialValues: markup
      ? {
          markup_type: markup.markup_type,
          markup_amount: markup.markup_amount,
          date_start: formatEntryDate(markup.date_start),
        }
      : { markup_type: 'percent', markup_amount: '', date_start: '' },
    validate: {
      markup_amount: (value, values) => amountError(value, markupMax(values.markup_type)),
      date_start: (value) => entryDateError(value),
    },
  });
  useUnsavedChanges(form.isDirty(), { text: LEAVE_QUESTION, samePathFree: true });
  const type = form.getValues().markup_type;

  const submit = form.onSubmit((values) => {
    save.mutate(
      {
        user_id: client.user_id,
        ...(markup ? { id: markup.id } : {}),
        service_id: service.id,
        markup_type: values.markup_type,
        markup_amount: parseAmountInput(values.markup_amount)!,
        date_start: parseEntryDate(values.date_start)!,
      },
      { onSuccess: onClose, onError: notifyFailure },
    );
  });

  return (
    <AppModal onClose={onClose} title={`${markup ? 'Edit markup' : 'Add markup'}: ${service.name}`}>
      <form noValidate onSubmit={submit} aria-label="Markup">
        <Stack gap="sm">
          <Select
            label="Markup type"
            data={TYPES}
            allowDeselect={false}
            disabled={locks.type}
            {...form.getInputProps('markup_type')}
          />
          <TextInput
            label={type === 'percent' ? 'Markup, %' : `Markup, ${client.currency}`}
            withAsterisk
            inputMode="decimal"
            disabled={locks.amount}
            {...form.getInputProps('markup_amount')}
          />
          <TextInput
            label="Start date (UTC)"
            placeholder={ENTRY_DATE_FORMAT}
            withAsterisk
            disabled={locks.date}
            {...form.getInputProps('date_start')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <RequiresNetwork>
              <Button type="submit" loading={save.isPending} disabled={locks.amount}>
                Save
              </Button>
            </RequiresNetwork>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
