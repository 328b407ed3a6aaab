import * as v from 'valibot';

// The billing prices screen's URL (spec c section 2): the date (DD-MM-YYYY, today when absent),
// the client (a super admin's choice) and the carrier service. Anything else in the URL falls
// back to no value, so no URL can break the screen. Only valibot here: the search declarations
// load with every signed-in start (decision 036).

const DAY_TEXT = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A real calendar day as DD-MM-YYYY ('31-02-2026' is not one). */
export function isPricesDay(text: string): boolean {
  const match = text.match(DAY_TEXT);
  if (!match) return false;
  const [, dd, mm, yyyy] = match.map(Number) as number[];
  const date = new Date(Date.UTC(yyyy!, mm! - 1, dd!));
  return (
    date.getUTCFullYear() === yyyy && date.getUTCMonth() === mm! - 1 && date.getUTCDate() === dd
  );
}

const dayField = v.optional(
  v.fallback(
    v.pipe(
      v.string(),
      v.check((value) => isPricesDay(value)),
      v.transform((value): string | undefined => value),
    ),
    undefined,
  ),
);

const idField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.regex(/^\d{1,10}$/),
      v.transform(Number),
      v.minValue(1),
      v.transform((value): number | undefined => value),
    ),
    undefined,
  ),
);

export const billingPricesSearchSchema = v.object({
  date: dayField,
  client_id: idField,
  service_id: idField,
});
export type BillingPricesSearch = v.InferOutput<typeof billingPricesSearchSchema>;

/** Nothing chosen: today's date, no client, no service (Discard goes back here). */
export const billingPricesSearchDefaults: Partial<BillingPricesSearch> = {};

/** 'DD-MM-YYYY' of a moment, in UTC. */
export function pricesDayOf(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/**
 * What GET /billing_prices reads, or null while a required filter is missing: a super admin must
 * choose a client (a client user has its own), everyone a carrier service (spec c section 5).
 */
export function pricesQueryOf(
  search: BillingPricesSearch,
  isSuperAdmin: boolean,
  today: string,
): { date: string; client_id?: number; service_id: number } | null {
  if (search.service_id === undefined) return null;
  if (isSuperAdmin && search.client_id === undefined) return null;
  const date = search.date ?? today;
  return isSuperAdmin
    ? { date, client_id: search.client_id, service_id: search.service_id }
    : { date, service_id: search.service_id };
}
