import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  ErrorMapping,
  HealthStatus,
  TrackingMapping,
} from '@/contract/dashboard/dashboard-schemas';
import {
  answer,
  DASHBOARD_ENDPOINTS as ENDPOINT,
  openDashboard,
  spyOn,
} from './dashboard-test-kit';

const findRegion = (name: string) => screen.findByRole('region', { name });
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

describe('links out of the dashboard', () => {
  it('links the unmapped carrier errors to the error mapping, in total and per carrier', async () => {
    const calls = spyOn<ErrorMapping>(ENDPOINT.errorMapping);
    await openDashboard('superadmin');
    const widget = await findRegion('Unmapped carrier errors');
    const total = await within(widget).findByRole('link', { name: /unmapped carrier errors$/ });
    const mapping = calls[0]!.body;
    expect(mapping.total_unmapped).toBeGreaterThan(0);
    // The name starts with the number the link shows (WCAG 2.5.3).
    expect(total).toHaveAccessibleName(`${count(mapping.total_unmapped)} unmapped carrier errors`);
    expect(total).toHaveAttribute('href', '/admin/carrier_error_mapping?error_code=not_mapped');
    expect(total).toHaveTextContent(count(mapping.total_unmapped));
    expect(mapping.mappings_data.length).toBeGreaterThan(1);
    for (const row of mapping.mappings_data) {
      const link = within(widget).getByRole('link', {
        name: `${row.carrier}: ${count(row.count)}`,
      });
      expect(link).toHaveAttribute(
        'href',
        `/admin/carrier_error_mapping?carrier_id=${row.carrier_id}&error_code=not_mapped`,
      );
    }
  });

  it('links the unmapped tracking statuses to the tracking mapping, in total and per carrier', async () => {
    const calls = spyOn<TrackingMapping>(ENDPOINT.trackingMapping);
    await openDashboard('superadmin');
    const widget = await findRegion('Unmapped tracking statuses');
    const total = await within(widget).findByRole('link', { name: /unmapped tracking statuses$/ });
    const mapping = calls[0]!.body;
    expect(total).toHaveAccessibleName(
      `${count(mapping.total_unmapped)} unmapped tracking statuses`,
    );
    expect(total).toHaveAttribute('href', '/admin/tracking_mapping?status=0');
    expect(total).toHaveTextContent(count(mapping.total_unmapped));
    expect(mapping.mappings_data.length).toBeGreaterThan(1);
    for (const row of mapping.mappings_data) {
      const link = within(widget).getByRole('link', {
        name: `${row.carrier}: ${count(row.count)}`,
      });
      expect(link).toHaveAttribute(
        'href',
        `/admin/tracking_mapping?carrier=${row.carrier_id}&status=0`,
      );
    }
  });

  it('shows counts with group separators', async () => {
    answer(ENDPOINT.errorMapping, {
      total_unmapped: 1234567,
      mappings_data: [{ carrier: 'UPS', carrier_id: 7, count: 1234567 }],
    } satisfies ErrorMapping);
    await openDashboard('superadmin');
    const widget = await findRegion('Unmapped carrier errors');
    expect(
      await within(widget).findByRole('link', { name: '1,234,567 unmapped carrier errors' }),
    ).toHaveAttribute('href', '/admin/carrier_error_mapping?error_code=not_mapped');
    expect(within(widget).getByRole('link', { name: 'UPS: 1,234,567' })).toHaveAttribute(
      'href',
      '/admin/carrier_error_mapping?carrier_id=7&error_code=not_mapped',
    );
  });

  it('links the health widget to the health check and each row to its details', async () => {
    const calls = spyOn<HealthStatus[]>(ENDPOINT.health);
    await openDashboard('staff');
    const widget = await findRegion('Health statuses');
    expect(within(widget).getByRole('link', { name: 'Health statuses' })).toHaveAttribute(
      'href',
      '/admin/healthcheck',
    );
    const rows = await within(widget).findAllByRole('listitem');
    const statuses = calls[0]!.body;
    expect(rows).toHaveLength(statuses.length);
    statuses.forEach((status, index) => {
      const link = within(rows[index]!).getByRole('link', {
        name: `${status.label} ${status.additional_label}`.trim(),
      });
      const href = new URL(link.getAttribute('href')!, 'http://localhost');
      expect(href.pathname).toBe('/admin/healthcheck/details');
      expect([...href.searchParams]).toEqual([
        ['label', status.label],
        ['additional_label', status.additional_label],
      ]);
    });
  });

  it('keeps both health keys in the details link, encoded, even with no additional label', async () => {
    const status = (label: string, additional_label: string): HealthStatus => ({
      label,
      additional_label,
      total: 1,
      failed: 0,
      periodsData: { '600': { rate: 100 } },
    });
    answer(ENDPOINT.health, [status('Royal Mail', 'label & print'), status('GLS', '')]);
    await openDashboard('staff');
    const widget = await findRegion('Health statuses');
    expect(
      await within(widget).findByRole('link', { name: 'Royal Mail label & print' }),
    ).toHaveAttribute(
      'href',
      '/admin/healthcheck/details?label=Royal+Mail&additional_label=label+%26+print',
    );
    expect(within(widget).getByRole('link', { name: 'GLS' })).toHaveAttribute(
      'href',
      '/admin/healthcheck/details?label=GLS&additional_label=',
    );
  });
});
