import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { notifySuccess } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { billingClientQueries } from './billing-clients-queries';
import {
  BillingMessageSchema,
  type DeleteEntryBody,
  type SaveBillingModelBody,
  type SaveClientBody,
  type SaveMarkupBody,
  type SaveNotificationsBody,
  type SavePriceBody,
} from '@/contract/billing-clients/billing-clients-schemas';

// The billing clients' writes (spec c section 7): each shows the server's message as a success
// notice and reloads every billing clients read (the list shows the model and the plus icon, the
// record everything), through the factory.

type Writes = {
  save_client: SaveClientBody;
  save_markup: SaveMarkupBody;
  delete_markup: DeleteEntryBody;
  save_billing_model: SaveBillingModelBody;
  save_price: SavePriceBody;
  delete_price: DeleteEntryBody;
  saveNotifications: SaveNotificationsBody;
};

export function useBillingClientWrite<K extends keyof Writes>(path: K) {
  const account = useAccount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Writes[K]) =>
      api(`billing_clients/${path}`, BillingMessageSchema, { method: 'POST', body }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: billingClientQueries.all(account) });
    },
  });
}
