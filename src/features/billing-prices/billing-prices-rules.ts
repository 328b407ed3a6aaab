import { dayjs } from '@/lib/dayjs';
import { formatMoney } from '@/contract/money';
import type { PriceCell, PriceMarkup } from '@/contract/billing-prices/billing-prices-schemas';

// The prices table's rules (spec c sections 2 and 9): the dates of the tariff (DD-MM-YYYY,
// UTC), a price cell's text in the client's currency, and the markup shown beside a price.

export const formatTariffDay = (seconds: number | null): string =>
  seconds === null ? '—' : dayjs.utc(seconds * 1000).format('DD-MM-YYYY');

export const markupLabel = (markup: PriceMarkup, currency: string): string =>
  markup.markup_type === 'percent'
    ? `+${markup.markup_amount}%`
    : `+${formatMoney(markup.markup_amount, currency)}`;

/** A cell's text: a band as it is, a price in the currency. */
export const cellText = (cell: PriceCell, currency: string): string =>
  cell.is_price ? formatMoney(cell.value, currency) : cell.value;

/** The date picker's value (YYYY-MM-DD) from the URL's DD-MM-YYYY, and back. */
export const pickerValueOf = (day: string): string => day.split('-').reverse().join('-');
export const dayOfPicker = (value: string): string =>
  value.slice(0, 10).split('-').reverse().join('-');

export const pricesFallbackName = (day: string) => `prices_${day}.csv`;
