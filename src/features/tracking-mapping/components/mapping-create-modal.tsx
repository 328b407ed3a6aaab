import { Alert, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/modal/form-modal';
import * as v from 'valibot';
import { errorMessages, isApiError } from '@/lib/api/api-error';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { notifySuccess } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { useCreateTrackingMapping } from '../api/tracking-mapping-mutations';
import { trackingMappingQueries } from '../api/tracking-mapping-queries';
import { TRACKING_MAPPING_LIMITS } from '@/contract/tracking-mapping/tracking-mapping-schemas';
import {
  carrierOptions,
  type CreateDraft,
  createBodyOf,
  createErrors,
  createStatusOptions,
  EMPTY_CREATE_DRAFT,
} from '../tracking-mapping-rules';

// 'Add tracking status' (spec c sections 2, 4 and 5): carrier (the tracked ones, forAdd),
// carrier status, description and status; carrier, carrier status and status required. A
// changed form asks before it is left; the server's message says it was added.

export const CREATE_TITLE = 'Add tracking status';
/** Spec c section 4: leaving a changed form (Leave / Stay). */
export const LEAVE_TEXT = 'Data was changed. Leave without saving ?';

/** The fields a refusal names (400 'Carrier status already exists…' names carrier_status). */
function refusedFields(error: unknown): string[] {
  if (!isApiError(error) || error.failure.kind !== 'http') return [];
  const body = v.safeParse(ApiErrorBodySchema, error.failure.body);
  return body.success ? body.output.errors.flatMap((item) => item.fields ?? []) : [];
}

export function MappingCreateModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: () => void;
}) {
  const account = useAccount();
  const addData = useQuery(trackingMappingQueries.addData(account));
  const filterData = useQuery(trackingMappingQueries.filterData(account));
  const create = useCreateTrackingMapping();
  const carriers = useMemo(() => carrierOptions(addData.data?.carriers ?? []), [addData.data]);
  const statuses = useMemo(
    () => createStatusOptions(filterData.data?.statuses ?? []),
    [filterData.data],
  );
  const form = useForm<CreateDraft>({
    initialValues: EMPTY_CREATE_DRAFT,
    validate: (values) => createErrors(values),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(createBodyOf(values), {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onCreated();
      },
      onError: (error) => {
        const named = refusedFields(error).filter((field) => field in values);
        form.setErrors(Object.fromEntries(named.map((field) => [field, true])));
      },
    }),
  );
  const loadError = addData.error ?? filterData.error;

  return (
    <FormModal
      dirty={form.isDirty()}
      saved={create.isSuccess}
      question={LEAVE_TEXT}
      onClose={onClose}
      title={CREATE_TITLE}
    >
      {(close) => (
        <form noValidate onSubmit={submit} aria-label={CREATE_TITLE}>
          <Stack gap="sm">
            <Select
              label="Carrier"
              withAsterisk
              searchable
              data={carriers}
              {...form.getInputProps('carrier')}
            />
            <TextInput
              label="Carrier status"
              withAsterisk
              maxLength={TRACKING_MAPPING_LIMITS.carrierStatus}
              {...form.getInputProps('carrier_status')}
            />
            <Textarea
              label="Description"
              rows={3}
              maxLength={TRACKING_MAPPING_LIMITS.description}
              {...form.getInputProps('status_description')}
            />
            <Select
              label="Status"
              withAsterisk
              searchable
              data={statuses}
              {...form.getInputProps('status')}
            />
            {loadError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessages(loadError).join('\n')}
              </Alert>
            ) : null}
            {create.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessages(create.error).join('\n')}
              </Alert>
            ) : null}
            <FormActions submitLabel="Add" busy={create.isPending} onCancel={close} />
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
