import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { VirtualList } from '@/components/virtual-list';
import { errorMessages } from '@/lib/api/api-error';
import { formatUtc } from '@/lib/dayjs';
import { formatCount } from '@/lib/format';
import { useUnlockAppVersion } from '../api/app-version-mutations';
import {
  APP_VERSION_LIMITS,
  APP_VERSION_MESSAGES,
  type AppVersion,
  type Commit,
} from '@/contract/app-version/app-version-schemas';
import { filterCommits, shortHash } from '../app-version-rules';

// /app/version (spec c sections 2 and 4): locked until the passphrase is accepted and the version
// information returns; then the commit list with its search, the newest commit marked 'Latest
// commit'. The passphrase lives only in the form's state, the answer only in this screen's
// memory: leaving the screen locks it again (decision 038).

export function AppVersionPage() {
  const [info, setInfo] = useState<AppVersion | null>(null);
  return (
    <Stack gap="md">
      <Title order={1}>App Version</Title>
      {info ? <CommitList info={info} /> : <UnlockForm onUnlocked={setInfo} />}
    </Stack>
  );
}

function UnlockForm({ onUnlocked }: { onUnlocked: (info: AppVersion) => void }) {
  const [passphrase, setPassphrase] = useState('');
  const [missing, setMissing] = useState(false);
  const unlock = useUnlockAppVersion();
  const refusal = unlock.error ? errorMessages(unlock.error).join('\n') : null;
  return (
    <Card withBorder maw={420} component="section" aria-label="Unlock app version">
      <form
        noValidate
        aria-label="Unlock app version"
        onSubmit={(event) => {
          event.preventDefault();
          if (passphrase === '') return setMissing(true);
          unlock.mutate(passphrase, {
            onSuccess: (answer) => {
              setPassphrase('');
              // The passphrase leaves the mutation's memory too.
              unlock.reset();
              onUnlocked(answer);
            },
          });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">Enter the passphrase to see the version information.</Text>
          <PasswordInput
            label="Passphrase"
            autoComplete="off"
            withAsterisk
            maxLength={APP_VERSION_LIMITS.passphrase}
            value={passphrase}
            error={missing ? 'Field is required' : refusal}
            onChange={(event) => {
              setPassphrase(event.currentTarget.value);
              setMissing(false);
            }}
          />
          <Group>
            <RequiresNetwork>
              <Button type="submit" loading={unlock.isPending}>
                Unlock
              </Button>
            </RequiresNetwork>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function CommitList({ info }: { info: AppVersion }) {
  const [search, setSearch] = useState('');
  // Typing stays fluid over hundreds of commits: the list follows a moment later.
  const deferred = useDeferredValue(search);
  const commits = useMemo(() => filterCommits(info.version_info, deferred), [info, deferred]);
  const latest = info.version_info[0]?.hash;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Latest release: {formatUtc(info.latest_release_date)} UTC ·{' '}
        {formatCount(info.version_info.length)} commits
      </Text>
      <TextInput
        label="Search commits"
        description="By message, hash or author"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
      />
      <Text size="sm" c="dimmed" role="status">
        {deferred.trim() ? `${formatCount(commits.length)} found` : ''}
      </Text>
      {commits.length === 0 ? (
        <Alert variant="light" color="gray">
          {APP_VERSION_MESSAGES.noCommits}
        </Alert>
      ) : (
        <VirtualList
          items={commits}
          label="Commits"
          estimateSize={76}
          gap={8}
          getKey={(commit) => commit.hash}
          renderItem={(commit) => <CommitCard commit={commit} latest={commit.hash === latest} />}
        />
      )}
    </Stack>
  );
}

function CommitCard({ commit, latest }: { commit: Commit; latest: boolean }) {
  return (
    <Card withBorder padding="sm" aria-label={`${shortHash(commit.hash)} ${commit.message}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {commit.message}
          </Text>
          <Text size="xs" c="dimmed">
            {commit.author} · {formatUtc(commit.date)} UTC ·{' '}
            <Text span ff="monospace" size="xs" title={commit.hash}>
              {shortHash(commit.hash)}
            </Text>
          </Text>
        </Stack>
        {latest ? (
          <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
            {APP_VERSION_MESSAGES.latestCommit}
          </Badge>
        ) : null}
      </Group>
    </Card>
  );
}
