import { Button, Group, Select, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { billingOperationQueries } from '../api/billing-operations-queries';
import {
  BILLING_OPERATIONS_TABS,
  type BillingOperationsTab,
  chooseClient,
  reportsFilterOf,
  transactionsFilterOf,
} from '../billing-operations-search';
import { AddIncomeModal } from './add-income-modal';
import { BalanceCard } from './balance-card';
import { ReportsTab } from './reports-tab';
import { TransactionsTab } from './transactions-tab';
import { useOperationsRoute } from './use-operations-route';

// /billing_operations (spec c sections 2-9, decisions 043 and 047): a super admin filters by
// client and adds income (with its action URL); a client user sees its 'Current balance'. Tabs
// Reports and Transactions logs, the open one in `tab`, each with its own filter and page.

const TAB_LABELS: Readonly<Record<BillingOperationsTab, string>> = {
  reports: 'Reports',
  transactions: 'Transactions logs',
};

const isTab = (value: string | null): value is BillingOperationsTab =>
  (BILLING_OPERATIONS_TABS as readonly (string | null)[]).includes(value);

export function BillingOperationsPage() {
  const account = useAccount();
  const superAdmin = useCommonLists().currentUser.isSuperAdmin;
  const canAddIncome = useAccess().can(WRITE_ACTION.addIncome);
  const { search, patch } = useOperationsRoute();
  const lists = useQuery(billingOperationQueries.lists(account));
  const [adding, setAdding] = useState(false);
  const [dataVersion, setDataVersion] = useState(0);
  const onData = useCallback((updatedAt: number) => setDataVersion(updatedAt), []);

  const clients = useMemo(() => lists.data?.clients ?? [], [lists.data]);
  const names = useMemo(() => new Map(clients.map((c) => [c.id, c.name])), [clients]);
  const clientId = superAdmin ? search.client_id : undefined;
  const chosen = clients.find((c) => String(c.id) === clientId);
  // A client user's calls are its own account: a client in its URL means nothing, so it goes.
  const strayClient = !superAdmin && search.client_id !== undefined;
  useEffect(() => {
    if (strayClient) patch({ client_id: undefined }, true);
  }, [strayClient, patch]);
  // What the balance is refetched after (spec c section 4): either tab's filter, the client, the
  // lists' data.
  const change = JSON.stringify([
    reportsFilterOf(search),
    transactionsFilterOf(search),
    search.client_id,
    dataVersion,
  ]);

  if (!lists.data && lists.error) {
    return (
      <Stack gap="md">
        <Title order={1}>Operations</Title>
        <QueryError error={lists.error} onRetry={() => void lists.refetch()} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Operations</Title>
        {superAdmin && canAddIncome ? (
          <RequiresNetwork>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add income
            </Button>
          </RequiresNetwork>
        ) : null}
      </Group>
      {superAdmin ? (
        <Select
          label="Client"
          placeholder="All clients"
          searchable
          clearable
          maw={360}
          data={clients.map((c) => ({ value: String(c.id), label: c.name }))}
          value={clientId ?? null}
          onChange={(value) => patch(chooseClient(value))}
        />
      ) : null}
      {!superAdmin || chosen ? (
        <BalanceCard clientId={clientId} clientName={chosen?.name} change={change} />
      ) : null}
      <Tabs
        keepMounted={false}
        value={search.tab}
        onChange={(value) => {
          if (isTab(value)) patch({ tab: value });
        }}
      >
        <Tabs.List aria-label="Operations" mb="md">
          {BILLING_OPERATIONS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="reports">
          <ReportsTab
            clientId={clientId}
            superAdmin={superAdmin}
            names={names}
            endPoints={lists.data?.endPoints ?? []}
            onData={onData}
          />
        </Tabs.Panel>
        <Tabs.Panel value="transactions">
          <TransactionsTab
            clientId={clientId}
            superAdmin={superAdmin}
            names={names}
            onData={onData}
          />
        </Tabs.Panel>
      </Tabs>
      {adding ? (
        <AddIncomeModal
          clients={clients}
          initialClient={clientId}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Stack>
  );
}
