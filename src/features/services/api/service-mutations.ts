import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import { useAccount } from '@/lib/session/use-session';
import { serviceQueries } from './services-queries';
import {
  type CreateBarcodeRangeBody,
  CreatedBarcodeRangeSchema,
} from '@/contract/shared/barcode-range-schemas';
import {
  MessageSchema,
  type SaveLogoBodySchema,
  type SaveMaintenanceBody,
} from '@/contract/services/services-schemas';

// The service's own writes of the list-and-modal screens (spec b section 7): its logo, its
// maintenance windows and a barcode range of one of its users. Each one reloads the service and
// the list, whose cards show the logo and the maintenance state.

function useServiceWrite<Body, Answer>(serviceId: number, send: (body: Body) => Promise<Answer>) {
  const account = useAccount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: serviceQueries.detail(account, String(serviceId)).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: serviceQueries.list(account).queryKey }),
      ]),
  });
}

/** POST /services/save_logo with the image as a data URL. */
export const useSaveLogo = (serviceId: number) =>
  useServiceWrite(serviceId, (logo: string) =>
    api('services/save_logo', MessageSchema, {
      method: 'POST',
      body: { service_id: serviceId, logo } satisfies v.InferInput<typeof SaveLogoBodySchema>,
    }),
  );

/** POST /services/saveMaintenance: a new window, or an existing one with its id. */
export const useSaveMaintenance = (serviceId: number) =>
  useServiceWrite(serviceId, (body: SaveMaintenanceBody) =>
    api('services/saveMaintenance', MessageSchema, { method: 'POST', body }),
  );

/** POST /services/deleteMaintenance. */
export const useDeleteMaintenance = (serviceId: number) =>
  useServiceWrite(serviceId, (id: number) =>
    api('services/deleteMaintenance', MessageSchema, { method: 'POST', body: { id } }),
  );

/** POST /barcode_ranges/create; the new range shows in the service's accounts. */
export const useCreateBarcodeRange = (serviceId: number) =>
  useServiceWrite(serviceId, (body: CreateBarcodeRangeBody) =>
    api('barcode_ranges/create', CreatedBarcodeRangeSchema, { method: 'POST', body }),
  );
