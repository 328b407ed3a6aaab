import { describe, expect, it } from 'vitest';
import type { ParcelDetail } from '@/contract/parcels/parcel-schemas';
import { healthCheckHref, parcelType } from '@/features/parcels/components/parcel-sidebar';

const parcel = (fields: Partial<ParcelDetail>) =>
  ({
    health_check_tracking_label: null,
    health_check_tracking_global_search: null,
    request_id: null,
    ...fields,
  }) as ParcelDetail;

describe('parcelType (spec a section 4)', () => {
  it.each([
    ['1', 'test'],
    ['test', 'test'],
    ['0', 'live'],
    ['live', 'live'],
    ['', 'live'],
  ])('is_test %j is %s', (isTest, type) => {
    expect(parcelType(isTest)).toBe(type);
  });
});

describe('the health-check link of a parcel (spec a section 2)', () => {
  it('needs a tracking label', () => {
    expect(healthCheckHref(parcel({ request_id: 'r1' }))).toBeNull();
  });
  it('goes by the request id when there is one', () => {
    expect(healthCheckHref(parcel({ health_check_tracking_label: 'UPS', request_id: 'r1' }))).toBe(
      '/admin/healthcheck/details?label=UPS&additional_label=&request_id=r1',
    );
  });
  it('else by the global search, else nowhere', () => {
    expect(
      healthCheckHref(
        parcel({ health_check_tracking_label: 'UPS', health_check_tracking_global_search: 'T1' }),
      ),
    ).toBe('/admin/healthcheck/details?label=UPS&additional_label=&global_search=T1');
    expect(healthCheckHref(parcel({ health_check_tracking_label: 'UPS' }))).toBeNull();
  });
});
