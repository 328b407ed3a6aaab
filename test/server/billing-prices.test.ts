import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applyMarkup, tariffPeriodOf } from '../../server/areas/billing-prices/queries';
import { createApp } from '../../server/app';
import {
  BILLING_PRICES_MESSAGES as M,
  BillingPricesFileSchema,
  BillingPricesSchema,
} from '@/contract/billing-prices/billing-prices-schemas';
import { errorsOf, signedInAs } from './api-client';

// The billing prices table on the reference server (issue 17 section 2, decision 046): a tariff
// per carrier service and half year, the client's markup applied exactly, the CSV download, and
// a client user kept to its own client's prices.

const server = createApp();
const { db } = server;
const owner = db.users.find((u) => u.login === 'client')!;
const other = [...db.billingAccounts.values()].find((a) => a.userId !== owner.id)!;
const config = db.billingClients.configs.get(owner.id)!;
const now = Math.floor(Date.now() / 1000);
/** A service of the client user with a markup in force now. */
const marked = owner.serviceIds.find((id) =>
  config.markups.some((m) => m.serviceId === id && m.dateStart <= now),
)!;
const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('-');
const query = (extra: string) => `/billing_prices?date=${today}&service_id=${marked}${extra}`;

describe('billing prices: money', () => {
  it('applies a markup exactly, rounded half away from zero in the currency', () => {
    const percent = { markup_type: 'percent', markup_amount: '12.5' } as const;
    expect(applyMarkup('19.99', percent, 'EUR')).toBe('22.49');
    expect(applyMarkup('0.10', { markup_type: 'percent', markup_amount: '5' }, 'EUR')).toBe('0.11');
    expect(applyMarkup('0.1', { markup_type: 'amount', markup_amount: '0.2' }, 'EUR')).toBe('0.30');
    expect(applyMarkup('1999', percent, 'JPY')).toBe('2249');
  });

  it('finds the half year of a date', () => {
    const day = Date.UTC(2026, 8, 15) / 1000;
    expect(tariffPeriodOf(day)).toMatchObject({
      index: 1,
      start: Date.UTC(2026, 6, 1) / 1000,
      end: Date.UTC(2027, 0, 1) / 1000 - 1,
    });
    expect(tariffPeriodOf(Date.UTC(2026, 0, 1) / 1000).index).toBe(0);
  });
});

describe('billing prices: the table', () => {
  it('gives a super admin the tariff with the markup beside each price', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const answer = await admin.get(query(`&client_id=${owner.id}`));
    expect(answer.status).toBe(200);
    const table = v.parse(BillingPricesSchema, answer.body);
    expect(table.fields.slice(0, 3)).toEqual(['Weight from, kg', 'Weight to, kg', 'Zone 1']);
    expect(table.currency).toBe('EUR');
    expect(table.start_date).toBeLessThanOrEqual(now);
    expect(table.end_date).toBeGreaterThan(now);
    expect(table.filename).toMatch(new RegExp(`_${today}\\.csv$`));
    const cell = table.fieldsValues[0]![2]!;
    expect(cell.is_price).toBe(true);
    expect(cell.markup).toBeDefined();
    expect(cell.with_markup).toBe(applyMarkup(cell.value, cell.markup!, 'EUR'));
  });

  it('gives the client user the price it pays, without the markup, and only its own', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const adminTable = v.parse(
      BillingPricesSchema,
      (await admin.get(query(`&client_id=${owner.id}`))).body,
    );
    const client = await signedInAs(server, 'client');
    const own = v.parse(BillingPricesSchema, (await client.get(query(''))).body);
    const cell = own.fieldsValues[0]![2]!;
    expect(cell.markup).toBeUndefined();
    expect(cell.value).toBe(adminTable.fieldsValues[0]![2]!.with_markup);
    expect((await client.get(query(`&client_id=${owner.id}`))).status).toBe(200);
    const theirs = await client.get(query(`&client_id=${other.userId}`));
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual(errorsOf(M.otherClient));
    const otherFile = await client.get(
      `/billing_prices/download?date=${today}&service_id=${marked}&client_id=${other.userId}`,
    );
    expect(otherFile.status).toBe(403);
  });

  it('asks a super admin for a client and everyone for a service; checks the date', async () => {
    const admin = await signedInAs(server, 'superadmin');
    expect((await admin.get(query(''))).body).toEqual(errorsOf(M.clientRequired, ['client_id']));
    expect((await admin.get(`/billing_prices?client_id=${owner.id}`)).body).toEqual(
      errorsOf(M.serviceRequired, ['service_id']),
    );
    expect((await admin.get(query('&client_id=999'))).status).toBe(404);
    const bad = await admin.get(
      `/billing_prices?date=31-02-2026&client_id=${owner.id}&service_id=${marked}`,
    );
    expect(bad.body).toEqual(errorsOf(M.dateNotValid, ['date']));
    // No month 13 rolled over into January, no year outside the contract's range (issue 28).
    for (const date of ['31-13-2026', '00-01-2026', '01-01-1999', '01-01-2101']) {
      const refused = await admin.get(
        `/billing_prices?date=${date}&client_id=${owner.id}&service_id=${marked}`,
      );
      expect(refused.body, date).toEqual(errorsOf(M.dateNotValid, ['date']));
    }
    const old = v.parse(
      BillingPricesSchema,
      (
        await admin.get(
          `/billing_prices?date=01-01-2020&client_id=${owner.id}&service_id=${marked}`,
        )
      ).body,
    );
    expect(old).toMatchObject({ fieldsValues: [], start_date: null, end_date: null });
    const staff = await signedInAs(server, 'staff');
    expect((await staff.get(query(`&client_id=${owner.id}`))).status).toBe(403);
  });

  it('raises the tariff from one half year to the next', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const at = async (date: string) =>
      v.parse(
        BillingPricesSchema,
        (await admin.get(`/billing_prices?date=${date}&client_id=${owner.id}&service_id=${marked}`))
          .body,
      ).fieldsValues[0]![2]!.value;
    expect(Number(await at('15-08-2026'))).toBeGreaterThan(Number(await at('15-03-2026')));
    expect(await at('01-07-2026')).toBe(await at('31-12-2026'));
  });

  it('downloads the table as a CSV with a column of the price with markup', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const answer = await admin.get(
      `/billing_prices/download?date=${today}&service_id=${marked}&client_id=${owner.id}`,
    );
    const file = v.parse(BillingPricesFileSchema, answer.body);
    expect(file.filename).toMatch(/^prices_.+\.csv$/);
    const rows = Papa.parse<string[]>(Buffer.from(file.file, 'base64').toString('utf8')).data;
    expect(rows[0]!.slice(0, 4)).toEqual([
      'Weight from, kg',
      'Weight to, kg',
      'Zone 1',
      'Zone 1 with markup',
    ]);
    expect(rows[1]![2]).toMatch(/^\d+\.\d{2}$/);
  });
});
