import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { requestsLogHref } from '@/lib/links';
import { formatMoney } from '@/contract/money';
import type { LinkData } from '@/contract/billing-operations/billing-operations-schemas';

/** An amount in its currency, red below zero (formatMoney: exact for a decimal string). */
export function Money({ amount, currency }: { amount: string | null; currency: string }) {
  if (amount === null) return null;
  return (
    <Text
      span
      inherit
      c={amount.startsWith('-') ? 'red.8' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatMoney(amount, currency)}
    </Text>
  );
}

/** Text that opens the request log with the row's link data, for users allowed to open it. */
export function RequestLogDataLink({
  data,
  canOpen,
  label,
  children,
}: {
  data: LinkData;
  canOpen: boolean;
  label: string;
  children: ReactNode;
}) {
  if (!data || !canOpen) return <>{children}</>;
  return (
    <Anchor href={requestsLogHref(data)} inherit aria-label={label}>
      {children}
    </Anchor>
  );
}
