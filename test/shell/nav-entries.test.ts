import { describe, expect, it } from 'vitest';
import { entryTarget, NAV_GROUPS, visibleNav } from '@/features/shell/nav-entries';

const labels = (groups: ReturnType<typeof visibleNav>) =>
  groups.map((group) => [group.label, group.entries.map((entry) => entry.label)]);

describe('sidebar entries', () => {
  it('has the groups and entries of spec c section 2 plus the main screens', () => {
    expect(labels(NAV_GROUPS)).toEqual([
      [
        null,
        [
          'Dashboard',
          'Statistics',
          'Parcels',
          'Pallets',
          'Requests log',
          'Health check',
          'Services',
          'Users',
        ],
      ],
      ['Billing', ['Configuration', 'Prices', 'Operations']],
      ['Settings', ['Tracking Mapping', 'Carrier Error Mapping']],
      [
        'Admin Tools',
        [
          'Cron Robots',
          'Barcodes',
          'Carrier Documentations',
          'Manual tracking (API)',
          'Re-manifesting',
          'Label Builder',
          'App Version',
        ],
      ],
      ['Integration', ['API console', 'API docs', 'Export holidays', 'Pudo points']],
    ]);
  });

  it('keeps only available entries and drops empty groups', () => {
    const allowed = new Set(['/dashboard', '/billing_prices']);
    expect(labels(visibleNav(NAV_GROUPS, (entry) => allowed.has(entry.access)))).toEqual([
      [null, ['Dashboard']],
      ['Billing', ['Prices']],
    ]);
  });

  it("points a client user's Configuration at their client's record (the owner's user id)", () => {
    const configuration = NAV_GROUPS[1]!.entries[0]!;
    const clients = [
      { id: 1, userId: 18 },
      { id: 2, userId: 20 },
    ];
    // A client's second user (id 19) opens its client's record, the owner's id.
    expect(entryTarget(configuration, { role: 'client', clientId: 1 }, clients)).toBe(
      '/billing_clients/18',
    );
    expect(entryTarget(configuration, { role: 'client', clientId: 2 }, clients)).toBe(
      '/billing_clients/20',
    );
    expect(entryTarget(configuration, { role: 'client', clientId: 9 }, clients)).toBe(
      '/billing_clients',
    );
    expect(entryTarget(configuration, { role: 'super_admin', clientId: null }, clients)).toBe(
      '/billing_clients',
    );
    const prices = NAV_GROUPS[1]!.entries[1]!;
    expect(entryTarget(prices, { role: 'client', clientId: 1 }, clients)).toBe('/billing_prices');
  });
});
