import { Alert, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import * as v from 'valibot';
import { errorMessages, isApiError } from '@/lib/api/api-error';
import { ApiErrorBodySchema } from '@/lib/api/error-body-schema';
import { confirmAction } from '@/lib/confirm';
import { notifySuccess } from '@/lib/notify';
import { UNSAVED_CHANGES_TEXT, useUnsavedChanges } from '@/lib/unsaved-changes';
import { useCreateBarcodeRange } from '../api/service-mutations';
import { SERVICE_LIMITS, type ServiceDetail } from '../api/services-schemas';
import { type BarcodeRangeDraft, barcodeRangeErrors } from '../barcode-range-math';
import { FormActions } from './form-actions';

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

const EMPTY: BarcodeRangeDraft = {
  user: null,
  barcodeGroup: '',
  prefix: '',
  beginValue: '',
  endValue: '',
};

/**
 * 'Create new barcode' (spec b section 5): user and barcode group required, begin and end
 * positive with begin below end; the server says whether the range is unique, shown on the form.
 * Values are kept as digit strings: up to 20 digits, beyond a JavaScript number.
 */
export function BarcodeCreateModal({
  service,
  onClose,
}: {
  service: ServiceDetail;
  onClose: () => void;
}) {
  const create = useCreateBarcodeRange(service.id);
  const form = useForm<BarcodeRangeDraft>({
    initialValues: EMPTY,
    validate: (values) => barcodeRangeErrors(values),
  });
  const users = useMemo(
    () =>
      service.accountListData.map((account) => ({
        value: String(account.userId),
        label: account.login,
      })),
    [service.accountListData],
  );
  const dirty = form.isDirty();
  useUnsavedChanges(dirty && !create.isSuccess);

  const close = async () => {
    const leave =
      !dirty ||
      (await confirmAction({
        text: UNSAVED_CHANGES_TEXT,
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
      }));
    if (leave) onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        user: Number(values.user),
        carrier_id: service.carrierId,
        barcodeGroup: values.barcodeGroup.trim(),
        prefix: values.prefix.trim(),
        beginValue: values.beginValue.trim(),
        endValue: values.endValue.trim(),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (error) => {
          const named = refusal(error).fields.filter((field) => field in EMPTY);
          form.setErrors(Object.fromEntries(named.map((field) => [field, true])));
        },
      },
    ),
  );
  const digits = (name: 'beginValue' | 'endValue', label: string) => (
    <TextInput label={label} withAsterisk inputMode="numeric" {...form.getInputProps(name)} />
  );

  return (
    <Modal
      opened
      onClose={() => void close()}
      title="Create new barcode"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={submit} aria-label="Create new barcode">
        <Stack gap="sm">
          <Select
            label="User"
            withAsterisk
            searchable
            data={users}
            {...form.getInputProps('user')}
          />
          <TextInput
            label="Barcode group"
            withAsterisk
            maxLength={SERVICE_LIMITS.barcodeGroup}
            {...form.getInputProps('barcodeGroup')}
          />
          <TextInput
            label="Prefix"
            maxLength={SERVICE_LIMITS.barcodePrefix}
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
          <FormActions submitLabel="Create" busy={create.isPending} onCancel={() => void close()} />
        </Stack>
      </form>
    </Modal>
  );
}
