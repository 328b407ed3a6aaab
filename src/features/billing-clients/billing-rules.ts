import { dayjs } from '@/lib/dayjs';
import { compareDecimals, parseAmountInput } from '@/contract/money';
import {
  BILLING_CLIENT_LIMITS,
  BILLING_CLIENT_MESSAGES,
  type BillingModelValue,
  CONDITION_VALUE,
  EMAIL_PATTERN,
  type EntryStatus,
  entryStatus,
  type MarkupType,
  type NotificationSetting,
} from '@/contract/billing-clients/billing-clients-schemas';

// The billing client screen's rules (spec c sections 4, 5 and 9; decision 046): badges, which
// entries may change, the billing-model switch, the e-mail rows, the notification value, and the
// UTC dates of markups and prices. The status rule itself is the contract's (entryStatus), shared
// with the reference server.

export { entryStatus };

/** Spec c section 4: leaving a changed form asks first. */
export const LEAVE_QUESTION = 'Data was changed. Leave without saving ?';

/** Spec c section 4: active success (green), upcoming primary (blue), others secondary (gray). */
export const STATUS_COLOR: Record<EntryStatus, string> = {
  active: 'green',
  upcoming: 'blue',
  expired: 'gray',
};

/** Only upcoming entries may be edited or deleted (spec c section 4). */
export const canChangeEntry = (status: EntryStatus): boolean => status === 'upcoming';

/** The fields of a markup form that may not change: an active markup's date, type and amount. */
export function markupLocks(status: EntryStatus | null) {
  const locked = status === 'active' || status === 'expired';
  return { date: locked, type: locked, amount: locked };
}

/** A markup's current status from its dates, recomputed while a form is open (the clock moves). */
export const statusNow = (start: number, end: number | null, nowMs = Date.now()): EntryStatus =>
  entryStatus(start, end, Math.floor(nowMs / 1000));

// ---- the billing model ----

/** The model a switch leads to: the other one (only one is active at a time). */
export const otherModel = (model: BillingModelValue): BillingModelValue => (model === 1 ? 2 : 1);

export const MODEL_SWITCH_TEXT = 'Change billing type confirmation!';

/** Spec c section 2: the billing conditions tab is for super admins, or clients billed per request. */
export const showsConditions = (isSuperAdmin: boolean, model: BillingModelValue | undefined) =>
  isSuperAdmin || model === 2;

// ---- dates: DD-MM-YYYY HH:mm, UTC (spec c section 9) ----

export const ENTRY_DATE_FORMAT = 'DD-MM-YYYY HH:mm';
const ENTRY_DATE = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/;

export const formatEntryDate = (seconds: number | null): string =>
  seconds === null ? '—' : dayjs.utc(seconds * 1000).format(ENTRY_DATE_FORMAT);

/** What a user typed as a UTC date and time, in unix seconds, or null. */
export function parseEntryDate(text: string): number | null {
  const match = text.trim().match(ENTRY_DATE);
  if (!match) return null;
  const [, dd, mm, yyyy, hh, mi] = match.map(Number) as number[];
  const ms = Date.UTC(yyyy!, mm! - 1, dd!, hh!, mi!);
  const back = new Date(ms);
  const same =
    back.getUTCDate() === dd && back.getUTCMonth() === mm! - 1 && back.getUTCHours() === hh;
  return same && mi! < 60 ? ms / 1000 : null;
}

export const DATE_REQUIRED = 'Effective date is required';
export const DATE_FORMAT_MESSAGE = `Use ${ENTRY_DATE_FORMAT} (UTC)`;
export const DATE_FUTURE = BILLING_CLIENT_MESSAGES.futureDate;

/** A start date's error: required, well formed, and in the future (new entries start later). */
export function entryDateError(text: string, nowMs = Date.now()): string | null {
  if (text.trim() === '') return DATE_REQUIRED;
  const seconds = parseEntryDate(text);
  if (seconds === null) return DATE_FORMAT_MESSAGE;
  return seconds * 1000 > nowMs ? null : DATE_FUTURE;
}

// ---- amounts (spec c section 5: required numbers, no letter e) ----

export const AMOUNT_REQUIRED = 'Amount is required';
export const PRICE_REQUIRED = 'Price is required';

/** An amount's error, or null: required, a plain positive decimal, within `max`. */
export function amountError(text: string, max: string, required = AMOUNT_REQUIRED): string | null {
  if (text.trim() === '') return required;
  const amount = parseAmountInput(text);
  if (amount === null) return BILLING_CLIENT_MESSAGES.incorrectAmount;
  if (/^0+(\.0+)?$/.test(amount)) return 'Only positive value';
  const [, fraction = ''] = amount.split('.');
  if (fraction.length > BILLING_CLIENT_LIMITS.fractionDigits) {
    return `At most ${BILLING_CLIENT_LIMITS.fractionDigits} decimal places`;
  }
  const over = compareDecimals(amount, max) > 0;
  return over ? `Maximum value: ${max}` : null;
}

export const markupMax = (type: MarkupType): string =>
  type === 'percent'
    ? BILLING_CLIENT_LIMITS.maxMarkupPercent
    : BILLING_CLIENT_LIMITS.maxMarkupAmount;

// ---- the profile's e-mail rows (spec c section 5) ----

export type EmailRow = { key: string; email: string };

/** 'Email is not valid' for a typed address that is not one; empty rows are allowed. */
export const emailError = (email: string): string | null =>
  email.trim() === '' || EMAIL_PATTERN.test(email.trim())
    ? null
    : BILLING_CLIENT_MESSAGES.emailNotValid;

/** At least one row always remains: the last row cannot be removed. */
export const canRemoveEmailRow = (rows: readonly unknown[]): boolean => rows.length > 1;

/** The rows of saved e-mails; none saved is one empty row. */
export function emailRowsOf(emails: ReadonlyArray<{ id: number; email: string }>): EmailRow[] {
  return emails.length === 0
    ? [{ key: 'new-0', email: '' }]
    : emails.map((e) => ({ key: String(e.id), email: e.email }));
}

export const canAddEmailRow = (rows: readonly unknown[]): boolean =>
  rows.length < BILLING_CLIENT_LIMITS.emails;

// ---- notifications (spec c sections 4 and 5) ----

/** Period and value show only for an active notification that has periods. */
export const showsPeriodAndValue = (n: Pick<NotificationSetting, 'active' | 'periods'>): boolean =>
  n.active && n.periods.length > 0;

/** 'Only numbers': digits with an optional fraction, no letter e; required when shown. */
export function conditionValueError(value: string): string | null {
  return CONDITION_VALUE.test(value.trim()) ? null : BILLING_CLIENT_MESSAGES.onlyNumbers;
}

export type NotificationDraft = {
  type: string;
  active: boolean;
  period: string | null;
  condition_value: string;
};

/** What saveNotifications sends: a hidden period and value are cleared (spec c section 4). */
export function notificationsBody(
  drafts: readonly NotificationDraft[],
  settings: readonly NotificationSetting[],
) {
  return drafts.map((draft) => {
    const setting = settings.find((s) => s.type === draft.type);
    const shown = setting ? showsPeriodAndValue({ ...setting, active: draft.active }) : false;
    return {
      type: draft.type,
      active: draft.active,
      period: shown ? (draft.period ?? setting?.periods[0]?.value ?? null) : null,
      condition_value: shown ? draft.condition_value.trim() : null,
    };
  });
}
