import { CREDENTIALS_ACCOUNTS_STEP } from '@/config/services-constants';
import { Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { notifyFailure } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { serviceQueries } from '../api/services-queries';
import type { ServiceDetail } from '@/contract/services/services-schemas';
import {
  addAccount,
  changedUserIds,
  type Drafts,
  editDraft,
  removeAccount,
} from '../credentials-draft-rules';
import { fieldSpecs, orderAccounts, visibleAccounts } from '../credentials-rules';
import { CredentialsCreateModal } from './credentials-create-modal';
import { CredentialsMore } from './credentials-more';
import { useCredentialsSave } from './credentials-save-flow';
import { CredentialsUserCard, type EditUser } from './credentials-user-card';

/**
 * The Credentials tab (spec b sections 2, 4 and 5; issue 13). Values are secrets: each user's
 * are fetched when its card is rendered and live in memory only; what the user types is kept
 * here (the drafts), so neither the key search nor scrolling loses it, and leaving asks first.
 */
export function CredentialsTab({ service }: { service: ServiceDetail }) {
  const account = useAccount();
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const specs = useMemo(() => fieldSpecs(service.credentialsSpecification), [service]);
  const fieldKeys = useMemo(() => Object.keys(specs), [specs]);
  const [query, setQuery] = useState('');
  const [userFilter, setUserFilter] = useState<string | null>(null);
  const [shown, setShown] = useState(CREDENTIALS_ACCOUNTS_STEP);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [toWholeVersion, setToWholeVersion] = useState(false);
  const [creating, setCreating] = useState(false);
  const { saveUsers, savingUsers, saving, diffModal } = useCredentialsSave(
    service,
    drafts,
    setDrafts,
    toWholeVersion,
  );

  const changed = changedUserIds(drafts);
  useUnsavedChanges(changed.length > 0);
  const canSave = can(WRITE_ACTION.saveCredentials);
  // A new key goes to an account the reader may change and see (decision 053).
  const creatable = useMemo(
    () => service.accountListData.filter((user) => user.isEditable && user.canSeeCredentials),
    [service.accountListData],
  );
  const accounts = useMemo(
    () =>
      visibleAccounts(
        service.accountListData,
        query,
        userFilter === null ? null : Number(userFilter),
        fieldKeys,
      ),
    [service.accountListData, query, userFilter, fieldKeys],
  );
  const userOptions = useMemo(
    () =>
      orderAccounts(service.accountListData).map((user) => ({
        value: String(user.userId),
        label: user.login,
      })),
    [service.accountListData],
  );

  // Stable callbacks: a step of 5 more accounts must not redraw the cards already shown (the
  // cards are memoised; with 200 accounts redrawing them all made the scroll crawl).
  const onEdit: EditUser = useCallback(
    (userId, server, update) => setDrafts((current) => editDraft(current, userId, server, update)),
    [],
  );
  const onAccountRemoved = useCallback(
    (userId: number, name: string) => setDrafts((current) => removeAccount(current, userId, name)),
    [],
  );
  const latestSave = useRef(saveUsers);
  useLayoutEffect(() => {
    latestSave.current = saveUsers;
  });
  const onSave = useCallback((userId: number) => void latestSave.current([userId]), []);

  const namesOfUser = (userId: number) => {
    const cached = queryClient.getQueryData(
      serviceQueries.credentials(account, service.id, userId).queryKey,
    );
    const user = service.accountListData.find((item) => item.userId === userId);
    return [
      ...(user?.accountNames ?? []),
      ...Object.keys(cached?.credentials ?? {}),
      ...Object.keys(drafts[userId]?.current.credentials ?? {}),
    ];
  };

  const createKey = async (userId: number, name: string) => {
    try {
      const answer = await queryClient.fetchQuery(
        serviceQueries.credentials(account, service.id, userId),
      );
      const server = { mode: answer.mode, credentials: answer.credentials };
      setDrafts((current) =>
        editDraft(current, userId, server, (values) => addAccount(values, name, specs)),
      );
      // The user's card must be on screen to show the new key.
      const index = accounts.findIndex((user) => user.userId === userId);
      if (index < 0) {
        setQuery('');
        setUserFilter(String(userId));
      } else setShown((count) => Math.max(count, index + 1));
      setCreating(false);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const writeReason = canSave ? null : 'Read only: your account cannot change credentials.';

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search by key"
          placeholder="Account name or field"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setShown(CREDENTIALS_ACCOUNTS_STEP);
          }}
        />
        <Select
          label="Filter by user"
          placeholder="All"
          data={userOptions}
          value={userFilter}
          searchable
          clearable
          onChange={(value) => {
            setUserFilter(value);
            setShown(CREDENTIALS_ACCOUNTS_STEP);
          }}
        />
        <RequiresNetwork>
          <Button
            variant="default"
            disabled={!canSave || creatable.length === 0}
            onClick={() => setCreating(true)}
          >
            create new key
          </Button>
        </RequiresNetwork>
        <RequiresNetwork>
          <Button
            disabled={!canSave || changed.length === 0}
            loading={saving && savingUsers.length > 1}
            onClick={() => void saveUsers(changed)}
          >
            Save all changes
          </Button>
        </RequiresNetwork>
      </Group>
      <Checkbox
        label="Also save to every service of this carrier version"
        checked={toWholeVersion}
        disabled={!canSave}
        onChange={(event) => setToWholeVersion(event.currentTarget.checked)}
      />
      {writeReason ? (
        <Text size="sm" c="dimmed" role="note">
          {writeReason}
        </Text>
      ) : null}
      {accounts.length === 0 ? (
        <Text c="dimmed">No accounts match.</Text>
      ) : (
        <Stack gap="md" aria-label="Accounts" role="list">
          {accounts.slice(0, shown).map((user) => (
            <div role="listitem" key={user.userId}>
              <CredentialsUserCard
                service={service}
                user={user}
                specs={specs}
                query={query}
                draft={drafts[user.userId]}
                saving={saving && savingUsers.includes(user.userId)}
                onEdit={onEdit}
                onAccountRemoved={onAccountRemoved}
                onSave={onSave}
              />
            </div>
          ))}
        </Stack>
      )}
      {shown < accounts.length ? (
        <CredentialsMore
          shown={shown}
          onMore={() => setShown((count) => count + CREDENTIALS_ACCOUNTS_STEP)}
        />
      ) : null}
      {creating ? (
        <CredentialsCreateModal
          service={service}
          users={creatable}
          namesOfUser={namesOfUser}
          onClose={() => setCreating(false)}
          onCreate={createKey}
        />
      ) : null}
      {diffModal}
    </Stack>
  );
}
