import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useId, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { errorMessages } from '@/lib/api/api-error';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useAccount } from '@/lib/session/use-session';
import { useRemoveCredential } from '../api/credentials-mutations';
import { serviceQueries } from '../api/services-queries';
import type { ServiceAccount, ServiceDetail } from '@/contract/services/services-schemas';
import {
  type Draft,
  isChanged,
  replaceAccount,
  saveEntry,
  setFieldValue,
  setMode,
  type UserValues,
} from '../credentials-draft-rules';
import {
  accountsWithSameValues,
  type CredentialsMode,
  type FieldSpecs,
  matchAccount,
  NO_TEST_MODE_WARNING,
  SAME_VALUES_WARNING,
  TEST,
  valuesErrors,
} from '../credentials-rules';
import { CredentialsAccount } from './credentials-account';
import { CredentialsUserToggle } from './credentials-user-toggle';

export const OFFLINE_VALUES_TEXT = 'Credentials are not kept on this device; connect to see them.';
/** An account whose values the reader may not see (its `canSeeCredentials`, decision 053). */
export const HIDDEN_VALUES_TEXT = "You may not see this user's credentials.";
/** An account the reader may see but not change (its `isEditable`), where others it may. */
export const READ_ONLY_USER_TEXT = "Read only: you may not change this user's credentials.";

export type EditUser = (
  userId: number,
  server: UserValues,
  update: (values: UserValues) => UserValues,
) => void;

/**
 * One user of the service: its values (fetched once the card is rendered), mode and accounts.
 * The server says per account what the reader may do: values it may not see are never asked
 * for, and an account it may not change is read-only (decision 053).
 */
export const CredentialsUserCard = memo(function CredentialsUserCard({
  service,
  user,
  specs,
  query,
  draft,
  saving,
  onEdit,
  onAccountRemoved,
  onSave,
}: {
  service: ServiceDetail;
  user: ServiceAccount;
  specs: FieldSpecs;
  query: string;
  draft: Draft | undefined;
  saving: boolean;
  onEdit: EditUser;
  onAccountRemoved: (userId: number, name: string) => void;
  onSave: (userId: number) => void;
}) {
  const account = useAccount();
  const { can } = useAccess();
  const online = useOnline();
  const headingId = useId();
  const canSee = user.canSeeCredentials;
  const answer = useQuery({
    ...serviceQueries.credentials(account, service.id, user.userId),
    enabled: online && canSee,
  });
  const remove = useRemoveCredential(account);
  // Who cannot save may still look at either mode; that view is theirs alone.
  const [viewMode, setViewMode] = useState<CredentialsMode | null>(null);

  const mayWrite = can(WRITE_ACTION.saveCredentials);
  // Values one may not see cannot be edited either.
  const canSave = mayWrite && user.isEditable && canSee;
  const server: UserValues | undefined = answer.data
    ? { mode: answer.data.mode, credentials: answer.data.credentials }
    : undefined;
  const shown = draft?.current ?? server;
  const mode: CredentialsMode = canSave ? (shown?.mode ?? 0) : (viewMode ?? shown?.mode ?? 0);
  const changed = isChanged(draft);
  const fieldKeys = Object.keys(specs);
  const readOnly = !canSave;
  const errors = shown
    ? Object.fromEntries(
        Object.entries(shown.credentials).map(([name, values]) => [
          name,
          valuesErrors(specs, values, mode),
        ]),
      )
    : {};
  const invalid = Object.values(errors).some((fields) => Object.keys(fields).length > 0);

  const edit = (update: (values: UserValues) => UserValues) => {
    if (server) onEdit(user.userId, server, update);
  };

  const onRemove = async (name: string) => {
    const saved = server?.credentials[name] !== undefined;
    const text = `Remove the account "${name}" of ${user.login}?`;
    if (!(await confirmAction({ text, confirmLabel: 'Remove' }))) return;
    if (!saved) return onAccountRemoved(user.userId, name);
    remove.mutate(
      { accountName: name, user_id: user.userId, service_id: service.id },
      {
        onSuccess: (result) => {
          onAccountRemoved(user.userId, name);
          notifySuccess(result.message);
        },
        onError: notifyFailure,
      },
    );
  };

  const same = shown ? accountsWithSameValues(shown.credentials, specs) : [];
  const names = shown ? Object.keys(shown.credentials) : user.accountNames;
  const match = matchAccount(query, names, fieldKeys);

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5" id={headingId}>
              {user.login}
            </Title>
            {user.isXml ? <Badge variant="light">XML</Badge> : null}
            {changed ? <Badge color="yellow">Changed</Badge> : null}
          </Group>
          <Group gap="sm">
            <CredentialsUserToggle serviceId={service.id} user={user} />
            {canSee ? (
              <>
                <SegmentedControl
                  aria-label={`Mode of ${user.login}`}
                  size="xs"
                  data={[
                    { value: '0', label: 'Live' },
                    { value: '1', label: 'Test' },
                  ]}
                  value={String(mode)}
                  disabled={!shown}
                  onChange={(value) => {
                    const next: CredentialsMode = value === '1' ? 1 : 0;
                    if (canSave) edit((values) => setMode(values, next));
                    else setViewMode(next);
                  }}
                />
                <RequiresNetwork>
                  <Button
                    size="xs"
                    disabled={!canSave || !changed || invalid}
                    loading={saving}
                    onClick={() => onSave(user.userId)}
                  >
                    Save changes
                  </Button>
                </RequiresNetwork>
              </>
            ) : null}
          </Group>
        </Group>
        {mode === TEST && service.noTestCredentials ? (
          <Alert color="yellow" role="alert">
            {NO_TEST_MODE_WARNING}
          </Alert>
        ) : null}
        {same.length > 0 ? (
          <Alert color="yellow" role="alert" title={SAME_VALUES_WARNING}>
            {`Accounts: ${same.join(', ')}`}
          </Alert>
        ) : null}
        {!canSee ? (
          <Text size="sm" c="dimmed">
            {HIDDEN_VALUES_TEXT}
          </Text>
        ) : null}
        {canSee && mayWrite && !user.isEditable ? (
          <Text size="sm" c="dimmed">
            {READ_ONLY_USER_TEXT}
          </Text>
        ) : null}
        {canSee && !shown && !online ? (
          <Text size="sm" c="dimmed">
            {OFFLINE_VALUES_TEXT}
          </Text>
        ) : null}
        {!shown && online && canSee && answer.isPending ? (
          <Loader size="sm" aria-label={`Loading credentials of ${user.login}`} />
        ) : null}
        {answer.isError && !shown ? (
          <Alert color="red" role="alert">
            {errorMessages(answer.error).join(' ')}
          </Alert>
        ) : null}
        {shown && names.length === 0 ? (
          <Text size="sm" c="dimmed">
            No credentials yet.
          </Text>
        ) : null}
        {shown && match
          ? match.accountNames.map((name) => (
              <CredentialsAccount
                key={name}
                name={name}
                values={shown.credentials[name] ?? {}}
                specs={specs}
                fields={match.fields}
                mode={mode}
                errors={errors[name] ?? {}}
                readOnly={readOnly}
                canRemove={can(WRITE_ACTION.removeCredential) && user.isEditable && online}
                ftpEntry={() =>
                  saveEntry(service.id, user.userId, {
                    mode,
                    credentials: { [name]: shown.credentials[name] ?? {} },
                  })
                }
                onChange={(field, value) =>
                  edit((values) => setFieldValue(values, name, field, mode, value))
                }
                onImport={(next) => edit((values) => replaceAccount(values, name, next))}
                onRemove={() => void onRemove(name)}
              />
            ))
          : null}
      </Stack>
    </Paper>
  );
});
