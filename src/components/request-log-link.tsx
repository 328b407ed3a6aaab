import { Anchor, Text } from '@mantine/core';
import { requestsLogHref } from '@/lib/links';

/**
 * A request id: a link to its requests in the request log for users allowed to open it (spec a
 * section 2), plain text otherwise, and `empty` when there is none ('No data' on pallets).
 */
export function RequestLogLink({
  requestId,
  canOpen,
  empty,
  label,
}: {
  requestId: string | null;
  canOpen: boolean;
  empty: string;
  label?: string;
}) {
  if (!requestId)
    return (
      <Text span inherit>
        {empty}
      </Text>
    );
  if (!canOpen) {
    return (
      <Text span inherit style={{ overflowWrap: 'anywhere' }}>
        {requestId}
      </Text>
    );
  }
  return (
    <Anchor
      href={requestsLogHref({ global_search: requestId })}
      aria-label={label}
      inherit
      style={{ overflowWrap: 'anywhere' }}
    >
      {requestId}
    </Anchor>
  );
}
