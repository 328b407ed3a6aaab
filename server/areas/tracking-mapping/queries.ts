import {
  NOT_MAPPED,
  NOT_MAPPED_NAME,
  TRACKING_MAPPING_CSV_COLUMNS,
  TRACKING_MAPPING_LIMITS,
  type TrackingCarrier,
  type TrackingMappingCsv,
  type TrackingMappingItem,
  type TrackingMappingOverview,
  type TrackingMappingPage,
  type TrackingStatusOption,
} from '../../../src/contract/tracking-mapping/tracking-mapping-schemas';
import type { Db } from '../../data/db';
import { namedCsvAnswer } from '../../shared/file-answer';
import { list, pageOf, pagingOf, type Query, text } from '../../shared/list-query';
import { isTracked, type TrackingMappingRecord } from './seed';

// The reads of the tracking mapping screens (spec c sections 2, 3, 7): the filtered, paged list,
// its CSV, the filter choices and the overview matrix. The list query is the contract's.

export type MappingFilter = {
  carriers?: Set<number>;
  statuses?: Set<number>;
  search?: string;
};

/** Every tracked carrier, by name. */
export function trackedCarriers(db: Db): TrackingCarrier[] {
  return db.carriers
    .filter(isTracked)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** NOT_MAPPED first, then the platform's statuses in their order. */
export function statusOptions(db: Db): TrackingStatusOption[] {
  return [{ code: NOT_MAPPED, name: NOT_MAPPED_NAME, category: '' }, ...db.trackingStatuses];
}

const idsOf = (query: Query, key: string) => {
  const values = list(query, key)
    .slice(0, TRACKING_MAPPING_LIMITS.filterValues)
    .filter((value) => /^\d{1,9}$/.test(value))
    .map(Number);
  return values.length > 0 ? new Set(values) : undefined;
};

export function filterOf(query: Query): MappingFilter {
  return {
    carriers: idsOf(query, 'carrier'),
    statuses: idsOf(query, 'status'),
    search: text(query, 'carrier_status')?.slice(0, TRACKING_MAPPING_LIMITS.search).toLowerCase(),
  };
}

export function passes(filter: MappingFilter, record: TrackingMappingRecord): boolean {
  if (filter.carriers && !filter.carriers.has(record.carrierId)) return false;
  if (filter.statuses && !filter.statuses.has(record.status)) return false;
  if (
    filter.search !== undefined &&
    !record.carrierStatus.toLowerCase().includes(filter.search) &&
    !record.description.toLowerCase().includes(filter.search)
  ) {
    return false;
  }
  return true;
}

const carrierNames = (db: Db) => new Map(db.carriers.map((c) => [c.id, c.name]));

/** The list's order: carrier name, then carrier status (numbers in number order), then id. */
function ordered(db: Db): Array<{ record: TrackingMappingRecord; carrierName: string }> {
  const names = carrierNames(db);
  return db.trackingMapping.mappings
    .map((record) => ({ record, carrierName: names.get(record.carrierId) ?? '' }))
    .sort(
      (a, b) =>
        a.carrierName.localeCompare(b.carrierName) ||
        a.record.carrierStatus.localeCompare(b.record.carrierStatus, 'en', { numeric: true }) ||
        a.record.id - b.record.id,
    );
}

export function itemOf(record: TrackingMappingRecord, carrierName: string): TrackingMappingItem {
  return {
    id: record.id,
    carrierId: record.carrierId,
    carrierName,
    carrierStatus: record.carrierStatus,
    description: record.description,
    exampleUsingStatus: [...record.examples],
    currentTrackingStatus: record.status,
    isNew: record.isNew,
  };
}

export function mappingPage(db: Db, query: Query): TrackingMappingPage {
  const filter = filterOf(query);
  const { items, hasMoreItems, total } = pageOf(
    ordered(db),
    ({ record }) => passes(filter, record),
    pagingOf(query),
  );
  return {
    mappingList: items.map(({ record, carrierName }) => itemOf(record, carrierName)),
    hasMoreItems,
    total,
    carriers: trackedCarriers(db),
  };
}

/** Every mapping that passes the filters, as the download's base64 CSV (the contract's columns). */
export function mappingCsv(db: Db, query: Query): TrackingMappingCsv {
  const filter = filterOf(query);
  const statusNames = new Map(statusOptions(db).map((s) => [s.code, s.name]));
  const data = ordered(db)
    .filter(({ record }) => passes(filter, record))
    .map(({ record, carrierName }) => [
      String(record.id),
      carrierName,
      record.carrierStatus,
      record.description,
      record.examples.join(' '),
      String(record.status),
      statusNames.get(record.status) ?? '',
      record.isNew ? 'yes' : 'no',
    ]);
  return namedCsvAnswer('tracking_mapping.csv', TRACKING_MAPPING_CSV_COLUMNS, data);
}

/** The overview matrix (contract: TrackingMappingOverviewSchema). */
export function mappingOverview(db: Db, query: Query): TrackingMappingOverview {
  const carriers = idsOf(query, 'carrier');
  const category = text(query, 'category');
  const columns = statusOptions(db).filter(
    (s) => s.code === NOT_MAPPED || category === undefined || s.category === category,
  );
  const shown = new Set(columns.map((c) => c.code));
  const rows = new Map<number, TrackingMappingOverview['rows'][number]>();
  const totals: Record<string, number> = {};
  const names = carrierNames(db);
  for (const record of db.trackingMapping.mappings) {
    if (!shown.has(record.status)) continue;
    if (carriers && !carriers.has(record.carrierId)) continue;
    let row = rows.get(record.carrierId);
    if (!row) {
      const carrierName = names.get(record.carrierId) ?? '';
      row = {
        carrierId: record.carrierId,
        carrierName,
        total: 0,
        unmapped: 0,
        isNew: 0,
        counts: {},
      };
      rows.set(record.carrierId, row);
    }
    const key = String(record.status);
    row.total += 1;
    if (record.status === NOT_MAPPED) row.unmapped += 1;
    if (record.isNew) row.isNew += 1;
    row.counts[key] = (row.counts[key] ?? 0) + 1;
    totals[key] = (totals[key] ?? 0) + 1;
  }
  const sorted = [...rows.values()].sort(
    (a, b) => b.unmapped - a.unmapped || a.carrierName.localeCompare(b.carrierName),
  );
  return {
    columns,
    rows: sorted,
    totals,
    total: sorted.reduce((sum, row) => sum + row.total, 0),
    unmapped: sorted.reduce((sum, row) => sum + row.unmapped, 0),
  };
}
