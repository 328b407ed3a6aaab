import { Anchor, List, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { cachedAgo } from '@/lib/data-age';
import type { RecentRecord } from '@/lib/offline/offline-cache';
import { accountsStore } from '@/lib/session/accounts-store';

/** Where a cached record opens: its details modal over its list. */
export function recordPath(entity: string, id: string): string {
  return `/${entity}s/${encodeURIComponent(id)}`;
}

/** What can still be read offline: the account's recently opened records, newest first. */
export function OfflineRecords() {
  const router = useRouter();
  const [records, setRecords] = useState<RecentRecord[] | null>(null);
  useEffect(() => {
    const account = accountsStore.getState().current;
    if (!account) return;
    let alive = true;
    void import('@/lib/offline/offline-cache')
      .then(({ recentRecords }) => recentRecords(account))
      .then((found) => alive && setRecords(found));
    return () => {
      alive = false;
    };
  }, []);
  if (!records) return null;
  if (records.length === 0) {
    return <Text size="sm">Nothing is stored on this device for reading offline yet.</Text>;
  }
  return (
    <Stack gap={4} ta="left">
      <Text fw={600} size="sm">
        Available offline
      </Text>
      <List size="sm" spacing={4}>
        {records.map((record) => {
          const href = recordPath(record.entity, record.id);
          return (
            <List.Item key={`${record.entity}-${record.id}`}>
              <Anchor
                href={`${router.options.basepath ?? ''}${href}`.replace(/\/{2,}/g, '/')}
                onClick={(event) => {
                  event.preventDefault();
                  void router.navigate({ href });
                }}
              >
                {record.title}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                ({cachedAgo(record.cachedAt)})
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
