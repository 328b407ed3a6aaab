import { Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/components/modal/app-modal';
import { closeAsked } from '@/components/modal/form-modal';
import { UNSAVED_CHANGES_TEXT } from '@/lib/unsaved-changes';
import type { ServiceAccount, ServiceDetail } from '@/contract/services/services-schemas';
import { type CreateKeyErrors, createKeyErrors, orderAccounts } from '../credentials-rules';
import { FormActions } from '@/components/form-actions';

/**
 * 'create new key' (spec b sections 2 and 5): a new account name for a user of this service,
 * filled with the specification's defaults and left unsaved (the user is marked changed). The
 * service select offers this service only: the tab edits no other service's accounts; the user
 * select only the accounts the reader may change.
 */
export function CredentialsCreateModal({
  service,
  users: accounts,
  namesOfUser,
  onClose,
  onCreate,
}: {
  service: ServiceDetail;
  /** The accounts a key may be created for. */
  users: readonly ServiceAccount[];
  namesOfUser: (userId: number) => readonly string[];
  onClose: () => void;
  onCreate: (userId: number, name: string) => Promise<void>;
}) {
  const [serviceId, setServiceId] = useState<string | null>(String(service.id));
  const [userId, setUserId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<CreateKeyErrors>({});
  const [busy, setBusy] = useState(false);
  const users = orderAccounts(accounts).map((user) => ({
    value: String(user.userId),
    label: user.login,
  }));

  // Not the kit's FormModal: leaving the service asks only the credentials tab's question, when
  // its accounts changed (a guard here too would ask it twice); closing asks once a user or a
  // name is chosen.
  const close = async () => {
    if (await closeAsked(Boolean(name.trim() || userId), UNSAVED_CHANGES_TEXT)) onClose();
  };

  const submit = async () => {
    const found = createKeyErrors({ serviceId, userId, name }, namesOfUser);
    setErrors(found);
    if (Object.keys(found).length > 0 || !userId) return;
    setBusy(true);
    try {
      await onCreate(Number(userId), name.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal onClose={() => void close()} title="Create new credentials">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label="Service"
            withAsterisk
            data={[{ value: String(service.id), label: service.name }]}
            value={serviceId}
            onChange={setServiceId}
            error={errors.serviceId}
          />
          <Select
            label="User"
            withAsterisk
            searchable
            data={users}
            value={userId}
            onChange={(value) => {
              setUserId(value);
              setErrors(({ userId: _user, name: _name, ...rest }) => rest);
            }}
            error={errors.userId}
          />
          <TextInput
            label="Key name"
            withAsterisk
            value={name}
            maxLength={64}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors(({ name: _name, ...rest }) => rest);
            }}
            error={errors.name}
          />
          <FormActions submitLabel="Create" busy={busy} onCancel={() => void close()} />
        </Stack>
      </form>
    </AppModal>
  );
}
