import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import * as v from 'valibot';
import { errorMessages, isApiError } from '@/lib/api/api-error';
import {
  BARCODE_LIMITS,
  type CreateBarcodeRangeBody,
  type CreatedBarcodeRange,
} from '@/contract/shared/barcode-range-schemas';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { type BarcodeRangeDraft, barcodeRangeErrors } from '@/lib/barcode-range-math';
import type { Option } from '@/lib/list-options';
import { notifySuccess } from '@/lib/notify';
import { FormActions } from './form-actions';
import { FormModal } from './modal/form-modal';

// The barcode range create form (spec b section 5) of a service's tab ('Create new barcode', the
// service's carrier) and of the barcode ranges page ('Create barcode range', a carrier to choose).

/**
 * A refused write as the form shows it: the server's own words ('Range data is not unique') once,
 * and the fields it names marked invalid.
 */
function refusal(error: unknown): { messages: string[]; fields: string[] } {
  const body =
    isApiError(error) && error.failure.kind === 'http'
      ? v.safeParse(ApiErrorBodySchema, error.failure.body)
      : null;
  if (!body?.success) return { messages: errorMessages(error), fields: [] };
  return {
    messages: body.output.errors.map((item) => item.message),
    fields: body.output.errors.flatMap((item) => item.fields ?? []),
  };
}

export type CreateBarcodeRangeMutation = UseMutationResult<
  CreatedBarcodeRange,
  Error,
  CreateBarcodeRangeBody
>;

/**
 * Values are kept as digit strings: up to 20 digits, beyond a JavaScript number. Closing a typed
 * form asks first; `onClose` and `onCreated` then leave without asking again.
 */
export function BarcodeRangeCreateModal({
  title,
  users,
  carrier,
  create,
  onCreated,
  onClose,
}: {
  title: string;
  users: Option[];
  /** The carrier of a service's tab, or the carriers the page offers. */
  carrier: { id: number } | { options: Option[] };
  create: CreateBarcodeRangeMutation;
  onCreated: (answer: CreatedBarcodeRange) => void;
  onClose: () => void;
}) {
  const choose = 'options' in carrier;
  const form = useForm<BarcodeRangeDraft>({
    initialValues: {
      user: null,
      carrier_id: choose ? null : undefined,
      barcodeGroup: '',
      prefix: '',
      beginValue: '',
      endValue: '',
    },
    validate: (values) => barcodeRangeErrors(values),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        user: Number(values.user),
        carrier_id: choose ? Number(values.carrier_id) : carrier.id,
        barcodeGroup: values.barcodeGroup.trim(),
        prefix: values.prefix.trim(),
        beginValue: values.beginValue.trim(),
        endValue: values.endValue.trim(),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onCreated(answer);
        },
        onError: (error) => {
          const named = refusal(error).fields.filter((field) => field in form.values);
          form.setErrors(Object.fromEntries(named.map((field) => [field, true])));
        },
      },
    ),
  );
  const digits = (name: 'beginValue' | 'endValue', label: string) => (
    <TextInput label={label} withAsterisk inputMode="numeric" {...form.getInputProps(name)} />
  );

  return (
    <FormModal dirty={form.isDirty()} saved={create.isSuccess} onClose={onClose} title={title}>
      {(close) => (
        <form noValidate onSubmit={submit} aria-label={title}>
          <Stack gap="sm">
            <Select
              label="User"
              withAsterisk
              searchable
              data={users}
              {...form.getInputProps('user')}
            />
            {choose ? (
              <Select
                label="Carrier"
                withAsterisk
                searchable
                data={carrier.options}
                {...form.getInputProps('carrier_id')}
              />
            ) : null}
            <TextInput
              label="Barcode group"
              withAsterisk
              maxLength={BARCODE_LIMITS.group}
              {...form.getInputProps('barcodeGroup')}
            />
            <TextInput
              label="Prefix"
              maxLength={BARCODE_LIMITS.prefix}
              {...form.getInputProps('prefix')}
            />
            <SimpleGrid cols={2} spacing="sm">
              {digits('beginValue', 'Begin')}
              {digits('endValue', 'End')}
            </SimpleGrid>
            {create.error ? (
              <Alert color="red" variant="light" role="alert">
                {refusal(create.error).messages.join('\n')}
              </Alert>
            ) : null}
            <FormActions submitLabel="Create" busy={create.isPending} onCancel={close} />
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
