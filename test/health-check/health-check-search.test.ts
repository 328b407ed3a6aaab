import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cardName,
  hasCard,
  healthCheckFilters,
  healthChecksParamsOf,
  healthChecksSearchSchema,
} from '@/features/health-check/health-check-search';

const parse = (input: Record<string, unknown>) => v.parse(healthChecksSearchSchema, input);

describe('the health-check details URL', () => {
  it('reads a card and every filter of spec b section 7', () => {
    const search = parse({
      label: 'DHL Express',
      additional_label: 'tracking',
      date_from: '01-11-2026 00:00:00',
      date_to: '23-11-2026 23:59:59',
      status: '0',
      request_id: 'abc123',
      user_ids: ['3', '7'],
      global_search: 'JD0146',
      page: '2',
      quantity: '16',
    });
    expect(search).toMatchObject({
      label: 'DHL Express',
      additional_label: 'tracking',
      date_from: '01-11-2026 00:00:00',
      status: '0',
      request_id: 'abc123',
      user_ids: ['3', '7'],
      global_search: 'JD0146',
      page: 2,
      quantity: 16,
    });
  });

  it('falls back to the defaults on garbage, field by field', () => {
    const search = parse({
      label: 'UPS',
      status: 'broken',
      page: '-4',
      quantity: '1000',
      date_from: 'yesterday',
      user_ids: { a: 1 },
    });
    expect(search.status).toBe('all');
    expect(search.page).toBe(1);
    expect(search.quantity).toBe(32);
    expect(search.date_from).toBeUndefined();
    expect(search.user_ids).toEqual([]);
    expect(search.label).toBe('UPS');
  });

  it('status is all, 0 (error) or 1 (success); all is no filter', () => {
    for (const status of ['all', '0', '1'] as const) expect(parse({ status }).status).toBe(status);
    const names = (status: string) =>
      healthCheckFilters.active(parse({ status }), {}).map((filter) => filter.name);
    expect(names('all')).toEqual([]);
    expect(names('0')).toEqual(['status']);
  });

  it('asks for 3 characters or nothing in the request id and the global search', () => {
    const draft = { ...healthCheckFilters.empty(), request_id: 'ab' };
    const validate = healthCheckFilters.validate as Record<string, (value: unknown) => unknown>;
    expect(validate.request_id!(draft.request_id)).toBe('Minimum 3 symbols or empty');
    expect(validate.global_search!('abc')).toBeNull();
    expect(validate.global_search!('')).toBeNull();
  });

  it('needs a label to list anything; the additional label may be empty', () => {
    expect(hasCard(parse({}))).toBe(false);
    expect(hasCard(parse({ label: '  ' }))).toBe(false);
    expect(hasCard(parse({ label: 'UPS', additional_label: '' }))).toBe(true);
    expect(cardName(parse({ label: 'UPS', additional_label: 'label' }))).toBe('UPS label');
    expect(cardName(parse({ label: 'UPS' }))).toBe('UPS');
  });

  it('keeps the card in the list params, and nothing a modal adds', () => {
    const search = parse({ label: 'UPS', additional_label: 'label', status: '1', page: '3' });
    const params = healthChecksParamsOf({ ...search, extra: 'x' } as typeof search);
    expect(params).toMatchObject({ label: 'UPS', additional_label: 'label', status: '1', page: 3 });
    expect(params).not.toHaveProperty('extra');
  });
});
