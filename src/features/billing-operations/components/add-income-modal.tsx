import { Alert, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/modal/form-modal';
import { errorMessages } from '@/lib/api/api-error';
import { formatMoney } from '@/contract/money';
import { notifySuccess } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { useAddIncome } from '../api/billing-operations-mutations';
import { billingOperationQueries } from '../api/billing-operations-queries';
import {
  ADD_INCOME_LIMITS,
  type BillingClientOption,
} from '@/contract/billing-operations/billing-operations-schemas';
import {
  type AddIncomeDraft,
  addIncomeErrors,
  amountLabelOf,
  incomeDateOf,
} from '../billing-operations-rules';

// 'Add income' (spec c sections 2, 5, 7): Client and Amount in the client's currency, 'Amount is
// required', 'Incorrect amount' (the letter e, a sign, more digits than the currency has); Save
// books it at the current time and shows the server's message. Closing typed input asks first.

export const LEAVE_QUESTION = 'Data was changed. Leave without saving ?';
const TITLE = 'Add income';

export function AddIncomeModal({
  clients,
  initialClient,
  onClose,
}: {
  clients: BillingClientOption[];
  initialClient: string | undefined;
  onClose: () => void;
}) {
  const account = useAccount();
  const add = useAddIncome();
  const balances = useQuery(billingOperationQueries.balances(account)).data;
  const form = useForm<AddIncomeDraft>({
    initialValues: { client: initialClient ?? null, amount: '' },
    validate: (values) =>
      addIncomeErrors(values, clients.find((c) => String(c.id) === values.client)?.currency),
  });
  const chosen = clients.find((c) => String(c.id) === form.values.client);
  const balance = balances?.balances.find((b) => String(b.client_id) === form.values.client);
  const submit = form.onSubmit((values) =>
    add.mutate(
      {
        client_id: Number(values.client),
        amount: values.amount.trim(),
        date: () => incomeDateOf(new Date()),
      },
      {
        onSuccess: (answer) => {
          form.resetDirty();
          notifySuccess(answer.message);
          onClose();
        },
      },
    ),
  );

  return (
    <FormModal
      dirty={form.isDirty()}
      saved={add.isSuccess}
      question={LEAVE_QUESTION}
      onClose={onClose}
      title={TITLE}
    >
      {(close) => (
        <form noValidate onSubmit={submit} aria-label={TITLE}>
          <Stack gap="sm">
            <Select
              label="Client"
              withAsterisk
              searchable
              data={clients.map((c) => ({ value: String(c.id), label: c.name }))}
              description={
                balance
                  ? `Current balance: ${formatMoney(balance.balance, balance.currency)}`
                  : undefined
              }
              {...form.getInputProps('client')}
            />
            <TextInput
              label={amountLabelOf(chosen?.currency)}
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              maxLength={ADD_INCOME_LIMITS.amount}
              {...form.getInputProps('amount')}
            />
            {add.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessages(add.error).join('\n')}
              </Alert>
            ) : null}
            <FormActions submitLabel="Save" busy={add.isPending} onCancel={close} />
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
