import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BILLING_CLIENT_MESSAGES as M,
  SaveMarkupBodySchema,
  withEnds,
} from '@/contract/billing-clients/billing-clients-schemas';
import {
  billingClientFilters,
  billingClientRecord,
  billingClientsSearchSchema,
} from '@/features/billing-clients/billing-clients-search';
import {
  amountError,
  canAddEmailRow,
  canChangeEntry,
  canRemoveEmailRow,
  conditionValueError,
  emailError,
  emailRowsOf,
  entryDateError,
  entryStatus,
  formatEntryDate,
  markupLocks,
  markupMax,
  notificationsBody,
  otherModel,
  parseEntryDate,
  showsConditions,
  showsPeriodAndValue,
  STATUS_COLOR,
} from '@/features/billing-clients/billing-rules';

// The billing client screen's rules (spec c sections 4, 5 and 9; decision 046).

describe('markup and price status', () => {
  it('is upcoming before the start, active from it until the end, expired from the end on', () => {
    expect(entryStatus(100, 200, 99)).toBe('upcoming');
    expect(entryStatus(100, 200, 100)).toBe('active');
    expect(entryStatus(100, 200, 199)).toBe('active');
    expect(entryStatus(100, 200, 200)).toBe('expired');
    expect(entryStatus(100, null, 1e9)).toBe('active');
  });

  it('ends each entry where the next one starts, in order of start', () => {
    const ends = withEnds([{ date_start: 300 }, { date_start: 100 }, { date_start: 200 }]);
    expect(ends).toEqual([
      { date_start: 100, date_end: 200 },
      { date_start: 200, date_end: 300 },
      { date_start: 300, date_end: null },
    ]);
  });

  it('colours the badges: active green, upcoming blue, expired gray', () => {
    expect(STATUS_COLOR).toEqual({ active: 'green', upcoming: 'blue', expired: 'gray' });
  });

  it('lets only upcoming entries change, and locks an active markup’s date, type, amount', () => {
    expect(['upcoming', 'active', 'expired'].map((s) => canChangeEntry(s as never))).toEqual([
      true,
      false,
      false,
    ]);
    expect(markupLocks('active')).toEqual({ date: true, type: true, amount: true });
    expect(markupLocks('upcoming')).toEqual({ date: false, type: false, amount: false });
    expect(markupLocks(null)).toEqual({ date: false, type: false, amount: false });
  });
});

describe('the billing model', () => {
  it('switches to the other model', () => {
    expect(otherModel(1)).toBe(2);
    expect(otherModel(2)).toBe(1);
  });

  it('shows billing conditions to super admins, and to clients billed per request', () => {
    expect(showsConditions(true, 1)).toBe(true);
    expect(showsConditions(false, 2)).toBe(true);
    expect(showsConditions(false, 1)).toBe(false);
    expect(showsConditions(false, undefined)).toBe(false);
  });
});

describe('dates (DD-MM-YYYY HH:mm, UTC)', () => {
  it('formats and parses in UTC, refusing impossible dates', () => {
    const at = Date.UTC(2026, 11, 1, 9, 5) / 1000;
    expect(formatEntryDate(at)).toBe('01-12-2026 09:05');
    expect(formatEntryDate(null)).toBe('—');
    expect(parseEntryDate('01-12-2026 09:05')).toBe(at);
    expect(parseEntryDate('31-02-2026 10:00')).toBeNull();
    expect(parseEntryDate('01-12-2026 24:00')).toBeNull();
    expect(parseEntryDate('2026-12-01 09:05')).toBeNull();
  });

  it('requires a start date in the future', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0);
    expect(entryDateError('', now)).toBe('Effective date is required');
    expect(entryDateError('26/11/2026', now)).toBe('Use DD-MM-YYYY HH:mm (UTC)');
    expect(entryDateError('26-11-2026 12:00', now)).toBe(M.futureDate);
    expect(entryDateError('26-11-2026 12:01', now)).toBeNull();
  });
});

describe('amounts', () => {
  it('are required positive numbers without an exponent, within the limit', () => {
    expect(amountError('', '1000')).toBe('Amount is required');
    expect(amountError('1e3', '1000')).toBe(M.incorrectAmount);
    expect(amountError('-1', '1000')).toBe(M.incorrectAmount);
    expect(amountError('0.00', '1000')).toBe('Only positive value');
    expect(amountError('12,5', '1000')).toBeNull();
    expect(amountError('1000', '1000')).toBeNull();
    expect(amountError('1000.01', '1000')).toBe('Maximum value: 1000');
    expect(amountError('0.0000001', '1000')).toBe('At most 6 decimal places');
    expect(markupMax('percent')).toBe('1000');
    expect(markupMax('amount')).toBe('100000');
  });

  it('are checked by the contract with the limit of the markup type', () => {
    const body = { user_id: 1, service_id: 1, date_start: 1, markup_type: 'percent' };
    expect(v.safeParse(SaveMarkupBodySchema, { ...body, markup_amount: '1000' }).success).toBe(
      true,
    );
    expect(v.safeParse(SaveMarkupBodySchema, { ...body, markup_amount: '1001' }).success).toBe(
      false,
    );
    const amount = { ...body, markup_type: 'amount', markup_amount: '1001' };
    expect(v.safeParse(SaveMarkupBodySchema, amount).success).toBe(true);
  });
});

describe('the e-mail rows', () => {
  it('allow empty rows and refuse what is not an address', () => {
    expect(emailError('')).toBeNull();
    expect(emailError('ap@example.com')).toBeNull();
    expect(emailError('ap@example')).toBe('Email is not valid');
  });

  it('always keep one row, and stop at the limit', () => {
    expect(emailRowsOf([])).toEqual([{ key: 'new-0', email: '' }]);
    expect(emailRowsOf([{ id: 4, email: 'a@b.co' }])).toEqual([{ key: '4', email: 'a@b.co' }]);
    expect(canRemoveEmailRow([1])).toBe(false);
    expect(canRemoveEmailRow([1, 2])).toBe(true);
    expect(canAddEmailRow(Array.from({ length: 19 }))).toBe(true);
    expect(canAddEmailRow(Array.from({ length: 20 }))).toBe(false);
  });
});

describe('notifications', () => {
  const periodic = {
    type: 'low_balance_amount',
    title: 'Low',
    active: true,
    period: 'daily',
    periods: [{ value: 'daily', name: 'Daily' }],
    condition_value: '10',
    condition_title: 'Balance below',
  };
  const plain = { ...periodic, type: 'negative_balance', periods: [] };

  it('show period and value only when active and periodic', () => {
    expect(showsPeriodAndValue(periodic)).toBe(true);
    expect(showsPeriodAndValue({ ...periodic, active: false })).toBe(false);
    expect(showsPeriodAndValue(plain)).toBe(false);
  });

  it("take 'Only numbers', no letter e", () => {
    expect(conditionValueError('250')).toBeNull();
    expect(conditionValueError('250.5')).toBeNull();
    expect(conditionValueError('1e3')).toBe('Only numbers');
    expect(conditionValueError('ten')).toBe('Only numbers');
    expect(conditionValueError('')).toBe('Only numbers');
  });

  it('send no period and no value for a hidden one', () => {
    const body = notificationsBody(
      [
        { type: 'low_balance_amount', active: false, period: 'daily', condition_value: '10' },
        { type: 'negative_balance', active: true, period: null, condition_value: '3' },
      ],
      [periodic, plain],
    );
    expect(body).toEqual([
      { type: 'low_balance_amount', active: false, period: null, condition_value: null },
      { type: 'negative_balance', active: true, period: null, condition_value: null },
    ]);
  });
});

describe('the URL', () => {
  it('keeps only ids in users[] and services[], and Profile for an unknown tab', () => {
    const search = v.parse(billingClientsSearchSchema, {
      users: ['18', 'x', '<b>'],
      services: '4',
      page: 'zz',
    });
    expect(search).toMatchObject({ users: ['18'], services: ['4'], page: 1 });
    expect(billingClientFilters.paramsOf(search)).not.toHaveProperty('tab_billing_client_view');
    const tab = v.parse(billingClientRecord.schema, { tab_billing_client_view: 'nope' });
    expect(tab.tab_billing_client_view).toBe('profile');
  });
});
