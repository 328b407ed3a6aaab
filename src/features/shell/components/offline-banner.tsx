import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { cachedAgo } from '@/lib/data-age';
import { useOnline } from '@/lib/online';

/** The oldest data any mounted screen shows: what "cached N min ago" speaks of. */
function useShownDataAge(enabled: boolean): number | null {
  const queryClient = useQueryClient();
  const [, tick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => tick((n) => n + 1), 15_000);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => tick((n) => n + 1));
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [enabled, queryClient]);
  if (!enabled) return null;
  const shown = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .map((query) => query.state.dataUpdatedAt)
    .filter((updatedAt) => updatedAt > 0);
  return shown.length > 0 ? Math.min(...shown) : null;
}

export function OfflineBanner() {
  const online = useOnline();
  const cachedAt = useShownDataAge(!online);
  if (online) return null;
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
