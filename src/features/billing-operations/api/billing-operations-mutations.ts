import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '@/lib/api/api-client';
import { idempotencyKeys } from '@/lib/api/idempotency';
import { useAccount } from '@/lib/session/use-session';
import { billingOperationQueries } from './billing-operations-queries';
import {
  type AddIncomeBody,
  AddIncomeAnswerSchema,
} from '@/contract/billing-operations/billing-operations-schemas';

export type IncomeInput = Pick<AddIncomeBody, 'client_id' | 'amount'> & { date: () => string };

/**
 * POST add_income. Money: a Save repeated after a lost answer (same client and amount) is sent
 * as the same write (its first date and Idempotency-Key), so it is never booked twice. The
 * balances, reports and transactions all change, so all are reloaded.
 */
export function useAddIncome() {
  const account = useAccount();
  const queryClient = useQueryClient();
  const keys = useRef(idempotencyKeys());
  const last = useRef<AddIncomeBody | null>(null);
  return useMutation({
    mutationFn: ({ client_id, amount, date }: IncomeInput) => {
      const repeat = last.current?.client_id === client_id && last.current.amount === amount;
      const body: AddIncomeBody = {
        client_id,
        amount,
        date: repeat && last.current ? last.current.date : date(),
      };
      last.current = body;
      return api('billing_operations/add_income', AddIncomeAnswerSchema, {
        method: 'POST',
        body,
        idempotencyKey: keys.current.keyFor(body),
      });
    },
    onSuccess: () => {
      keys.current.succeeded();
      last.current = null;
      return queryClient.invalidateQueries({ queryKey: billingOperationQueries.all(account) });
    },
  });
}
