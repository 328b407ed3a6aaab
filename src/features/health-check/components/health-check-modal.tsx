import { Alert, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CopyTextButton, LoggedText } from '@/components/logged-text';
import { OfflineCopyNotice, RecordLoader, RecordModal } from '@/components/record-modal';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api/api-error';
import { headersText } from '@/lib/body-text';
import { formatUtc } from '@/lib/dayjs';
import { downloadText } from '@/lib/files';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { type HealthCheckKey, healthCheckQueries } from '../api/health-check-queries';
import type {
  HealthCheckCall,
  HealthCheckDetail,
} from '@/contract/health-check/health-check-schemas';
import {
  checkCallsText,
  checkUserText,
  checkStatusText,
  EMPTY_CHECK_TEXT,
  isFailedCheck,
  noCheckText,
} from '../health-status';

// The health-check details modal (spec b section 2): the carrier calls one check made, as blocks
// 'Request #n' and 'Response #n', its status badge, a copy and a .txt download of the whole.
// Opened by a check's id over the details list or the request log, or by the request that ran it.

function CallBlocks({ call, index }: { call: HealthCheckCall; index: number }) {
  const n = index + 1;
  return (
    <Stack gap="sm" component="section" aria-label={`Call ${n}`}>
      <Title order={3} size="h5">
        Request #{n}
      </Title>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {call.request.method} {call.request.url}
      </Text>
      <LoggedText label={`Request #${n} headers`} text={headersText(call.request.headers)} />
      <LoggedText label={`Request #${n} body`} text={call.request.body ?? ''} body />
      <Group gap="xs">
        <Title order={3} size="h5">
          Response #{n}
        </Title>
        <Badge
          variant="light"
          color={call.response.code >= 200 && call.response.code < 300 ? 'green' : 'red'}
        >
          {call.response.code === 0 ? 'No answer' : call.response.code}
        </Badge>
      </Group>
      <LoggedText label={`Response #${n} headers`} text={headersText(call.response.headers)} />
      <LoggedText label={`Response #${n} body`} text={call.response.body ?? ''} body />
    </Stack>
  );
}

function CheckBody({
  detail,
  onSwitch,
}: {
  detail: HealthCheckDetail;
  onSwitch?: (id: string) => void;
}) {
  const { users } = useCommonLists();
  const others = Object.entries(detail.healthCheckIds ?? {});
  const user = checkUserText(users, detail.user_id);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Group gap="sm">
          <Badge size="lg" variant="light" color={isFailedCheck(detail.status) ? 'red' : 'green'}>
            {checkStatusText(detail.status)}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatUtc(detail.date * 1000)} UTC · request {detail.requestId ?? '—'} · {user}
          </Text>
        </Group>
        {onSwitch && others.length > 1 ? (
          <Select
            label="Health check"
            size="xs"
            w={240}
            allowDeselect={false}
            data={others.map(([value, label]) => ({ value, label }))}
            value={String(detail.id)}
            onChange={(value) => {
              if (value) onSwitch(value);
            }}
          />
        ) : null}
      </Group>
      {detail.requestsList.length === 0 ? (
        <Alert color="gray">{EMPTY_CHECK_TEXT}</Alert>
      ) : (
        <>
          <Group gap="sm">
            <CopyTextButton label="Copy" value={checkCallsText(detail)} />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => downloadText(checkCallsText(detail), `health_check_${detail.id}.txt`)}
            >
              Download as txt
            </Button>
          </Group>
          {detail.requestsList.map((call, index) => (
            <CallBlocks key={index} call={call} index={index} />
          ))}
        </>
      )}
    </Stack>
  );
}

/**
 * The modal for one check. A check that is not there is said inside the modal in the spec's words
 * (it is not a failure to go back from: the request log links to checks that may have expired).
 */
export function HealthCheckModal({
  lookup,
  onClose,
  onSwitch,
}: {
  lookup: HealthCheckKey;
  onClose: () => void;
  /** Another check of the same request: the selector (spec b section 2). */
  onSwitch?: (id: string) => void;
}) {
  const query = useQuery({
    ...healthCheckQueries.detail(useAccount(), lookup),
    retryOnMount: false,
  });
  const detail = query.data;
  const shownId = 'id' in lookup ? lookup.id : lookup.request_id;
  const notFound = isApiError(query.error) && query.error.status === 404;
  const title = detail
    ? `Health check: ${[detail.label, detail.additionalLabel].filter(Boolean).join(' ')}`
    : 'Health check';
  return (
    <RecordModal details title={title} onClose={onClose} withCancel remember={Boolean(detail)}>
      {detail ? (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <CheckBody detail={detail} onSwitch={onSwitch} />
        </>
      ) : notFound ? (
        <Alert color="gray">{noCheckText(shownId)}</Alert>
      ) : query.error ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <RecordLoader label="Loading health check" />
      )}
    </RecordModal>
  );
}
