import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import {
  LabelAnswerSchema,
  LabelBuilderFieldsSchema,
  LabelPrintHashSchema,
  type LabelSettings,
} from '@/contract/label-builder/label-builder-schemas';

type AccountRef = Pick<Account, 'id'>;

// The label builder's reads (spec c section 7). Both are kept on the device (decision 018): the
// fields for offline use of the form, a label for reopening its link offline.

export const labelBuilderQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'label-builder'] as const,
  fields: (account: AccountRef) =>
    queryOptions({
      queryKey: [...labelBuilderQueries.all(account), 'fields'],
      queryFn: ({ signal }) => api('label_builder', LabelBuilderFieldsSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** The same settings give the same label: asked once, never polled. */
  label: (account: AccountRef, settings: LabelSettings) =>
    queryOptions({
      queryKey: [...labelBuilderQueries.all(account), 'label', settings],
      queryFn: ({ signal }) =>
        api('label_builder/get_label', LabelAnswerSchema, { query: settings, signal }),
      staleTime: Infinity,
      refetchInterval: false,
    }),
};

/** POST /label_builder/generate_print_hash {id}: the hash of a print's timestamp id. */
export function generateLabelPrintHash(id: number) {
  return api('label_builder/generate_print_hash', LabelPrintHashSchema, {
    method: 'POST',
    body: { id },
  });
}
