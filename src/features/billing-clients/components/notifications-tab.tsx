import { Button, Fieldset, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RequiresNetwork } from '@/components/requires-network';
import { notifyFailure } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useBillingClientWrite } from '../api/billing-clients-mutations';
import {
  BILLING_CLIENT_LIMITS,
  type BillingClient,
} from '@/contract/billing-clients/billing-clients-schemas';
import {
  conditionValueError,
  LEAVE_QUESTION,
  type NotificationDraft,
  notificationsBody,
  showsPeriodAndValue,
} from '../billing-rules';

// The Notifications tab (spec c sections 2, 4, 5): the low-balance notifications, each on or
// off; its period and value show only while it is on and has periods (switched off, the value
// is cleared); the value takes numbers only ('Only numbers', no letter e). A client user saves
// its own.

export function NotificationsTab({ client }: { client: BillingClient }) {
  const save = useBillingClientWrite('saveNotifications');
  const settings = client.notifications;
  const form = useForm<{ notifications: NotificationDraft[] }>({
    initialValues: {
      notifications: settings.map((n) => ({
        type: n.type,
        active: n.active,
        period: n.period ?? n.periods[0]?.value ?? null,
        condition_value: n.condition_value ?? '',
      })),
    },
    validate: {
      notifications: {
        condition_value: (value, values, path) => {
          const index = Number(path.split('.')[1]);
          const draft = values.notifications[index]!;
          return showsPeriodAndValue({ ...settings[index]!, active: draft.active })
            ? conditionValueError(value)
            : null;
        },
      },
    },
  });
  useUnsavedChanges(form.isDirty(), { text: LEAVE_QUESTION, samePathFree: true });
  const drafts = form.getValues().notifications;

  const submit = form.onSubmit((values) => {
    save.mutate(
      { user_id: client.user_id, notifications: notificationsBody(values.notifications, settings) },
      { onSuccess: () => form.resetDirty(values), onError: notifyFailure },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Notifications">
      <Stack gap="md" maw={560}>
        {settings.map((setting, index) => {
          const draft = drafts[index]!;
          const shown = showsPeriodAndValue({ ...setting, active: draft.active });
          return (
            <Fieldset key={setting.type} legend={setting.title}>
              <Stack gap="xs">
                <Switch
                  label="Active"
                  checked={draft.active}
                  onChange={(event) => {
                    const active = event.currentTarget.checked;
                    form.setFieldValue(`notifications.${index}.active`, active);
                    // Spec c section 4: hidden, the value is cleared.
                    if (!active) form.setFieldValue(`notifications.${index}.condition_value`, '');
                  }}
                />
                {shown ? (
                  <Group grow align="flex-start">
                    <Select
                      label="Period"
                      data={setting.periods.map((p) => ({ value: p.value, label: p.name }))}
                      allowDeselect={false}
                      {...form.getInputProps(`notifications.${index}.period`)}
                    />
                    <TextInput
                      label={setting.condition_title || 'Value'}
                      inputMode="decimal"
                      withAsterisk
                      maxLength={BILLING_CLIENT_LIMITS.conditionValue}
                      {...form.getInputProps(`notifications.${index}.condition_value`)}
                    />
                  </Group>
                ) : null}
              </Stack>
            </Fieldset>
          );
        })}
        <Group>
          <RequiresNetwork>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </RequiresNetwork>
        </Group>
      </Stack>
    </form>
  );
}
