import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import {
  ManualManifestServicesSchema,
  type ManualRunKind,
  type ManualRunServices,
  ManualTrackingServicesSchema,
} from '@/contract/manual-runs/manual-runs-schemas';

type AccountRef = Pick<Account, 'id'>;

// The services lists of the two screens (spec c section 7), kept on the device for offline
// reading like every account read (decision 018). Re-manifest has no events to delete.

export const manualRunQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'manual-runs'] as const,
  services: (account: AccountRef, kind: ManualRunKind) =>
    queryOptions({
      queryKey: [...manualRunQueries.all(account), kind],
      queryFn: ({ signal }): Promise<ManualRunServices> =>
        kind === 'tracking'
          ? api('manual_tracking', ManualTrackingServicesSchema, { signal })
          : api('manual_manifest', ManualManifestServicesSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
};
