import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  billingPricesSearchSchema,
  isPricesDay,
  pricesDayOf,
  pricesQueryOf,
} from '@/features/billing-prices/billing-prices-search';
import {
  cellText,
  dayOfPicker,
  formatTariffDay,
  markupLabel,
  pickerValueOf,
} from '@/features/billing-prices/billing-prices-rules';

// The prices screen's rules (spec c sections 2, 5 and 9; decision 046).

describe('the prices URL', () => {
  it('falls back to no value for garbage', () => {
    expect(
      v.parse(billingPricesSearchSchema, { date: '31-02-2026', client_id: 'x', service_id: '-3' }),
    ).toEqual({ date: undefined, client_id: undefined, service_id: undefined });
    expect(
      v.parse(billingPricesSearchSchema, { date: '01-06-2026', client_id: '2', service_id: 7 }),
    ).toEqual({ date: '01-06-2026', client_id: 2, service_id: 7 });
  });

  it('knows a calendar day', () => {
    expect(isPricesDay('29-02-2028')).toBe(true);
    expect(isPricesDay('29-02-2026')).toBe(false);
    expect(isPricesDay('2026-02-01')).toBe(false);
    expect(pricesDayOf(Date.UTC(2026, 0, 5, 23, 59))).toBe('05-01-2026');
  });

  it('asks a super admin for a client and everyone for a service; today by default', () => {
    const today = '26-11-2026';
    expect(pricesQueryOf({ service_id: 4 }, true, today)).toBeNull();
    expect(pricesQueryOf({ client_id: 1 }, true, today)).toBeNull();
    expect(pricesQueryOf({ client_id: 1, service_id: 4 }, true, today)).toEqual({
      date: today,
      client_id: 1,
      service_id: 4,
    });
    // A client user's own client: any client in the URL is not sent.
    expect(
      pricesQueryOf({ client_id: 2, service_id: 4, date: '01-01-2026' }, false, today),
    ).toEqual({ date: '01-01-2026', service_id: 4 });
    expect(pricesQueryOf({}, false, today)).toBeNull();
  });
});

describe('the prices table', () => {
  it('shows prices in the currency, bands as they are, and the markup', () => {
    expect(cellText({ value: '1234.5', is_price: true }, 'EUR')).toBe('€1,234.50');
    expect(cellText({ value: '31.5', is_price: false }, 'EUR')).toBe('31.5');
    expect(markupLabel({ markup_type: 'percent', markup_amount: '12.5' }, 'EUR')).toBe('+12.5%');
    expect(markupLabel({ markup_type: 'amount', markup_amount: '0.24' }, 'GBP')).toBe('+£0.24');
    expect(formatTariffDay(Date.UTC(2026, 6, 1) / 1000)).toBe('01-07-2026');
    expect(formatTariffDay(null)).toBe('—');
  });

  it('turns the picker’s value into the URL’s day and back', () => {
    expect(pickerValueOf('05-01-2026')).toBe('2026-01-05');
    expect(dayOfPicker('2026-01-05')).toBe('05-01-2026');
    expect(dayOfPicker('2026-01-05 00:00:00')).toBe('05-01-2026');
  });
});
