import { Badge } from '@mantine/core';
import type { EntryStatus } from '@/contract/billing-clients/billing-clients-schemas';
import { STATUS_COLOR } from '../billing-rules';

/** A markup's or a price's status (spec c section 4: active green, upcoming blue, others gray). */
export function StatusBadge({ status }: { status: EntryStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {status}
    </Badge>
  );
}
