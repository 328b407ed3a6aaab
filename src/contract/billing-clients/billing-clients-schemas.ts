import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { RecordIdSchema } from '../shared/id-body-schema';
import { compareDecimals, DECIMAL } from '../money';

// The billing clients contract (spec c sections 2-9; issue 17 section 2; decisions 043, 046): the
// clients' list, one client's configuration (profile, billing model, markups per connected
// service, per-request prices, low-balance notifications) and its writes. Amounts are decimal
// strings (src/contract/money.ts); dates are unix seconds, shown DD-MM-YYYY HH:mm UTC.
//
// The status of a markup or a price is derived from its dates against a clock (entryStatus): the
// server sends it, and the console recomputes it with the same rule while a form is open.

const Id = v.number();

/** Spec c section 9: 1 per service, 2 per request. */
export const BILLING_MODELS = [1, 2] as const;
export type BillingModelValue = (typeof BILLING_MODELS)[number];
export const BILLING_MODEL_LABELS: Record<BillingModelValue, string> = {
  1: 'Per service',
  2: 'Per request',
};

export const ENTRY_STATUSES = ['upcoming', 'active', 'expired'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const MARKUP_TYPES = ['amount', 'percent'] as const;
export type MarkupType = (typeof MARKUP_TYPES)[number];

export const BILLING_CLIENT_LIMITS = {
  emails: 20,
  email: 254,
  notifications: 10,
  notificationType: 64,
  period: 32,
  conditionValue: 12,
  /** Digits of an amount as typed (no exponent, spec c section 5). */
  decimal: 20,
  /** A fixed markup (in the client's currency) and a percent markup. */
  maxMarkupAmount: '100000',
  maxMarkupPercent: '1000',
  /** A price per request. */
  maxPrice: '10000',
  fractionDigits: 6,
  uri: 200,
  method: 10,
} as const;

export const BILLING_CLIENT_MESSAGES = {
  emailNotValid: 'Email is not valid',
  onlyNumbers: 'Only numbers',
  incorrectAmount: 'Incorrect amount',
  notFound: 'Billing client not found',
  otherClient: 'You may only see and change your own billing configuration',
  currencyIsSuperAdmins: 'Only a super admin may change the currency',
  notConfigured: 'The client has no billing configuration yet: save its profile first',
  onlyUpcomingMarkup: 'Only upcoming markups can be changed or deleted',
  activeMarkupLocked: 'The date, type and amount of an active markup cannot change',
  onlyUpcomingPrice: 'Only upcoming prices can be changed or deleted',
  futureDate: 'The start date must be in the future',
  sameStart: 'Another entry already starts at this date',
  serviceNotConnected: 'The service is not connected to this client',
  markupNotFound: 'Markup not found',
  priceNotFound: 'Price not found',
  requestNotFound: 'Request not found',
  unknownNotification: 'Unknown notification type',
  unknownPeriod: 'Unknown period',
} as const;

// ---- the status rule (spec c section 4), shared by the server and the console ----

/**
 * A markup's or a price's status at `now` (unix seconds): upcoming before its start, active from
 * its start until its end (the next entry's start; none: open-ended), expired from its end on.
 */
export function entryStatus(start: number, end: number | null, now: number): EntryStatus {
  if (now < start) return 'upcoming';
  if (end !== null && now >= end) return 'expired';
  return 'active';
}

/** Entries in order of start, each ending where the next one starts (the last never ends). */
export function withEnds<T extends { date_start: number }>(
  entries: readonly T[],
): Array<T & { date_end: number | null }> {
  const sorted = [...entries].sort((a, b) => a.date_start - b.date_start);
  return sorted.map((entry, index) => ({
    ...entry,
    date_end: sorted[index + 1]?.date_start ?? null,
  }));
}

// ---- answers ----

const Decimal = v.pipe(v.string(), v.regex(DECIMAL));

export const BillingClientRowSchema = v.object({
  /** The client owner's user id: the billing client's id (spec c: id = user id). */
  user_id: Id,
  client_id: Id,
  name: v.string(),
  currency: v.string(),
  billing_model: v.picklist(BILLING_MODELS),
  /** False: no billing configuration yet (the list's plus icon). */
  exists: v.boolean(),
});
export type BillingClientRow = v.InferOutput<typeof BillingClientRowSchema>;

export const BillingClientListSchema = v.object({
  clients: v.array(BillingClientRowSchema),
  hasMoreItems: v.boolean(),
  total: v.optional(v.number()),
});
export type BillingClientList = v.InferOutput<typeof BillingClientListSchema>;

export const MarkupSchema = v.object({
  id: Id,
  service_id: Id,
  serviceName: v.string(),
  markup_type: v.picklist(MARKUP_TYPES),
  markup_amount: Decimal,
  date_start: v.number(),
  date_end: v.nullable(v.number()),
  status: v.picklist(ENTRY_STATUSES),
});
export type Markup = v.InferOutput<typeof MarkupSchema>;

export const ConnectedServiceSchema = v.object({
  id: Id,
  name: v.string(),
  /** Oldest first. */
  markups: v.array(MarkupSchema),
});
export type ConnectedService = v.InferOutput<typeof ConnectedServiceSchema>;

export const PriceEntrySchema = v.object({
  id: Id,
  price: Decimal,
  date_start: v.number(),
  uri: v.string(),
  request_method: v.string(),
  status: v.picklist(ENTRY_STATUSES),
});
export type PriceEntry = v.InferOutput<typeof PriceEntrySchema>;

export const RequestPriceSchema = v.object({
  request_name: v.string(),
  request_method: v.string(),
  uri: v.string(),
  is_active: v.boolean(),
  /** Oldest first. */
  prices: v.array(PriceEntrySchema),
});
export type RequestPrice = v.InferOutput<typeof RequestPriceSchema>;

export const NotificationSettingSchema = v.object({
  type: v.string(),
  title: v.string(),
  active: v.boolean(),
  period: v.nullable(v.string()),
  /** Empty: the notification has no period (and no value). */
  periods: v.array(v.object({ value: v.string(), name: v.string() })),
  condition_value: v.nullable(v.string()),
  condition_title: v.string(),
});
export type NotificationSetting = v.InferOutput<typeof NotificationSettingSchema>;

export const BillingClientSchema = v.object({
  user_id: Id,
  client_id: Id,
  name: v.string(),
  currency: v.string(),
  /** The currencies a client may bill in. */
  currencies: v.array(v.string()),
  billing_model: v.picklist(BILLING_MODELS),
  exists: v.boolean(),
  emails: v.array(v.object({ id: Id, email: v.string() })),
  services: v.array(ConnectedServiceSchema),
  request_prices: v.array(RequestPriceSchema),
  notifications: v.array(NotificationSettingSchema),
});
export type BillingClient = v.InferOutput<typeof BillingClientSchema>;

export const BillingMessageSchema = v.object({ message: v.string() });
export type BillingMessage = v.InferOutput<typeof BillingMessageSchema>;

// ---- write bodies ----

const UserId = RecordIdSchema;
const UnixSeconds = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1));

// Valibot runs every check of a pipe even after one failed: compare only what is an amount.
const isAmount = (value: string) => /^\d+(\.\d+)?$/.test(value);

/** A positive decimal string of at most `max`, no exponent, no sign (spec c section 5). */
export function positiveDecimal(
  max: string,
  message: string = BILLING_CLIENT_MESSAGES.incorrectAmount,
) {
  return v.pipe(
    v.string(),
    v.maxLength(BILLING_CLIENT_LIMITS.decimal, message),
    v.regex(/^\d+(\.\d+)?$/, message),
    v.check((value) => {
      const dot = value.indexOf('.');
      return dot < 0 || value.length - dot - 1 <= BILLING_CLIENT_LIMITS.fractionDigits;
    }, `At most ${BILLING_CLIENT_LIMITS.fractionDigits} decimal places`),
    v.check((value) => !isAmount(value) || compareDecimals(value, '0') > 0, 'Only positive value'),
    v.check(
      (value) => !isAmount(value) || compareDecimals(value, max) <= 0,
      `Maximum value: ${max}`,
    ),
  );
}

/** The e-mail rule of the profile (spec c section 5): empty allowed, else an address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SaveClientBodySchema = v.object({
  user_id: UserId,
  currency: v.pipe(v.string(), v.length(3)),
  emails: v.pipe(
    v.array(
      v.object({
        email: v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(BILLING_CLIENT_LIMITS.email),
          v.check(
            (value) => value === '' || EMAIL_PATTERN.test(value),
            BILLING_CLIENT_MESSAGES.emailNotValid,
          ),
        ),
      }),
    ),
    v.maxLength(BILLING_CLIENT_LIMITS.emails),
  ),
});
export type SaveClientBody = v.InferOutput<typeof SaveClientBodySchema>;

export const SaveMarkupBodySchema = v.pipe(
  v.object({
    user_id: UserId,
    id: v.optional(RecordIdSchema),
    service_id: RecordIdSchema,
    date_start: UnixSeconds,
    markup_type: v.picklist(MARKUP_TYPES),
    markup_amount: v.string(),
  }),
  v.forward(
    v.check(
      (body) =>
        v.safeParse(
          positiveDecimal(
            body.markup_type === 'percent'
              ? BILLING_CLIENT_LIMITS.maxMarkupPercent
              : BILLING_CLIENT_LIMITS.maxMarkupAmount,
          ),
          body.markup_amount,
        ).success,
      BILLING_CLIENT_MESSAGES.incorrectAmount,
    ),
    ['markup_amount'],
  ),
);
export type SaveMarkupBody = v.InferOutput<typeof SaveMarkupBodySchema>;

export const DeleteEntryBodySchema = v.object({ id: RecordIdSchema, user_id: UserId });
export type DeleteEntryBody = v.InferOutput<typeof DeleteEntryBodySchema>;

export const SaveBillingModelBodySchema = v.object({
  user_id: UserId,
  billing_model: v.picklist(BILLING_MODELS),
});
export type SaveBillingModelBody = v.InferOutput<typeof SaveBillingModelBodySchema>;

export const SavePriceBodySchema = v.object({
  user_id: UserId,
  id: v.optional(RecordIdSchema),
  price: positiveDecimal(BILLING_CLIENT_LIMITS.maxPrice),
  date_start: UnixSeconds,
  uri: v.pipe(v.string(), v.minLength(1), v.maxLength(BILLING_CLIENT_LIMITS.uri)),
  request_method: v.pipe(v.string(), v.minLength(1), v.maxLength(BILLING_CLIENT_LIMITS.method)),
});
export type SavePriceBody = v.InferOutput<typeof SavePriceBodySchema>;

/** A notification's value (spec c section 5): digits with an optional fraction, no letter e. */
export const CONDITION_VALUE = /^\d+(\.\d+)?$/;

export const SaveNotificationsBodySchema = v.object({
  user_id: UserId,
  notifications: v.pipe(
    v.array(
      v.object({
        type: v.pipe(v.string(), v.maxLength(BILLING_CLIENT_LIMITS.notificationType)),
        active: v.boolean(),
        period: v.nullable(v.pipe(v.string(), v.maxLength(BILLING_CLIENT_LIMITS.period))),
        condition_value: v.nullable(
          v.pipe(
            v.string(),
            v.maxLength(BILLING_CLIENT_LIMITS.conditionValue, BILLING_CLIENT_MESSAGES.onlyNumbers),
            v.regex(CONDITION_VALUE, BILLING_CLIENT_MESSAGES.onlyNumbers),
          ),
        ),
      }),
    ),
    v.maxLength(BILLING_CLIENT_LIMITS.notifications),
  ),
});
export type SaveNotificationsBody = v.InferOutput<typeof SaveNotificationsBodySchema>;
