import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useCreateSettings, useDeleteSettings, useSaveSettings } from '../api/settings-mutations';
import type { ServiceFields, ServiceSetting } from '@/contract/services/service-settings-schemas';
import { initialSettingsValues, toSettingsData } from '../settings-form';
import {
  type SettingsFormValues,
  settingsFormValidator,
  settingsServerErrors,
} from '../settings-keys';
import { SettingsFields } from './settings-fields';

type UserOption = { value: string; label: string };

/**
 * One settings key's form (spec b section 5): a new key (name and user chosen here), or an
 * existing one (name and user fixed). Without the write URL, or for a user the reader may not
 * change, it is read-only; offline the writes wait for the network and what was typed stays.
 */
export function SettingsKeyForm({
  serviceId,
  fields,
  records,
  record,
  users,
  onClose,
  editable = true,
}: {
  serviceId: number;
  fields: ServiceFields;
  /** Every key of the service: a new key's name must not be its user's already. */
  records: readonly ServiceSetting[];
  /** The key edited; none: a new key. */
  record?: ServiceSetting;
  users: UserOption[];
  /** A new key's form is done (created or cancelled). */
  onClose?: () => void;
  /** Whether the key's user is an account the reader may change (the server's `isEditable`). */
  editable?: boolean;
}) {
  const account = useAccount();
  const { can } = useAccess();
  const creating = !record;
  const canWrite =
    editable && can(creating ? WRITE_ACTION.createSettings : WRITE_ACTION.saveSettings);
  const canDelete = editable && !creating && can(WRITE_ACTION.deleteSettings);
  const [initialValues] = useState<SettingsFormValues>(() => ({
    key: record?.key ?? '',
    user_id: record ? String(record.user_id) : null,
    data: initialSettingsValues(fields, record?.data),
  }));
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues,
    validate: settingsFormValidator(fields, records, creating),
    validateInputOnBlur: true,
  });
  const create = useCreateSettings(account, serviceId);
  const save = useSaveSettings(account, serviceId);
  const remove = useDeleteSettings(account, serviceId);
  const dirty = form.isDirty();
  useUnsavedChanges(dirty);

  const saved = (values: SettingsFormValues) => {
    form.setInitialValues(values);
    form.resetDirty(values);
  };

  const refused = (error: unknown) => {
    // The server checks again (and knows of a key created since the list was read): what it
    // names is marked at its input, anything else is said in a toast.
    const errors = settingsServerErrors(error);
    if (errors) form.setErrors(errors);
    else notifyFailure(error);
  };

  // mutateAsync: the answer is told even when the form has gone meanwhile (a deleted key's form
  // leaves as soon as the refreshed list no longer has it), which `mutate`'s callbacks are not.
  const submit = form.onSubmit(
    async (values) => {
      const body = {
        key: values.key.trim(),
        user_id: Number(values.user_id),
        service_id: serviceId,
        data: toSettingsData(fields, values.data),
      };
      try {
        const answer = record
          ? await save.mutateAsync({ ...body, id: record.id })
          : await create.mutateAsync(body);
        notifySuccess(answer.message);
        saved(values);
        if (!record) onClose?.();
      } catch (error) {
        refused(error);
      }
    },
    (_errors, _values, event) => {
      // A long key's errors may sit far down: bring the first into view.
      const element = event?.currentTarget;
      requestAnimationFrame(() =>
        element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    },
  );

  const cancel = async () => {
    if (dirty && !(await confirmAction({ text: 'Discard the new key?', confirmLabel: 'Discard' })))
      return;
    form.resetDirty();
    onClose?.();
  };

  const deleteKey = async () => {
    if (!record) return;
    const user = users.find((option) => option.value === String(record.user_id))?.label;
    const asked = await confirmAction({
      text: `Delete the key ${record.key}${user ? ` of ${user}` : ''}?`,
      confirmLabel: 'Delete',
    });
    if (!asked) return;
    try {
      notifySuccess((await remove.mutateAsync({ id: record.id, user_id: record.user_id })).message);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const readOnly = !canWrite;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={record ? `Settings key ${record.key}` : 'New settings key'}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <Select
            label="User"
            withAsterisk={creating}
            data={users}
            searchable
            disabled={!creating}
            readOnly={readOnly}
            {...form.getInputProps('user_id')}
          />
          <TextInput
            label="Key name"
            withAsterisk={creating}
            disabled={!creating}
            readOnly={readOnly}
            {...form.getInputProps('key')}
          />
        </SimpleGrid>
        <SettingsFields form={form} readOnly={readOnly} fields={fields} path="data" />
        {readOnly && !canDelete ? null : (
          <Group justify="flex-end" gap="sm">
            {readOnly ? null : creating ? (
              <Button variant="default" onClick={() => void cancel()}>
                Cancel
              </Button>
            ) : (
              <Button variant="default" disabled={!dirty} onClick={() => form.reset()}>
                Discard changes
              </Button>
            )}
            {canDelete ? (
              <RequiresNetwork>
                <Button
                  color="red"
                  variant="light"
                  loading={remove.isPending}
                  onClick={() => void deleteKey()}
                >
                  Delete key
                </Button>
              </RequiresNetwork>
            ) : null}
            {readOnly ? null : (
              <RequiresNetwork>
                <Button type="submit" loading={creating ? create.isPending : save.isPending}>
                  {creating ? 'Create key' : 'Save changes'}
                </Button>
              </RequiresNetwork>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
