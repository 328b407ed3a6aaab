import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { QueryError } from '@/components/query-error';
import { formatMoney } from '@/contract/money';
import { useAccount } from '@/lib/session/use-session';
import { billingOperationQueries } from '../api/billing-operations-queries';
import { delayedRefetch, formatOperationDate } from '../billing-operations-rules';

/**
 * The 'Current balance' card (spec c sections 2 and 4): the client's balance in its currency and
 * its last transaction, refetched BALANCE_REFETCH_DELAY_MS after `change` changes (a filter or
 * the lists' data). A super admin sees it for the chosen client.
 */
export function BalanceCard({
  clientId,
  clientName,
  change,
}: {
  clientId: string | undefined;
  clientName?: string;
  change: string;
}) {
  const account = useAccount();
  const query = useQuery(billingOperationQueries.balance(account, clientId));
  const { refetch } = query;
  const scheduler = useRef<ReturnType<typeof delayedRefetch> | null>(null);
  const first = useRef(change);
  useEffect(() => {
    const pending = delayedRefetch(() => void refetch());
    scheduler.current = pending;
    return () => pending.cancel();
  }, [refetch]);
  useEffect(() => {
    // The first answer is the query's own load; later changes refetch after the delay.
    if (change === first.current) return;
    first.current = change;
    scheduler.current?.schedule();
  }, [change]);

  const balance = query.data;
  const negative = balance?.balance.startsWith('-') ?? false;
  return (
    <Card withBorder padding="md" component="section" aria-label="Current balance" maw={520}>
      <Stack gap={4}>
        <Title order={2} fz="h5">
          Current balance{clientName ? `: ${clientName}` : ''}
        </Title>
        {balance ? (
          <>
            <Text fz={28} fw={700} c={negative ? 'red.8' : undefined} data-testid="current-balance">
              {formatMoney(balance.balance, balance.currency)}
            </Text>
            {balance.last_transaction ? (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  Last transaction:
                </Text>
                <Text size="sm">
                  {balance.last_transaction.type},{' '}
                  {formatMoney(balance.last_transaction.amount, balance.currency)},{' '}
                  {formatOperationDate(balance.last_transaction.date)}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                No transactions yet
              </Text>
            )}
          </>
        ) : query.error ? (
          <QueryError error={query.error} onRetry={() => void refetch()} />
        ) : (
          <Loader size="sm" aria-label="Loading balance" />
        )}
      </Stack>
    </Card>
  );
}
