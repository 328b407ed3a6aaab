import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Visit } from '@/lib/offline/offline-cache';
import { accountsStore } from '@/lib/session/accounts-store';

function openedAgo(at: number, now = Date.now()): string {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return 'opened just now';
  if (minutes < 60) return `opened ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `opened ${hours} h ago` : `opened ${Math.floor(hours / 24)} d ago`;
}

function VisitList({ title, visits }: { title: string; visits: Visit[] }) {
  const router = useRouter();
  if (visits.length === 0) return null;
  return (
    <Stack gap={4} ta="left">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <List size="sm" spacing={4} aria-label={title}>
        {visits.map((visit) => (
          <List.Item key={visit.href}>
            <Anchor
              href={`${router.options.basepath ?? ''}${visit.href}`.replace(/\/{2,}/g, '/')}
              onClick={(event) => {
                event.preventDefault();
                void router.navigate({ href: visit.href });
              }}
            >
              {visit.title}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              ({openedAgo(visit.visitedAt)})
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** What can still be read offline: the account's visited screens and opened records. */
export function OfflineLinks() {
  const [visits, setVisits] = useState<Visit[] | null>(null);
  useEffect(() => {
    const account = accountsStore.getState().current;
    if (!account) return;
    let alive = true;
    void import('@/lib/offline/offline-cache')
      .then(({ recentVisits }) => recentVisits(account))
      .then((found) => alive && setVisits(found));
    return () => {
      alive = false;
    };
  }, []);
  if (!visits) return null;
  if (visits.length === 0) {
    return <Text size="sm">Nothing is stored on this device for reading offline yet.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" w="100%">
      <VisitList title="Screens" visits={visits.filter((visit) => visit.kind === 'screen')} />
      <VisitList title="Records" visits={visits.filter((visit) => visit.kind === 'record')} />
    </SimpleGrid>
  );
}
