import '@mantine/dates/styles.css';
import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { RequiresNetwork } from '@/components/requires-network';
import { downloadServerCsv } from '@/lib/server-csv-download';
import { formatMoney } from '@/contract/money';
import { notifyFailure } from '@/lib/notify';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { billingPriceQueries, fetchPricesFile } from '../api/billing-prices-queries';
import type {
  BillingPrices,
  BillingPricesQuery,
} from '@/contract/billing-prices/billing-prices-schemas';
import { type BillingPricesSearch, pricesDayOf, pricesQueryOf } from '../billing-prices-search';
import {
  cellText,
  dayOfPicker,
  formatTariffDay,
  markupLabel,
  pickerValueOf,
  pricesFallbackName,
} from '../billing-prices-rules';

// /billing_prices (spec c sections 2, 5, 7): the date (applied at once), the client (a super
// admin's, required, searchable) and the carrier service (required), all in the URL; the tariff
// in force that day with its effective and expiration dates, the markup beside each price and
// 'Download prices'. Discard goes back to today with nothing chosen.

const route = getRouteApi('/_app/billing_prices');

export function BillingPricesPage() {
  const lists = useCommonLists();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const admin = lists.currentUser.isSuperAdmin;
  const [today] = useState(() => pricesDayOf(Date.now()));
  const query = pricesQueryOf(search, admin, today);
  const day = search.date ?? today;
  const set = (next: Partial<BillingPricesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }) });
  const clients = useMemo(
    () =>
      lists.clients
        .map((c) => ({ value: String(c.userId), label: c.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [lists.clients],
  );
  const services = useMemo(
    () => lists.billingServices.map((s) => ({ value: String(s.id), label: s.name })),
    [lists.billingServices],
  );
  const idOf = (value: string | null) => (value ? Number(value) : undefined);

  return (
    <Stack gap="md">
      <Title order={1}>Prices</Title>
      <Paper withBorder p="md" component="section" aria-label="Filter">
        <Group align="flex-end" gap="sm">
          <DateInput
            label="Date"
            valueFormat="DD-MM-YYYY"
            value={pickerValueOf(day)}
            onChange={(value) => value && set({ date: dayOfPicker(value) })}
          />
          {admin ? (
            <Select
              label="Client"
              withAsterisk
              searchable
              data={clients}
              value={search.client_id === undefined ? null : String(search.client_id)}
              onChange={(value) => set({ client_id: idOf(value) })}
              error={search.service_id !== undefined && search.client_id === undefined}
            />
          ) : null}
          <Select
            label="Carrier service"
            withAsterisk
            searchable
            data={services}
            value={search.service_id === undefined ? null : String(search.service_id)}
            onChange={(value) => set({ service_id: idOf(value) })}
          />
          <Button variant="default" onClick={() => void navigate({ search: {} })}>
            Discard
          </Button>
        </Group>
      </Paper>
      {query ? (
        <PricesTable query={query} />
      ) : (
        <Text c="dimmed">
          {admin ? 'Choose a client and a carrier service.' : 'Choose a carrier service.'}
        </Text>
      )}
    </Stack>
  );
}

function PricesTable({ query }: { query: BillingPricesQuery }) {
  const table = useQuery(billingPriceQueries.table(useAccount(), query));
  const [busy, setBusy] = useState(false);
  if (!table.data) {
    return table.error ? (
      <QueryError error={table.error} onRetry={() => void table.refetch()} />
    ) : (
      <Loader aria-label="Loading" />
    );
  }
  const prices = table.data;
  const download = async () => {
    setBusy(true);
    try {
      await downloadServerCsv(await fetchPricesFile(query), pricesFallbackName(query.date));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="lg">
          <Text size="sm">Effective date: {formatTariffDay(prices.start_date)}</Text>
          <Text size="sm">Expiration date: {formatTariffDay(prices.end_date)}</Text>
        </Group>
        <RequiresNetwork>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy}
            disabled={prices.fieldsValues.length === 0}
            onClick={() => void download()}
          >
            Download prices
          </Button>
        </RequiresNetwork>
      </Group>
      {prices.fieldsValues.length === 0 ? (
        <Text c="dimmed">No prices for this date</Text>
      ) : (
        <PriceGrid prices={prices} />
      )}
    </Stack>
  );
}

function PriceGrid({ prices }: { prices: BillingPrices }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-label="Prices">
        <Table.Thead>
          <Table.Tr>
            {prices.fields.map((field) => (
              <Table.Th key={field}>{field}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prices.fieldsValues.map((row, index) => (
            <Table.Tr key={index}>
              {row.map((cell, column) => (
                <Table.Td key={column}>
                  <Text size="sm" span>
                    {cellText(cell, prices.currency)}
                  </Text>
                  {cell.markup && cell.with_markup ? (
                    <Group gap={4} wrap="nowrap" mt={2}>
                      <Badge size="xs" variant="light" color="blue">
                        {markupLabel(cell.markup, prices.currency)}
                      </Badge>
                      <Text size="xs" c="dimmed" span>
                        = {formatMoney(cell.with_markup, prices.currency)}
                      </Text>
                    </Group>
                  ) : null}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
