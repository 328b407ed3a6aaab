import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES } from '@/contract/constants';
import { api } from '@/lib/api/api-client';
import { accountQueries } from '@/lib/session/account-cache';
import type { Account } from '@/lib/session/accounts';
import type { FoundRecord, LookupKind } from '../lookup-plan';
import {
  FoundPalletsSchema,
  FoundParcelsSchema,
  FoundRequestsSchema,
  FoundUsersSchema,
} from '@/contract/palette/palette-schemas';

type AccountRef = Pick<Account, 'id'>;

const SMALLEST_PAGE = PAGE_SIZES[0];
const page = { page: 1, quantity: SMALLEST_PAGE };

async function find(kind: LookupKind, text: string, signal: AbortSignal): Promise<FoundRecord[]> {
  switch (kind) {
    case 'parcelTracking':
    case 'parcelId': {
      const filter = kind === 'parcelId' ? { id: text } : { tracking: text };
      const found = await api('parcels', FoundParcelsSchema, {
        query: { ...page, ...filter },
        signal,
      });
      return found.parcels.map((parcel) => ({
        kind: 'parcel',
        id: parcel.id,
        title: `Parcel ${parcel.tracking}`,
        identifier: kind === 'parcelId' ? String(parcel.id) : parcel.tracking,
        description: `Parcel id ${parcel.id}`,
        href: `/parcels/${parcel.id}`,
      }));
    }
    case 'palletTracking':
    case 'palletId': {
      const filter = kind === 'palletId' ? { id: text } : { tracking: text };
      const found = await api('pallets', FoundPalletsSchema, {
        query: { ...page, ...filter },
        signal,
      });
      return found.pallets.map((pallet) => ({
        kind: 'pallet',
        id: pallet.id,
        title: `Pallet ${pallet.tracking_number}`,
        identifier: kind === 'palletId' ? String(pallet.id) : pallet.tracking_number,
        description: `Pallet id ${pallet.id}`,
        href: `/pallets/${pallet.id}`,
      }));
    }
    case 'request': {
      const found = await api('requests_log', FoundRequestsSchema, {
        query: { ...page, global_search: text },
        signal,
      });
      // The log's search also finds a request by the tracking number in its body: only the
      // requests whose own id was typed are offered as such.
      return found.items
        .filter((item) => item.requestId.toLowerCase().includes(text.toLowerCase()))
        .map((item) => ({
          kind: 'request',
          id: item.id,
          title: `Request ${item.requestId}`,
          identifier: item.requestId,
          description: `${item.requestMethod} ${item.uri}`,
          href: `/requests_log/${item.id}`,
        }));
    }
    case 'user': {
      const found = await api('users', FoundUsersSchema, {
        query: { ...page, search: text },
        signal,
      });
      return found.users.map((user) => ({
        kind: 'user',
        id: user.userId,
        title: `User ${user.login}`,
        identifier: user.login,
        description: user.email,
        href: `/users/${user.userId}`,
      }));
    }
  }
}

// Look-ups are asked for each pause in typing and are only worth a moment: never polled, never
// retried, never written to the device (the device keeps what was opened, not what was typed):
// their persister only runs the query, where every other query's keeps a device copy.
export const paletteQueries = {
  all: (account: AccountRef) => [...accountQueries.all(account), 'palette'] as const,
  lookup: (account: AccountRef, kind: LookupKind, text: string) =>
    queryOptions({
      queryKey: [...paletteQueries.all(account), kind, text],
      queryFn: ({ signal }) => find(kind, text, signal),
      persister: (queryFn, context) => queryFn(context),
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      gcTime: 60_000,
    }),
};
