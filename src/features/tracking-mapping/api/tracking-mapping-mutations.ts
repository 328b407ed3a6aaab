import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { useAccount } from '@/lib/session/use-session';
import { withItemStatus } from '../tracking-mapping-rules';
import { trackingMappingQueries } from './tracking-mapping-queries';
import {
  type CreateTrackingMappingBody,
  CreateTrackingMappingAnswerSchema,
  type SaveTrackingStatusBody,
  SaveTrackingStatusAnswerSchema,
  type TrackingMappingPage,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';

// The list's writes (spec c sections 4 and 7). A status save shows in every cached page at once
// and reloads the area (list and overview) when answered; a refused one goes back with the
// reload. The delete is the undo queue's (components/use-delete-mapping.ts).

/** POST /tracking_mapping/save {id, status, remap_old}: a change, or its undo. */
export function useSaveTrackingStatus() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: (body: SaveTrackingStatusBody) =>
      api('tracking_mapping/save', SaveTrackingStatusAnswerSchema, { method: 'POST', body }),
    onMutate: async (body) => {
      const lists = trackingMappingQueries.lists(account);
      await queryClient.cancelQueries({ queryKey: lists });
      queryClient.setQueriesData<TrackingMappingPage>({ queryKey: lists }, (page) =>
        withItemStatus(page, body.id, body.status),
      );
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: trackingMappingQueries.all(account) }),
  });
}

/** POST /tracking_mapping/create; the list (and overview) reload with the new mapping. */
export function useCreateTrackingMapping() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: (body: CreateTrackingMappingBody) =>
      api('tracking_mapping/create', CreateTrackingMappingAnswerSchema, { method: 'POST', body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: trackingMappingQueries.all(account) }),
  });
}
