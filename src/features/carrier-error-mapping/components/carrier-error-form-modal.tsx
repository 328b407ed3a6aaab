import { Alert, Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/modal/form-modal';
import { notifySuccess } from '@/lib/notify';
import { useSaveCarrierError } from '../api/carrier-error-mapping-mutations';
import {
  CARRIER_ERROR_LIMITS,
  type CarrierErrorFilterData,
  type CarrierErrorMapping,
  HTTP_CODE_RANGE,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import {
  carrierErrorFormErrors,
  type CarrierErrorFormValues,
  emptyCarrierErrorForm,
  formValuesOf,
  LEAVE_QUESTION,
  saveBodyOf,
  saveRefusal,
  versionChoice,
  versionFor,
} from '../carrier-error-form';
import { carrierOptions, resultCodeOptions } from './carrier-error-filters';

// The create and edit form (spec c sections 2, 4 and 5): carrier and result error code required,
// the version select disabled when the carrier has only the default one; a changed form asks
// before it is left; a save toasts the server's message and the list reloads under it.

export function CarrierErrorFormModal({
  mapping,
  choices,
  onClose,
  onSaved,
}: {
  /** The mapping to edit; null creates one. */
  mapping: CarrierErrorMapping | null;
  choices: CarrierErrorFilterData;
  /** Leaves the form without asking again: the form has asked before it calls this. */
  onClose: () => void;
  onSaved: () => void;
}) {
  const title = mapping ? 'Edit carrier error mapping' : 'Create carrier error mapping';
  const form = useForm<CarrierErrorFormValues>({
    initialValues: mapping ? formValuesOf(mapping) : emptyCarrierErrorForm(),
    validate: carrierErrorFormErrors,
  });
  const save = useSaveCarrierError();

  const values = form.getValues();
  const versions = versionChoice(choices.carriers, values.carrier_id);
  const submit = form.onSubmit((typed) =>
    save.mutate(saveBodyOf(typed, mapping?.id ?? null), {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onSaved();
      },
      onError: (error) => form.setErrors(saveRefusal(error).fields),
    }),
  );

  return (
    <FormModal
      dirty={form.isDirty()}
      saved={save.isSuccess}
      question={LEAVE_QUESTION}
      onClose={onClose}
      title={title}
      size="lg"
    >
      {(close) => (
        <form noValidate onSubmit={submit} aria-label={title}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label="Carrier"
                withAsterisk
                searchable
                data={carrierOptions(choices)}
                {...form.getInputProps('carrier_id')}
                onChange={(carrierId) => {
                  form.setFieldValue('carrier_id', carrierId);
                  form.setFieldValue(
                    'carrier_version',
                    versionFor(choices.carriers, carrierId, values.carrier_version),
                  );
                }}
              />
              <Select
                label="Carrier version"
                data={versions.versions}
                allowDeselect={false}
                disabled={versions.disabled}
                {...form.getInputProps('carrier_version')}
              />
            </SimpleGrid>
            <Textarea
              label="Carrier error pattern"
              description="Matched against the carrier's error text; empty matches any error"
              // No autosize: it needs document.fonts, which the test DOM lacks.
              rows={2}
              maxLength={CARRIER_ERROR_LIMITS.pattern}
              {...form.getInputProps('carrier_error_pattern')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="HTTP code"
                description={`${HTTP_CODE_RANGE.min}–${HTTP_CODE_RANGE.max}; empty matches any`}
                inputMode="numeric"
                maxLength={3}
                {...form.getInputProps('http_code')}
              />
              <Select
                label="Result error code"
                withAsterisk
                searchable
                data={resultCodeOptions(choices)}
                {...form.getInputProps('result_error_code')}
              />
            </SimpleGrid>
            <TextInput
              label="Result error fields"
              description="Comma-separated request field names, e.g. destination_address.phone"
              maxLength={CARRIER_ERROR_LIMITS.resultErrorField}
              {...form.getInputProps('result_error_field')}
            />
            <Checkbox
              label="Use carrier message"
              description="The caller gets the carrier's own message instead of the result message"
              {...form.getInputProps('use_carrier_msg', { type: 'checkbox' })}
            />
            <Textarea
              label="Result error message"
              rows={2}
              maxLength={CARRIER_ERROR_LIMITS.resultErrorMsg}
              {...form.getInputProps('result_error_msg')}
            />
            {save.error ? (
              <Alert color="red" variant="light" role="alert">
                {saveRefusal(save.error).messages.join('\n')}
              </Alert>
            ) : null}
            <FormActions submitLabel="Save" busy={save.isPending} onCancel={close} />
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
