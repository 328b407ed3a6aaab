import { Badge, Text } from '@mantine/core';
import { type CSSProperties, useMemo } from 'react';
import { MatrixTable } from '@/components/matrix-table';
import { RouterAnchor } from '@/components/router-link';
import {
  type MatrixCell,
  type MatrixRow,
  type OverviewMatrix,
  TRACKING_MAPPING_LIST_PATH,
} from '../overview-matrix';

// The overview's matrix (decision 032): carriers down, platform statuses across, Not mapped
// first; the header row and the carrier column stay in view while it scrolls both ways (tablets
// scroll it sideways), and every count links to the list filtered to what it counts.

const UNMAPPED_BG: CSSProperties = { background: 'var(--mantine-color-red-light)' };
const UNMAPPED_HEADER: CSSProperties = { color: 'var(--mantine-color-red-8)' };

/** A column of the matrix: a platform status, or the carriers' totals last. */
type Column = {
  key: string;
  name: string;
  unmapped: boolean;
  /** Its count is bold: Not mapped and the totals. */
  strong: boolean;
  of: (row: MatrixRow) => MatrixCell;
  total: MatrixCell;
};

function columnsOf(matrix: OverviewMatrix): Column[] {
  return [
    ...matrix.columns.map((column, index) => ({
      key: String(column.code),
      name: column.name,
      unmapped: column.unmapped,
      strong: column.unmapped,
      of: (row: MatrixRow) => row.cells[index]!,
      total: matrix.totals[index]!,
    })),
    {
      key: 'total',
      name: 'Total',
      unmapped: false,
      strong: true,
      of: (row: MatrixRow) => row.total,
      total: matrix.total,
    },
  ];
}

function Count({ cell, strong = false }: { cell: MatrixCell; strong?: boolean }) {
  if (!cell.target) {
    return (
      <Text span size="sm" c="dimmed" aria-label={cell.label}>
        0
      </Text>
    );
  }
  return (
    <RouterAnchor
      to={TRACKING_MAPPING_LIST_PATH}
      search={cell.target as never}
      aria-label={cell.label}
      fw={strong ? 700 : undefined}
      size="sm"
    >
      {cell.count}
    </RouterAnchor>
  );
}

function Carrier({ row }: { row: MatrixRow }) {
  return (
    <>
      <Text span size="sm" fw={600}>
        {row.carrierName}
      </Text>
      {row.isNew > 0 ? (
        <Badge ml={6} size="xs" variant="light" color="blue">
          {row.isNew} new
        </Badge>
      ) : null}
    </>
  );
}

export function OverviewMatrixTable({ matrix }: { matrix: OverviewMatrix }) {
  const columns = useMemo(() => columnsOf(matrix), [matrix]);
  return (
    <MatrixTable
      label="Tracking statuses by carrier"
      regionLabel="Tracking mapping matrix"
      corner="Carrier"
      columns={columns}
      columnKey={(column) => column.key}
      columnHeader={(column) => column.name}
      columnHeaderStyle={(column) => (column.unmapped ? UNMAPPED_HEADER : undefined)}
      rows={matrix.rows}
      rowKey={(row) => row.carrierId}
      rowHeader={(row) => <Carrier row={row} />}
      cell={(row, column) => <Count cell={column.of(row)} strong={column.strong} />}
      cellStyle={(row, column) =>
        column.unmapped && column.of(row).count > 0 ? UNMAPPED_BG : undefined
      }
      footer={{
        header: 'Total',
        cell: (column) => <Count cell={column.total} strong />,
      }}
    />
  );
}
