import { Badge, Table, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { RouterAnchor } from '@/components/router-link';
import {
  type MatrixCell,
  type OverviewMatrix,
  TRACKING_MAPPING_LIST_PATH,
} from '../overview-matrix';

// The overview's matrix (decision 032): carriers down, platform statuses across, Not mapped
// first; the header row and the carrier column stay in view while it scrolls both ways (tablets
// scroll it sideways), and every count links to the list filtered to what it counts.

const BG = 'var(--mantine-color-body)';
const stickyTop: CSSProperties = { position: 'sticky', top: 0, zIndex: 2, background: BG };
const stickyLeft: CSSProperties = { position: 'sticky', left: 0, zIndex: 1, background: BG };
const corner: CSSProperties = { ...stickyTop, left: 0, zIndex: 3 };
const UNMAPPED_BG = 'var(--mantine-color-red-light)';

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

function Th({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Table.Th
      scope="col"
      style={{ minWidth: 84, maxWidth: 130, verticalAlign: 'bottom', ...stickyTop, ...style }}
    >
      {children}
    </Table.Th>
  );
}

export function OverviewMatrixTable({ matrix }: { matrix: OverviewMatrix }) {
  const unmappedStyle = (count: number): CSSProperties | undefined =>
    count > 0 ? { background: UNMAPPED_BG } : undefined;
  return (
    <div
      role="region"
      aria-label="Tracking mapping matrix"
      tabIndex={0}
      style={{
        overflow: 'auto',
        maxHeight: '70vh',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Table
        withColumnBorders
        highlightOnHover
        striped={false}
        style={{ borderCollapse: 'separate', borderSpacing: 0 }}
        aria-label="Tracking statuses by carrier"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={{ ...corner, minWidth: 170 }}>
              Carrier
            </Table.Th>
            {matrix.columns.map((column) => (
              <Th
                key={column.code}
                style={column.unmapped ? { color: 'var(--mantine-color-red-8)' } : undefined}
              >
                {column.name}
              </Th>
            ))}
            <Th>Total</Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matrix.rows.map((row) => (
            <Table.Tr key={row.carrierId}>
              <Table.Th scope="row" style={stickyLeft}>
                <Text span size="sm" fw={600}>
                  {row.carrierName}
                </Text>
                {row.isNew > 0 ? (
                  <Badge ml={6} size="xs" variant="light" color="blue">
                    {row.isNew} new
                  </Badge>
                ) : null}
              </Table.Th>
              {row.cells.map((cell, index) => (
                <Table.Td
                  key={matrix.columns[index]!.code}
                  ta="right"
                  style={matrix.columns[index]!.unmapped ? unmappedStyle(cell.count) : undefined}
                >
                  <Count cell={cell} strong={matrix.columns[index]!.unmapped} />
                </Table.Td>
              ))}
              <Table.Td ta="right">
                <Count cell={row.total} strong />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" style={stickyLeft}>
              Total
            </Table.Th>
            {matrix.totals.map((cell, index) => (
              <Table.Td key={matrix.columns[index]!.code} ta="right">
                <Count cell={cell} strong />
              </Table.Td>
            ))}
            <Table.Td ta="right">
              <Count cell={matrix.total} strong />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}
