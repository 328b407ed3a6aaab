import { Table } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';

// The kit's matrix (issue 30; first built for decision 032): rows by columns, each named by its
// header, in a keyboard-scrollable region of its own. The header row and the row headers stay in
// view while it scrolls both ways, so a wide matrix scrolls sideways on a tablet and every count
// still says its row and column. ListTable does not fit: a matrix's columns are its data, many
// and narrow, and their headers wrap between a least and a most width.

const BG = 'var(--mantine-color-body)';
const STICKY_TOP: CSSProperties = { position: 'sticky', top: 0, zIndex: 2, background: BG };
const STICKY_LEFT: CSSProperties = { position: 'sticky', left: 0, zIndex: 1, background: BG };
const CORNER: CSSProperties = { ...STICKY_TOP, left: 0, zIndex: 3 };

export type MatrixTableProps<R, C> = {
  /** The table's accessible name. */
  label: string;
  /** The scroll region's accessible name. */
  regionLabel: string;
  /** The header over the row headers: what the rows are. */
  corner: ReactNode;
  columns: readonly C[];
  columnKey: (column: C) => Key;
  columnHeader: (column: C) => ReactNode;
  /** A header that stands out (its colour). */
  columnHeaderStyle?: (column: C) => CSSProperties | undefined;
  rows: readonly R[];
  rowKey: (row: R) => Key;
  /** The cell that names its row (a `th` with `scope="row"`), kept in view on the left. */
  rowHeader: (row: R) => ReactNode;
  cell: (row: R, column: C) => ReactNode;
  /** A cell that stands out (its background). */
  cellStyle?: (row: R, column: C) => CSSProperties | undefined;
  /** A last row (totals): its row header and a cell per column. */
  footer?: { header: ReactNode; cell: (column: C) => ReactNode };
  /** The cells' alignment; counts and amounts line up on the right. */
  align?: 'left' | 'center' | 'right';
  /** The row headers' least width (px). */
  rowHeaderWidth?: number;
  /** The columns' least and most widths (px): a longer header wraps. */
  columnWidth?: { min: number; max: number };
  /** The scroll region's height limit. */
  maxHeight?: string;
};

export function MatrixTable<R, C>({
  label,
  regionLabel,
  corner,
  columns,
  columnKey,
  columnHeader,
  columnHeaderStyle,
  rows,
  rowKey,
  rowHeader,
  cell,
  cellStyle,
  footer,
  align = 'right',
  rowHeaderWidth = 170,
  columnWidth = { min: 84, max: 130 },
  maxHeight = '70vh',
}: MatrixTableProps<R, C>) {
  const headerStyle: CSSProperties = {
    minWidth: columnWidth.min,
    maxWidth: columnWidth.max,
    verticalAlign: 'bottom',
    ...STICKY_TOP,
  };
  return (
    <div
      role="region"
      aria-label={regionLabel}
      tabIndex={0}
      style={{
        overflow: 'auto',
        maxHeight,
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Table
        withColumnBorders
        highlightOnHover
        striped={false}
        style={{ borderCollapse: 'separate', borderSpacing: 0 }}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={{ ...CORNER, minWidth: rowHeaderWidth }}>
              {corner}
            </Table.Th>
            {columns.map((column) => (
              <Table.Th
                key={columnKey(column)}
                scope="col"
                style={{ ...headerStyle, ...columnHeaderStyle?.(column) }}
              >
                {columnHeader(column)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Th scope="row" style={STICKY_LEFT}>
                {rowHeader(row)}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={columnKey(column)} ta={align} style={cellStyle?.(row, column)}>
                  {cell(row, column)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" style={STICKY_LEFT}>
                {footer.header}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={columnKey(column)} ta={align}>
                  {footer.cell(column)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </div>
  );
}
