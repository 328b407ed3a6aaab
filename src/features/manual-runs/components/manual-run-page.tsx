import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { OfflineCopyNotice } from '@/components/record-modal';
import { useAccount } from '@/lib/session/use-session';
import { manualRunQueries } from '../api/manual-runs-queries';
import type { ManualRunResult } from '@/contract/manual-runs/manual-runs-schemas';
import type { ManualRunKind } from '../manual-runs-rules';
import { ManualRunForm } from './manual-run-form';
import { ManualRunResults } from './manual-run-results';

// /manual_tracking and /manual_manifest (spec c section 2: 'same layout'): the run form beside
// its result. The services lists are read like every account read, so the form opens offline
// from the device copy (runs wait for the network).

export const MANUAL_RUN_TITLES: Record<ManualRunKind, string> = {
  tracking: 'Manual tracking',
  manifest: 'Re-manifesting',
};

export function ManualRunPage({ kind }: { kind: ManualRunKind }) {
  const account = useAccount();
  const query = useQuery(manualRunQueries.services(account, kind));
  const [result, setResult] = useState<ManualRunResult | null>(null);

  return (
    <Stack gap="md">
      <Title order={1}>{MANUAL_RUN_TITLES[kind]}</Title>
      {query.data === undefined ? (
        query.error ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loader aria-label="Loading" />
        )
      ) : (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
            {/* A new kind is a new form: nothing typed for one run carries into the other. */}
            <ManualRunForm key={kind} kind={kind} lists={query.data} onResult={setResult} />
            <Stack gap="sm" component="section" aria-label="Result">
              {result ? (
                <ManualRunResults result={result} />
              ) : (
                <Text size="sm" c="dimmed">
                  The result of a run shows here: its errors and successes, each with its tracking
                  numbers.
                </Text>
              )}
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
