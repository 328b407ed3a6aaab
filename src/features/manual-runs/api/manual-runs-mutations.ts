import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import type { ManualRunKind } from '../manual-runs-rules';
import {
  type ManualManifestBody,
  ManualRunResultSchema,
  type ManualTrackingBody,
} from '@/contract/manual-runs/manual-runs-schemas';

// The runs (spec c section 7): the answer is the screen's result, not a change of any read the
// console holds (the reference server changes no parcel; decision 040), so nothing is reloaded.

const PATHS: Record<ManualRunKind, string> = {
  tracking: 'manual_tracking/process',
  manifest: 'manual_manifest/process',
};

export function useRunManual(kind: ManualRunKind) {
  return useMutation({
    mutationFn: (body: ManualTrackingBody | ManualManifestBody) =>
      api(PATHS[kind], ManualRunResultSchema, { method: 'POST', body }),
  });
}
