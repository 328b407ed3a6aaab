import '@mantine/dates/styles.css';
import { Badge, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
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
  PriceCell,
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

type PriceRow = { cells: PriceCell[]; index: number };

// Band and plain price columns hold a short number; a price with its markup holds three parts on
// its one line (the price, the markup, the price with it).
const PLAIN_WIDTH = 110;
const MARKED_WIDTH = 190;

/** A price, with its markup and the price with it beside it when the tariff has one. */
function priceCell(cell: PriceCell | undefined, currency: string) {
  if (!cell) return null;
  if (!cell.markup || !cell.with_markup) return cellText(cell, currency);
  return (
    <>
      {cellText(cell, currency)}{' '}
      <Badge size="xs" variant="light" color="blue">
        {markupLabel(cell.markup, currency)}
      </Badge>{' '}
      <Text size="xs" c="dimmed" span>
        = {formatMoney(cell.with_markup, currency)}
      </Text>
    </>
  );
}

function PriceGrid({ prices }: { prices: BillingPrices }) {
  const columns = useMemo((): Column<PriceRow>[] => {
    const first = prices.fieldsValues[0] ?? [];
    const marked = first.some((cell) => cell.with_markup !== undefined);
    return prices.fields.map((field, index) => {
      const isPrice = first[index]?.is_price ?? false;
      return {
        header: field,
        width: isPrice && marked ? MARKED_WIDTH : PLAIN_WIDTH,
        align: 'right',
        cell: ({ cells }) => priceCell(cells[index], prices.currency),
      };
    });
  }, [prices]);
  const rows = useMemo(
    () => prices.fieldsValues.map((cells, index) => ({ cells, index })),
    [prices.fieldsValues],
  );
  return (
    <ListTable
      label="Prices"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.index}
      maxHeight={null}
    />
  );
}
