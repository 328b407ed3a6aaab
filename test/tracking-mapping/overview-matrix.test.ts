import { describe, expect, it } from 'vitest';
import type { TrackingMappingOverview } from '@/contract/tracking-mapping/tracking-mapping-schemas';
import { buildOverviewMatrix } from '@/features/tracking-mapping/overview-matrix';
import { overviewQueryOf } from '@/features/tracking-mapping/overview-search';
import { overviewSearchSchema } from '@/features/tracking-mapping/overview-search';
import * as v from 'valibot';

// The tracking mapping overview's matrix (issue 15 section 1; decision 032): Not mapped first in
// both directions, and every count links to the list filtered to exactly what it counts.

const answer: TrackingMappingOverview = {
  // Not mapped deliberately not first: the matrix puts it first.
  columns: [
    { code: 1000, name: 'Label created', category: 'NEW' },
    { code: 0, name: 'Not mapped', category: '' },
    { code: 1300, name: 'Delivered', category: 'DELIVERED' },
  ],
  rows: [
    { carrierId: 3, carrierName: 'UPS', total: 3, unmapped: 0, isNew: 0, counts: { '1000': 3 } },
    {
      carrierId: 5,
      carrierName: 'DPD',
      total: 4,
      unmapped: 1,
      isNew: 1,
      counts: { '0': 1, '1300': 3 },
    },
    {
      carrierId: 2,
      carrierName: 'DHL',
      total: 5,
      unmapped: 2,
      isNew: 0,
      counts: { '0': 2, '1000': 3 },
    },
    { carrierId: 4, carrierName: 'Bpost', total: 1, unmapped: 1, isNew: 0, counts: { '0': 1 } },
  ],
  totals: { '0': 4, '1000': 6, '1300': 3 },
  total: 13,
  unmapped: 4,
};

const search = (raw: Record<string, unknown> = {}) => v.parse(overviewSearchSchema, raw);

describe('the matrix', () => {
  it('puts Not mapped first, then the most unmapped carriers, then by name', () => {
    const matrix = buildOverviewMatrix(answer, search());
    expect(matrix.columns.map((c) => c.code)).toEqual([0, 1000, 1300]);
    expect(matrix.columns.map((c) => c.unmapped)).toEqual([true, false, false]);
    expect(matrix.rows.map((r) => r.carrierName)).toEqual(['DHL', 'Bpost', 'DPD', 'UPS']);
    expect(matrix.rows[0]!.cells.map((c) => c.count)).toEqual([2, 3, 0]);
    expect(matrix.totals.map((c) => c.count)).toEqual([4, 6, 3]);
    expect(matrix).toMatchObject({ total: { count: 13 }, unmapped: 4 });
  });

  it('links each count to the list of its carrier and status; zero counts link nowhere', () => {
    const [dhl] = buildOverviewMatrix(answer, search()).rows;
    expect(dhl!.cells.map((c) => c.target)).toEqual([
      { carrier: '2', status: '0' },
      { carrier: '2', status: '1000' },
      null,
    ]);
    expect(dhl!.cells[0]!.label).toBe('DHL, Not mapped: 2');
    expect(dhl!.total.target).toEqual({ carrier: '2' });
  });

  it('scopes the totals to the filters, so each total is what its list counts', () => {
    const all = buildOverviewMatrix(answer, search());
    expect(all.totals[0]!.target).toEqual({ status: '0' });
    expect(all.total.target).toEqual({});
    const filtered = buildOverviewMatrix(
      answer,
      search({ carrier: ['2', '5'], category: 'DELIVERED' }),
    );
    expect(filtered.totals[2]!.target).toEqual({ carrier: ['2', '5'], status: '1300' });
    expect(filtered.rows[0]!.total.target).toEqual({
      carrier: '2',
      status: ['0', '1000', '1300'],
    });
    expect(filtered.total.target).toEqual({
      carrier: ['2', '5'],
      status: ['0', '1000', '1300'],
    });
  });
});

describe('the URL', () => {
  it('keeps carrier ids and a category, drops garbage, and sends only filters in use', () => {
    expect(search({ carrier: ['2', 'x', '2', '0', 5], category: ' NEW ' })).toEqual({
      carrier: ['2', '5'],
      category: 'NEW',
    });
    expect(search({ carrier: '7' })).toEqual({ carrier: ['7'] });
    expect(search({ carrier: { a: 1 } })).toEqual({ carrier: [] });
    expect(overviewQueryOf(search())).toEqual({});
    expect(overviewQueryOf(search({ carrier: ['2'], category: 'NEW' }))).toEqual({
      carrier: ['2'],
      category: 'NEW',
    });
  });
});
