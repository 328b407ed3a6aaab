import { Alert, Breadcrumbs, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { QueryError } from '@/components/query-error';
import { OfflineCopyNotice } from '@/components/record-modal';
import { RouterAnchor } from '@/components/router-link';
import { entityIdMessage, parseEntityId } from '@/lib/entity-id';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { billingClientQueries } from '../api/billing-clients-queries';
import type { BillingClient } from '@/contract/billing-clients/billing-clients-schemas';
import { BILLING_CLIENT_TAB_KEY, type BillingClientTab } from '../billing-clients-search';
import { showsConditions } from '../billing-rules';
import { ConditionsTab } from './conditions-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';

// /billing_clients/{userId} (spec c section 2): the breadcrumb for those who have the list
// (super admins), and the tabs Profile, Billing conditions (super admins, or clients billed per
// request) and Notifications, the last two disabled until the client has loaded. The tab lives
// in the URL (`tab_billing_client_view`); a failed load (another client's record: 403) is the
// page's error block.

export function BillingClientPage({ id }: { id: string }) {
  const userId = parseEntityId(id);
  return (
    <Stack gap="md">
      {userId === null ? (
        <>
          <Title order={1}>Configuration</Title>
          <Alert color="red" variant="light" role="alert" title="Not found">
            {entityIdMessage(id)}
          </Alert>
        </>
      ) : (
        <ClientRecord userId={userId} />
      )}
    </Stack>
  );
}

function ClientRecord({ userId }: { userId: number }) {
  const account = useAccount();
  const { currentUser } = useCommonLists();
  const query = useQuery({ ...billingClientQueries.detail(account, userId), retryOnMount: false });
  const client = query.data;
  const search = useSearch({ from: '/_app/billing_clients/$id' });
  const navigate = useNavigate({ from: '/billing_clients/$id' });
  const conditions = showsConditions(currentUser.isSuperAdmin, client?.billing_model);
  const asked = search[BILLING_CLIENT_TAB_KEY];
  const tab: BillingClientTab =
    !client || (asked === 'conditions' && !conditions) ? 'profile' : asked;
  const setTab = (next: string | null) =>
    void navigate({
      search: (prev) => ({ ...prev, [BILLING_CLIENT_TAB_KEY]: next as BillingClientTab }),
      replace: true,
    });

  return (
    <>
      {currentUser.isSuperAdmin ? (
        <nav aria-label="Breadcrumb">
          <Breadcrumbs>
            <RouterAnchor to="/billing_clients">Configuration</RouterAnchor>
            <Text>{client?.name ?? '…'}</Text>
          </Breadcrumbs>
        </nav>
      ) : null}
      <Title order={1}>{client?.name ?? 'Configuration'}</Title>
      {client ? <OfflineCopyNotice updatedAt={query.dataUpdatedAt} /> : null}
      {client && !client.exists ? (
        <Alert color="blue" variant="light" role="status">
          This client has no billing configuration yet: saving its profile creates it.
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          {conditions ? (
            <Tabs.Tab value="conditions" disabled={!client?.exists}>
              Billing conditions
            </Tabs.Tab>
          ) : null}
          <Tabs.Tab value="notifications" disabled={!client?.exists}>
            Notifications
          </Tabs.Tab>
        </Tabs.List>
        <ClientPanels query={query} client={client} conditions={conditions} />
      </Tabs>
    </>
  );
}

function ClientPanels({
  query,
  client,
  conditions,
}: {
  query: { error: unknown; refetch: () => unknown };
  client: BillingClient | undefined;
  conditions: boolean;
}) {
  if (!client) {
    return (
      <Stack pt="md">
        {query.error ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loader aria-label="Loading" />
        )}
      </Stack>
    );
  }
  return (
    <>
      <Tabs.Panel value="profile" pt="md">
        <ProfileTab key={client.user_id} client={client} />
      </Tabs.Panel>
      {conditions && client.exists ? (
        <Tabs.Panel value="conditions" pt="md">
          <ConditionsTab client={client} />
        </Tabs.Panel>
      ) : null}
      {client.exists ? (
        <Tabs.Panel value="notifications" pt="md">
          <NotificationsTab key={client.user_id} client={client} />
        </Tabs.Panel>
      ) : null}
    </>
  );
}
