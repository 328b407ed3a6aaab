import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import {
  type CreateBarcodeRangeBody,
  CreatedBarcodeRangeSchema,
  type ToggleNotificationsBody,
} from '@/contract/shared/barcode-range-schemas';
import { useAccount } from '@/lib/session/use-session';
import { groupKey, withNotifications } from '../barcode-ranges-rules';
import { barcodeRangeQueries } from './barcode-ranges-queries';
import type { BarcodeRangeGroup } from '@/contract/barcode-ranges/barcode-ranges-schemas';

// The page's writes (spec b section 7). Create and delete reload the list; the notifications
// switch is optimistic (spec b section 4): the cached list changes at once and goes back as it
// was when the server refuses.

const MessageSchema = v.object({ message: v.string() });

function useListKey() {
  return barcodeRangeQueries.list(useAccount()).queryKey;
}

/** POST /barcode_ranges/create. */
export function useCreateBarcodeRange() {
  const queryClient = useQueryClient();
  const queryKey = useListKey();
  return useMutation({
    mutationFn: (body: CreateBarcodeRangeBody) =>
      api('barcode_ranges/create', CreatedBarcodeRangeSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** POST /barcode_ranges/delete. */
export function useDeleteBarcodeRange() {
  const queryClient = useQueryClient();
  const queryKey = useListKey();
  return useMutation({
    mutationFn: (id: number) =>
      api('barcode_ranges/delete', MessageSchema, { method: 'POST', body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** POST /barcode_ranges/toggle_notifications, shown before the server answers. */
export function useToggleNotifications() {
  const queryClient = useQueryClient();
  const queryKey = useListKey();
  return useMutation({
    mutationFn: (body: ToggleNotificationsBody) =>
      api('barcode_ranges/toggle_notifications', MessageSchema, { method: 'POST', body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey });
      const key = groupKey(body);
      const before = queryClient.getQueryData<BarcodeRangeGroup[]>(queryKey);
      queryClient.setQueryData(queryKey, (groups: BarcodeRangeGroup[] | undefined) =>
        withNotifications(groups, key, body.notifications),
      );
      return { key, was: before?.find((group) => groupKey(group) === key)?.notifications };
    },
    // Only the group that failed goes back: another switch changed meanwhile keeps its state.
    onError: (_error, _body, context) => {
      if (context?.was === undefined) return;
      queryClient.setQueryData(queryKey, (groups: BarcodeRangeGroup[] | undefined) =>
        withNotifications(groups, context.key, context.was!),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
