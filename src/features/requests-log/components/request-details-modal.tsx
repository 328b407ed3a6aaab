import { Anchor, Badge, Button, Grid, Group, Stack, Switch, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LabelledValue } from '@/components/labelled-value';
import { RouterAnchor } from '@/components/router-link';
import { SCREEN } from '@/config/access-urls';
import { useAccess } from '@/lib/access';
import { handOffToApiConsole, offerToApiConsole } from '@/lib/api-console-handoff';
import { CopyTextButton, LoggedText } from '@/components/logged-text';
import { OfflineCopyNotice, RecordLoader, RecordModal } from '@/components/record-modal';
import { RecordParamSwitch, useRecordQuery, useRecordRoute } from '@/components/record-route';
import { formatUtc } from '@/lib/dayjs';
import { formatCount } from '@/lib/format';
import { serviceHref, userHref } from '@/lib/links';
import type { CommonLists } from '@/contract/session/session-schemas';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { requestsLogQueries } from '../api/requests-log-queries';
import type { RequestLogDetail } from '@/contract/requests-log/requests-log-schemas';
import { apiConsolePaste, curlCommand } from '../curl';
import { byteSize, headersText } from '@/lib/body-text';
import { requestDataText } from '../request-body';
import { countryFlag, isSuccessCode, serviceNamesOf, userLoginOf } from '../requests-log-display';

// The request details modal over the request log (spec b section 2): what was sent and what was
// answered, each part copyable, and the request's facts in a sidebar. A failed load closes the
// modal by going back (spec b section 8).

const route = getRouteApi('/_app/requests_log/$id');

export function RequestDetailsModal() {
  const { id } = route.useParams();
  const record = useRecordRoute('/requests_log');
  return (
    <RecordParamSwitch data={id} onLoadFailed={record.goBack}>
      {(requestId) => <RequestDetails id={requestId} close={record.close} goBack={record.goBack} />}
    </RecordParamSwitch>
  );
}

function RequestDetails({
  id,
  close,
  goBack,
}: {
  id: string;
  close: () => void;
  goBack: () => void;
}) {
  const account = useAccount();
  const query = useRecordQuery(requestsLogQueries.detail(account, id), goBack);
  const detail = query.data;
  return (
    <RecordModal
      details
      withCancel={Boolean(detail)}
      title={detail ? `Request ${detail.requestId}` : 'Request'}
      onClose={close}
      remember={Boolean(detail)}
    >
      {detail ? (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <RequestParts detail={detail} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <RequestSidebar detail={detail} />
            </Grid.Col>
          </Grid>
        </>
      ) : (
        <RecordLoader label="Loading request" />
      )}
    </RecordModal>
  );
}

const userOf = (users: CommonLists['users'], id: number | null) =>
  id === null ? undefined : users.find((user) => user.id === id);

function RequestParts({ detail }: { detail: RequestLogDetail }) {
  const [reveal, setReveal] = useState(false);
  const lists = useCommonLists();
  // The console's paste format (spec c section 4): offered to who may use the console.
  const canUseConsole = useAccess().can(SCREEN.apiConsole);
  const navigate = useNavigate();
  const logged = {
    method: detail.request.method,
    url: detail.request.url ?? detail.uri,
    headers: detail.request.header,
    body: detail.request.body,
  };
  const consoleEntry = apiConsolePaste(logged, userOf(lists.users, detail.userId)?.login ?? null);
  // The command palette offers it too while these details are open (issue 18).
  useEffect(() => {
    if (!canUseConsole) return;
    offerToApiConsole(consoleEntry);
    return () => offerToApiConsole(null);
  }, [canUseConsole, consoleEntry]);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <CopyTextButton label="Copy Request data" value={requestDataText(detail)} />
        <CopyTextButton label="Copy as cURL" value={curlCommand(logged, { reveal })} />
        {canUseConsole ? (
          <>
            <CopyTextButton label="Copy for API console" value={consoleEntry} />
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                // In memory, never in the URL: a body may hold personal data (decision 038).
                handOffToApiConsole(consoleEntry);
                void navigate({ to: '/api_console' });
              }}
            >
              Open in API console
            </Button>
          </>
        ) : null}
        <Switch
          size="xs"
          label="Show API keys in cURL"
          checked={reveal}
          onChange={(event) => setReveal(event.currentTarget.checked)}
        />
      </Group>
      <Title order={3} size="h5">
        Request: {detail.request.method}
      </Title>
      <LoggedText label="Request header" text={headersText(detail.request.header)} />
      <LoggedText label="Request body" text={detail.request.body ?? ''} body />
      <Group gap="xs">
        <Title order={3} size="h5">
          Response
        </Title>
        <Badge color={isSuccessCode(detail.response.code) ? 'green' : 'red'} variant="light">
          {detail.response.code}
        </Badge>
      </Group>
      <LoggedText label="Response header" text={headersText(detail.response.header)} />
      <LoggedText label="Response body" text={detail.response.body ?? ''} body />
    </Stack>
  );
}

function RequestSidebar({ detail }: { detail: RequestLogDetail }) {
  const lists = useCommonLists();
  const access = useAccess();
  const canSeeHealth = access.can(SCREEN.healthcheck);
  return (
    <Stack gap="sm" component="aside" aria-label="Request facts">
      <LabelledValue label="Services">
        {access.can(SCREEN.services) && detail.services.length > 0 ? (
          <Stack gap={2}>
            {detail.services.map((id) => (
              <Anchor key={id} href={serviceHref(id)} size="sm">
                {serviceNamesOf(lists.services, [id])}
              </Anchor>
            ))}
          </Stack>
        ) : (
          serviceNamesOf(lists.services, detail.services)
        )}
      </LabelledValue>
      <LabelledValue label="Date (UTC)">{formatUtc(detail.requestTime * 1000)}</LabelledValue>
      <LabelledValue label="Execution time">{formatCount(detail.execTime)} ms</LabelledValue>
      <LabelledValue label="Inner time">{formatCount(detail.innerTime)} ms</LabelledValue>
      <LabelledValue label="Outer time">{formatCount(detail.outerTime)} ms</LabelledValue>
      <LabelledValue label="Method">{detail.requestMethod}</LabelledValue>
      <LabelledValue label="Uri">{detail.uri}</LabelledValue>
      <LabelledValue label="IP">
        {[countryFlag(detail.country), detail.ip ?? '—'].filter(Boolean).join(' ')}
      </LabelledValue>
      <LabelledValue label="User">
        {access.can(SCREEN.users) && userOf(lists.users, detail.userId) ? (
          <Anchor href={userHref(detail.userId!)} size="sm">
            {userLoginOf(lists.users, detail.userId)}
          </Anchor>
        ) : (
          userLoginOf(lists.users, detail.userId)
        )}
      </LabelledValue>
      <LabelledValue label="Memory usage">
        {detail.memoryUsage === null ? '—' : byteSize(detail.memoryUsage)}
      </LabelledValue>
      {canSeeHealth && Object.keys(detail.healthCheckIds).length > 0 ? (
        <LabelledValue label="Health check">
          <Stack gap={2}>
            {Object.entries(detail.healthCheckIds).map(([id, name]) => (
              <RouterAnchor
                key={id}
                to="/requests_log/request_details/$id"
                params={{ id }}
                search={true}
                size="sm"
              >
                {name}
              </RouterAnchor>
            ))}
          </Stack>
        </LabelledValue>
      ) : null}
    </Stack>
  );
}
