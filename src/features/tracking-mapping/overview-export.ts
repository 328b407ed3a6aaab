import type { CsvColumn } from '@/lib/csv';
import type { MatrixRow, OverviewMatrix } from './overview-matrix';

// The overview matrix as CSV (issue 18 §3, decision 050): a row a carrier with its counts by
// platform status (Not mapped first, as shown), the new statuses and the total, then the
// totals' row, as the table's footer shows it.

type ExportRow = Pick<MatrixRow, 'carrierName' | 'isNew' | 'cells' | 'total'>;

export function overviewExportColumns(matrix: OverviewMatrix): CsvColumn<ExportRow>[] {
  return [
    { header: 'Carrier', value: (row) => row.carrierName },
    ...matrix.columns.map((column, index) => ({
      header: column.name,
      value: (row: ExportRow) => row.cells[index]?.count ?? 0,
    })),
    { header: 'Total', value: (row) => row.total.count },
    { header: 'New', value: (row) => row.isNew },
  ];
}

export function overviewExportRows(matrix: OverviewMatrix): ExportRow[] {
  const isNew = matrix.rows.reduce((sum, row) => sum + row.isNew, 0);
  return [
    ...matrix.rows,
    { carrierName: 'Total', isNew, cells: matrix.totals, total: matrix.total },
  ];
}
