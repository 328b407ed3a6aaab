import { describe, expect, it } from 'vitest';
import { healthDetailsHref, requestsLogHref } from '@/lib/links';

describe('links into other areas (spec a section 2)', () => {
  it('keeps an empty additional_label in the health-check details link', () => {
    expect(healthDetailsHref({ label: 'DHL tracking', additional_label: '' })).toBe(
      '/admin/healthcheck/details?label=DHL+tracking&additional_label=',
    );
  });

  it('adds the request id, else the global search', () => {
    expect(
      healthDetailsHref({ label: 'L', additional_label: '', request_id: 'r1', global_search: 'g' }),
    ).toBe('/admin/healthcheck/details?label=L&additional_label=&request_id=r1');
    expect(healthDetailsHref({ label: 'L', additional_label: 'x', global_search: 'g 1' })).toBe(
      '/admin/healthcheck/details?label=L&additional_label=x&global_search=g+1',
    );
  });

  it('writes request-log filters with bracket arrays, and no ? without filters', () => {
    expect(decodeURIComponent(requestsLogHref({ user_ids: ['0', '4'], global_search: 'ab' }))).toBe(
      '/admin/requests_log?user_ids[]=0&user_ids[]=4&global_search=ab',
    );
    expect(requestsLogHref({})).toBe('/admin/requests_log');
  });
});
