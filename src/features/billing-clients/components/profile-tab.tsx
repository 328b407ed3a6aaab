import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { REQUIRED } from '@/contract/shared/validation-messages';
import { notifyFailure } from '@/lib/notify';
import { useCommonLists } from '@/lib/session/use-session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useBillingClientWrite } from '../api/billing-clients-mutations';
import {
  BILLING_CLIENT_LIMITS,
  type BillingClient,
} from '@/contract/billing-clients/billing-clients-schemas';
import {
  canAddEmailRow,
  canRemoveEmailRow,
  type EmailRow,
  emailError,
  emailRowsOf,
  LEAVE_QUESTION,
} from '../billing-rules';

// The Profile tab (spec c sections 2 and 5): the currency (required; a super admin's to change,
// decision 046) and the notification e-mails ('Email is not valid', empty allowed, one row always
// left). A client user saves its own e-mails; Save shows the server's message.

type ProfileValues = { currency: string; emails: EmailRow[] };

export function ProfileTab({ client }: { client: BillingClient }) {
  const { currentUser } = useCommonLists();
  const save = useBillingClientWrite('save_client');
  const added = useRef(0);
  const form = useForm<ProfileValues>({
    initialValues: { currency: client.currency, emails: emailRowsOf(client.emails) },
    validate: {
      currency: (value) => (value ? null : REQUIRED),
      emails: { email: emailError },
    },
  });
  useUnsavedChanges(form.isDirty(), { text: LEAVE_QUESTION, samePathFree: true });
  const rows = form.getValues().emails;

  const submit = form.onSubmit((values) => {
    save.mutate(
      {
        user_id: client.user_id,
        currency: values.currency,
        emails: values.emails.map((row) => ({ email: row.email.trim() })),
      },
      {
        onSuccess: () => form.resetDirty(values),
        onError: notifyFailure,
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Profile">
      <Stack gap="sm" maw={560}>
        <Select
          label="Currency"
          withAsterisk
          data={client.currencies}
          allowDeselect={false}
          disabled={!currentUser.isSuperAdmin}
          description={currentUser.isSuperAdmin ? undefined : 'Set by your account manager'}
          {...form.getInputProps('currency')}
        />
        <Text fw={500} size="sm">
          Notification e-mails
        </Text>
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`E-mail ${index + 1}`}
              type="email"
              maxLength={BILLING_CLIENT_LIMITS.email}
              {...form.getInputProps(`emails.${index}.email`)}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={`Remove e-mail ${index + 1}`}
              disabled={!canRemoveEmailRow(rows)}
              onClick={() => form.removeListItem('emails', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={!canAddEmailRow(rows)}
            onClick={() =>
              form.insertListItem('emails', { key: `added-${(added.current += 1)}`, email: '' })
            }
          >
            Add e-mail
          </Button>
        </Group>
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
