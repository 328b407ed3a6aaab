import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import {
  CarrierDetailsSchema,
  CarriersListSchema,
  type CarrierDocKind,
  type DocPart,
  DocFileAnswerSchema,
} from '@/contract/carriers/carriers-schemas';

type AccountRef = Pick<Account, 'id'>;

// The carrier documentation's reads (spec c section 7), keyed under the account so a carrier
// opened once reads offline. The list is searched on the device; a label once viewed is kept too.

export type DocFileRef = {
  carrierId: number;
  kind: CarrierDocKind;
  version: string;
  part: DocPart;
  fileName: string;
};

export const carrierQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'carriers'] as const,
  list: (account: AccountRef) =>
    queryOptions({
      queryKey: [...carrierQueries.all(account), 'list'],
      queryFn: ({ signal }) => api('carriers_docs/carriers_list', CarriersListSchema, { signal }),
    }),
  details: (account: AccountRef, carrierId: number) =>
    queryOptions({
      queryKey: [...carrierQueries.all(account), 'details', carrierId],
      queryFn: ({ signal }) =>
        api('carriers_docs/carrier_details', CarrierDetailsSchema, {
          query: { carrierId },
          signal,
        }),
    }),
  label: (account: AccountRef, ref: Omit<DocFileRef, 'part'>) =>
    queryOptions({
      queryKey: [...carrierQueries.details(account, ref.carrierId).queryKey, 'label', ref],
      queryFn: ({ signal }) =>
        api('carriers_docs/get_label', DocFileAnswerSchema, { query: ref, signal }),
    }),
};

/** A documentation file, fetched when the user downloads it (not kept). */
export const fetchDocFile = (ref: DocFileRef) =>
  api('carriers_docs/get_file', DocFileAnswerSchema, { query: ref });
