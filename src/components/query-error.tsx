import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import { isApiError } from '@/lib/api/api-error';
import { useOnline } from '@/lib/online';

export const LOAD_FAILED = "Can't get data from server!";
export const NOT_STORED = 'Not stored on this device';
export const NOT_STORED_TEXT =
  'This was not opened while online, so it cannot be shown offline yet.';

/**
 * The error block of a read whose first load failed (spec a section 8: 'Can't get data from
 * server!'); offline, a read that was never stored says so instead, and loads by itself once the
 * network is back (the query layer refetches on reconnect).
 */
export function QueryError({
  error,
  onRetry,
  title = LOAD_FAILED,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const online = useOnline();
  if (!online && isApiError(error) && error.failure.kind === 'network') {
    return (
      <Alert color="yellow" variant="light" icon={<IconWifiOff />} title={NOT_STORED} role="status">
        <Text size="sm">{NOT_STORED_TEXT}</Text>
      </Alert>
    );
  }
  const detail = isApiError(error) ? error.message : null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        {detail ? <Text size="sm">{detail}</Text> : null}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
