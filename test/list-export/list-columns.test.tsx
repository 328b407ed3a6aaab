import { describe, expect, it } from 'vitest';
import type { Column } from '@/components/list/list-table';
import { csvColumnsOf } from '@/components/list/export/list-export';
import { PalletPageSchema } from '@/contract/pallets/pallet-schemas';
import { palletColumns } from '@/features/pallets/components/pallet-table';
import { ParcelPageSchema } from '@/contract/parcels/parcel-schemas';
import { parcelColumns } from '@/features/parcels/components/parcel-table';
import { RequestLogPageSchema } from '@/contract/requests-log/requests-log-schemas';
import { requestLogColumns } from '@/features/requests-log/components/request-log-columns';
import { UserListSchema } from '@/contract/users/users-schemas';
import { userColumns } from '@/features/users/components/user-list-parts';
import { api } from '@/lib/api/api-client';
import { CommonListsSchema } from '@/contract/session/session-schemas';
import { signIn } from '../support/render';

// Every exported column of the kit's tables gives text (decision 050): a cell that is JSX needs
// its `csv`, or the file would hold an empty column. Checked on a real page of each list.

/** The columns a file gets, and for each whether any row gave it a value. */
function filledColumns<Row>(columns: readonly Column<Row>[], rows: readonly Row[]) {
  return Object.fromEntries(
    csvColumnsOf(columns).map((column) => {
      const values = rows.map((row) => column.value(row));
      for (const value of values) {
        expect(value === null || ['string', 'number'].includes(typeof value)).toBe(true);
      }
      return [column.header, values.some((value) => value !== null && value !== '')];
    }),
  );
}

describe('the kit tables’ export columns', () => {
  it('give every column text, and leave the links and actions out', async () => {
    const account = await signIn('superadmin');
    const lists = await api('main/get_all_lists', CommonListsSchema, {
      identifier: account.headerIdentifier,
    });
    const query = { page: 1, quantity: 48 };

    const parcels = (await api('parcels', ParcelPageSchema, { query })).parcels;
    const parcelFile = filledColumns(parcelColumns(lists, true), parcels);
    expect(Object.keys(parcelFile)).not.toContain('Label');
    expect(parcelFile).toMatchObject({ 'Tracking number': true, Type: true, 'Request ID': true });

    const pallets = (await api('pallets', PalletPageSchema, { query })).pallets;
    const palletFile = filledColumns(palletColumns(lists, true), pallets);
    expect(palletFile).toMatchObject({ 'Tracking number': true, Type: true, Label: true });

    const users = (await api('users', UserListSchema, { query })).users;
    const userFile = filledColumns(userColumns, users);
    expect(userFile).toMatchObject({ Login: true, Role: true });

    const requests = (await api('requests_log', RequestLogPageSchema, { query })).items;
    const requestFile = filledColumns(requestLogColumns(lists, true), requests);
    expect(Object.keys(requestFile)).not.toContain('Actions');
    expect(requestFile).toMatchObject({ 'Resp. code': true, 'IP Address': true });
  });
});
