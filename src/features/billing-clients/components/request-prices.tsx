import { Badge, Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
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
  if (client.request_prices.length === 0) return <Text c="dimmed">No request prices</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label="Request prices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Request</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th>URI</Table.Th>
              <Table.Th>Active</Table.Th>
              <Table.Th>Cost per req</Table.Th>
              <Table.Th>Prices</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {client.request_prices.map((request) => {
              const current = request.prices.find((p) => p.status === 'active');
              return (
                <Table.Tr key={keyOf(request)}>
                  <Table.Td>{request.request_name}</Table.Td>
                  <Table.Td>{request.request_method}</Table.Td>
                  <Table.Td>{request.uri}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={request.is_active ? 'green' : 'gray'}>
                      {request.is_active ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{current ? formatMoney(current.price, client.currency) : '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Prices of ${request.request_name}`}
                      onClick={() => setOpen(keyOf(request))}
                    >
                      Details
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {opened ? (
        <PriceDetailsModal client={client} request={opened} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
