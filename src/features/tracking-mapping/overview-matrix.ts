import {
  NOT_MAPPED,
  type TrackingMappingOverview,
  type TrackingStatusOption,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';
import type { OverviewSearch } from './overview-search';

// The tracking mapping overview's matrix (issue 15 section 1; decision 032): carriers (rows) by
// platform tracking status (columns), Not mapped first in both directions, every count a link to
// the list filtered to exactly what it counts (`/tracking_mapping?carrier={id}&status={code}`,
// status 0 = not mapped), with a total per row and per column.

// Typed loosely: the list's route comes with its own screen (another part of issue 15).
export const TRACKING_MAPPING_LIST_PATH: string = '/tracking_mapping';

/** The list's search (its keys `carrier` and `status`, one value or a bracket list). */
export type ListTarget = { carrier?: string | string[]; status?: string | string[] };

export type MatrixCell = { count: number; target: ListTarget | null; label: string };

export type MatrixColumn = TrackingStatusOption & { unmapped: boolean };

export type MatrixRow = {
  carrierId: number;
  carrierName: string;
  isNew: number;
  unmapped: number;
  cells: MatrixCell[];
  total: MatrixCell;
};

export type OverviewMatrix = {
  columns: MatrixColumn[];
  rows: MatrixRow[];
  totals: MatrixCell[];
  total: MatrixCell;
  unmapped: number;
};

const cell = (count: number, target: ListTarget, label: string): MatrixCell => ({
  count,
  target: count > 0 ? target : null,
  label: `${label}: ${count}`,
});

export function buildOverviewMatrix(
  answer: TrackingMappingOverview,
  search: OverviewSearch,
): OverviewMatrix {
  // Not mapped first, the platform's order after it (the server's order, kept stable).
  const columns: MatrixColumn[] = [...answer.columns]
    .sort((a, b) => Number(b.code === NOT_MAPPED) - Number(a.code === NOT_MAPPED))
    .map((column) => ({ ...column, unmapped: column.code === NOT_MAPPED }));
  const codes = columns.map((column) => String(column.code));
  // A category shows some statuses only: totals link to those statuses, so counts and lists agree.
  const statusScope: ListTarget = search.category ? { status: codes } : {};
  const carrierScope: ListTarget = search.carrier.length > 0 ? { carrier: search.carrier } : {};
  const rows = [...answer.rows]
    .sort((a, b) => b.unmapped - a.unmapped || a.carrierName.localeCompare(b.carrierName))
    .map((row) => {
      const carrier = String(row.carrierId);
      return {
        carrierId: row.carrierId,
        carrierName: row.carrierName,
        isNew: row.isNew,
        unmapped: row.unmapped,
        cells: columns.map((column) =>
          cell(
            row.counts[String(column.code)] ?? 0,
            { carrier, status: String(column.code) },
            `${row.carrierName}, ${column.name}`,
          ),
        ),
        total: cell(row.total, { carrier, ...statusScope }, `${row.carrierName}, total`),
      };
    });
  return {
    columns,
    rows,
    totals: columns.map((column) =>
      cell(
        answer.totals[String(column.code)] ?? 0,
        { ...carrierScope, status: String(column.code) },
        `All carriers, ${column.name}`,
      ),
    ),
    total: cell(answer.total, { ...carrierScope, ...statusScope }, 'All carriers, total'),
    unmapped: answer.unmapped,
  };
}
