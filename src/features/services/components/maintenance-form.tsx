import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import { FormModal } from '@/components/modal/form-modal';
import { errorMessages } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notify';
import { useSaveMaintenance } from '../api/service-mutations';
import { type Maintenance, SERVICE_LIMITS } from '@/contract/services/services-schemas';
import {
  draftOfWindow,
  maintenanceBody,
  type MaintenanceDraft,
  maintenanceRangeError,
} from '../maintenance-rules';
import { FormActions } from '@/components/form-actions';

/**
 * A maintenance window's form (spec b section 5): the range with times, required, with the past
 * date warning, and a comment. Typed input is guarded: leaving the service or closing the form
 * with changes asks first.
 */
export function MaintenanceForm({
  serviceId,
  window,
  onClose,
}: {
  serviceId: number;
  window?: Maintenance | undefined;
  onClose: () => void;
}) {
  const [initial] = useState(() => draftOfWindow(window));
  const [draft, setDraft] = useState<MaintenanceDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveMaintenance(serviceId);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const rangeError = submitted ? maintenanceRangeError(draft.range) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (maintenanceRangeError(draft.range)) return;
    save.mutate(maintenanceBody(serviceId, draft, window?.id), {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onClose();
      },
    });
  };

  return (
    <FormModal
      dirty={dirty}
      saved={save.isSuccess}
      onClose={onClose}
      title={window ? 'Edit maintenance' : 'New maintenance'}
    >
      {(close) => (
        <form noValidate onSubmit={submit} aria-label="Maintenance">
          <Stack gap="sm">
            <div>
              <DateRangeField
                label="Maintenance window (UTC)"
                value={draft.range}
                onChange={(range) => setDraft((current) => ({ ...current, range }))}
                limits={false}
                warnPast
              />
              {rangeError ? (
                <Text c="red" size="sm" mt={4} role="alert">
                  {rangeError}
                </Text>
              ) : null}
            </div>
            <Textarea
              label="Comment"
              minRows={3}
              maxLength={SERVICE_LIMITS.comment}
              value={draft.comment}
              onChange={(event) => {
                const comment = event.currentTarget.value;
                setDraft((current) => ({ ...current, comment }));
              }}
            />
            {save.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessages(save.error).join('\n')}
              </Alert>
            ) : null}
            <FormActions submitLabel="Save" busy={save.isPending} onCancel={close} />
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
