import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { cachedAgo } from '@/lib/data-age';
import { useShownDataOffline } from '@/lib/offline/shown-queries';
import { useAccounts } from '@/lib/session/accounts-store';

/** Offline, says so, and how old the data on screen is; never 'cached' when none is shown. */
export function OfflineBanner() {
  const shown = useShownDataOffline(useAccounts().current);
  if (!shown) return null;
  const cachedAt = shown.oldest;
  return (
    <Group
      role="status"
      gap="xs"
      justify="center"
      py={4}
      px="md"
      bg="var(--mantine-color-yellow-light)"
      c="var(--mantine-color-text)"
    >
      <IconWifiOff size={16} aria-hidden />
      <Text size="sm">
        You are offline.{' '}
        {cachedAt ? `Showing data ${cachedAgo(cachedAt)}.` : 'Changes need a connection.'}
      </Text>
    </Group>
  );
}
