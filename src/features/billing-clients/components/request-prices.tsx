import { Badge, Button, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
import { formatMoney } from '@/contract/money';
import type {
  BillingClient,
  RequestPrice,
} from '@/contract/billing-clients/billing-clients-schemas';
import { PriceDetailsModal } from './price-details-modal';

// The per-request prices (spec c sections 2 and 6): each API request with its price in force;
// its details modal lists every price. A client user gets only active, non-empty requests (the
// server's answer already is so).

const keyOf = (request: RequestPrice) => `${request.request_method} ${request.uri}`;

export function RequestPrices({ client }: { client: BillingClient }) {
  const [open, setOpen] = useState<string | null>(null);
  const opened = client.request_prices.find((request) => keyOf(request) === open);
  const columns = useMemo(
    (): Column<RequestPrice>[] => [
      { header: 'Request', width: 200, rowHeader: true, cell: (request) => request.request_name },
      { header: 'Method', width: 90, cell: (request) => request.request_method },
      { header: 'URI', width: 200, cell: (request) => request.uri },
      {
        header: 'Active',
        width: 110,
        cell: (request) => (
          <Badge variant="light" color={request.is_active ? 'green' : 'gray'}>
            {request.is_active ? 'Active' : 'Inactive'}
          </Badge>
        ),
      },
      {
        header: 'Cost per req',
        width: 120,
        align: 'right',
        cell: (request) => {
          const current = request.prices.find((p) => p.status === 'active');
          return current ? formatMoney(current.price, client.currency) : '—';
        },
      },
      {
        header: 'Prices',
        width: 100,
        cell: (request) => (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Prices of ${request.request_name}`}
            onClick={() => setOpen(keyOf(request))}
          >
            Details
          </Button>
        ),
      },
    ],
    [client.currency],
  );
  if (client.request_prices.length === 0) return <Text c="dimmed">No request prices</Text>;
  return (
    <>
      <ListTable
        label="Request prices"
        columns={columns}
        rows={client.request_prices}
        rowKey={keyOf}
        maxHeight={null}
      />
      {opened ? (
        <PriceDetailsModal client={client} request={opened} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
