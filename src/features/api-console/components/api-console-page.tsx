import { Grid, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OfflineCopyNotice } from '@/components/record-modal';
import { QueryError } from '@/components/query-error';
import { useAccount } from '@/lib/session/use-session';
import { apiConsoleQueries } from '../api/api-console-queries';
import { useSendApiRequest } from '../api/api-console-mutations';
import { RequestPanel } from './request-panel';
import { ResponsePanel } from './response-panel';

// /api_console (spec c section 2): the request panel on the left, the response on the right.
// Its lists (URLs and users) are readable offline from the device copy; sending needs the
// network and the action URL.

export function ApiConsolePage() {
  const account = useAccount();
  const query = useQuery(apiConsoleQueries.data(account));
  const send = useSendApiRequest();
  return (
    <Stack gap="md">
      <Title order={1}>API console</Title>
      {query.data ? (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <RequestPanel data={query.data} send={send} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <ResponsePanel answer={send.data} error={send.error} pending={send.isPending} />
            </Grid.Col>
          </Grid>
        </>
      ) : query.error ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Loader aria-label="Loading API console" />
      )}
    </Stack>
  );
}
