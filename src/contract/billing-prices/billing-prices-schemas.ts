import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { DECIMAL } from '../money';

// The billing prices contract (spec c sections 2, 3, 7; issue 17 section 2; decision 046): a
// carrier service's tariff table (weight bands by zones) in force on a date, for a client, with
// the client's markup on that service beside each price and the price with it applied, exactly.

export const BILLING_PRICES_MESSAGES = {
  clientRequired: 'Client is required',
  serviceRequired: 'Carrier service is required',
  serviceNotFound: 'Carrier service not found',
  clientNotFound: 'Client not found',
  dateNotValid: 'Date is not valid',
  otherClient: 'You may only see your own prices',
  noTariff: 'No prices for this date',
} as const;

/** The query's date: DD-MM-YYYY, a day in UTC. */
export const PRICES_DATE_FORMAT = 'DD-MM-YYYY';

const Decimal = v.pipe(v.string(), v.regex(DECIMAL));

export const PriceMarkupSchema = v.object({
  markup_type: v.picklist(['amount', 'percent']),
  markup_amount: Decimal,
});
export type PriceMarkup = v.InferOutput<typeof PriceMarkupSchema>;

/** One cell: a band's text, or a price (with the markup and the price with it, when present). */
export const PriceCellSchema = v.object({
  value: v.string(),
  is_price: v.boolean(),
  markup: v.optional(PriceMarkupSchema),
  with_markup: v.optional(Decimal),
});
export type PriceCell = v.InferOutput<typeof PriceCellSchema>;

export const BillingPricesSchema = v.object({
  /** Column names. */
  fields: v.array(v.string()),
  /** Rows of cells, one per field. */
  fieldsValues: v.array(v.array(PriceCellSchema)),
  /** The tariff's effective and expiration dates (unix seconds; null: none in force). */
  start_date: v.nullable(v.number()),
  end_date: v.nullable(v.number()),
  currency: v.string(),
  filename: v.string(),
});
export type BillingPrices = v.InferOutput<typeof BillingPricesSchema>;

export const BillingPricesFileSchema = v.object({ filename: v.string(), file: v.string() });
export type BillingPricesFile = v.InferOutput<typeof BillingPricesFileSchema>;

/** What GET /billing_prices reads; `client_id` is the billing client's id (its owner's user id). */
export type BillingPricesQuery = { date: string; client_id?: number; service_id: number };
