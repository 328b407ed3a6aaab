import { ActionIcon, Badge, Card, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { forwardRef, memo, useMemo, type AnchorHTMLAttributes } from 'react';
import { LabelledValue } from '@/components/labelled-value';
import { ListScreen } from '@/components/list/list-screen';
import type { Column } from '@/components/list/list-table';
import { useListRoute } from '@/components/list/use-list-route';
import { LIST_VIEW_KEYS } from '@/contract/constants';
import { optionNames } from '@/lib/list-options';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { billingClientQueries } from '../api/billing-clients-queries';
import {
  BILLING_MODEL_LABELS,
  type BillingClientList,
  type BillingClientRow,
} from '@/contract/billing-clients/billing-clients-schemas';
import {
  billingClientFilters,
  billingClientListParams,
  type BillingClientsSearch,
} from '../billing-clients-search';
import { FactGrid } from '@/components/fact-grid';

// /billing_clients (spec c section 2): the clients with their currency and billing model,
// filtered by users group and services (`users[]`, `services[]`); an eye opens a configured
// client, a plus one without a configuration yet, both at /billing_clients/{userId}.

type IconLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { 'aria-label': string };
const IconLinkBase = forwardRef<HTMLAnchorElement, IconLinkProps>((props, ref) => (
  <ActionIcon component="a" variant="subtle" ref={ref} {...props} />
));
IconLinkBase.displayName = 'IconLinkBase';
const IconLink = createLink(IconLinkBase);

export function ClientOpenLink({ client }: { client: BillingClientRow }) {
  const label = client.exists ? `Open ${client.name}` : `Configure ${client.name}`;
  return (
    <IconLink
      to="/billing_clients/$id"
      params={{ id: String(client.user_id) }}
      aria-label={label}
      title={label}
    >
      {client.exists ? <IconEye size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />}
    </IconLink>
  );
}

const modelOf = (client: BillingClientRow) =>
  client.exists ? BILLING_MODEL_LABELS[client.billing_model] : 'Not configured';

const columns: Column<BillingClientRow>[] = [
  { header: 'Client', width: 260, cell: (client) => client.name },
  { header: 'Currency', width: 100, cell: (client) => client.currency },
  { header: 'Billing model', width: 160, cell: modelOf },
  {
    header: 'Actions',
    width: 90,
    csv: false,
    cell: (client) => <ClientOpenLink client={client} />,
  },
];

const ClientCard = memo(function ClientCard({ client }: { client: BillingClientRow }) {
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={client.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {client.name}
          </Text>
          <ClientOpenLink client={client} />
        </Group>
        <FactGrid>
          <LabelledValue label="Currency">{client.currency}</LabelledValue>
          <LabelledValue label="Billing model">
            {client.exists ? (
              modelOf(client)
            ) : (
              <Badge variant="light" color="gray">
                {modelOf(client)}
              </Badge>
            )}
          </LabelledValue>
        </FactGrid>
      </Stack>
    </Card>
  );
});

const pageOf = (page: BillingClientList) => ({
  rows: page.clients,
  hasMoreItems: page.hasMoreItems,
  total: page.total,
});
const rowKey = (client: BillingClientRow) => client.user_id;

export function BillingClientsPage() {
  const account = useAccount();
  const lists = useCommonLists();
  const route = useListRoute<typeof billingClientFilters, BillingClientsSearch>(
    '/_app/billing_clients/',
    billingClientFilters,
  );
  const params = useMemo(() => billingClientListParams(route.params), [route.params]);
  const options = useMemo(() => {
    const users = lists.clients
      .map((c) => ({ value: String(c.userId), label: c.name }))
      .sort((a, b) => a.label.localeCompare(b.label));
    const services = lists.billingServices.map((s) => ({ value: String(s.id), label: s.name }));
    return { users, services, names: optionNames({ users, services }) };
  }, [lists]);

  return (
    <ListScreen
      title="Configuration"
      route={route}
      query={billingClientQueries.list(account, params)}
      queryAt={(page, quantity) =>
        billingClientQueries.list(account, { ...params, page, quantity })
      }
      exportName="Billing clients"
      pageOf={pageOf}
      rowKey={rowKey}
      viewKey={LIST_VIEW_KEYS.billingClients}
      columns={columns}
      card={(client) => <ClientCard client={client} />}
      withMode={false}
      names={options.names}
      fields={(form) => (
        <>
          <MultiSelect
            label="Users group"
            data={options.users}
            searchable
            {...form.getInputProps('users')}
          />
          <MultiSelect
            label="Services"
            data={options.services}
            searchable
            {...form.getInputProps('services')}
          />
        </>
      )}
    />
  );
}
