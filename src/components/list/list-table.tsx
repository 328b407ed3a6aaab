import { Box, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type CSSProperties,
  type Key,
  memo,
  type ReactNode,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { RowCheckbox, useSelectionContext } from './selection/list-selection';

// The kit's table (issues 11 and 30): one frame for every table, in lists, tabs and records, a
// keyboard-scrollable region with a sticky header, columns declared once with their widths. Every cell keeps to one line: a
// text cell is cut with an ellipsis and has its whole text in a tooltip. Columns that matter less
// give way on narrower screens (`from`, a viewport width) rather than push the table off screen,
// so a row never needs a horizontal scroll at the widths the columns were chosen for (decision 019).

export type Column<T> = {
  /** Also the column's accessible header. */
  header: string;
  /** The cell. A string or number is cut to the width, with the whole of it in a tooltip. */
  cell: (row: T) => ReactNode;
  /** Width in px; the table's layout is fixed, so every row keeps them. */
  width: number;
  /** Shown from this viewport width (px) up; below it the column gives way. At most three
   *  distinct widths per table. */
  from?: number;
  /** The CSV export's text of the cell (issue 18, decision 050): needed when `cell` is not a
   *  plain string or number; `false` leaves the column out of the export (links, actions). */
  csv?: ((row: T) => string | number | null) | false;
  /** Numbers and amounts line up on the right. */
  align?: 'left' | 'center' | 'right';
  /** The cell names its row (a `th` with `scope="row"`): a day of opening hours, a field. */
  rowHeader?: boolean;
};

/** A list's table scrolls within the window, under the page's header and toolbar. */
const LIST_MAX_HEIGHT = 'calc(100dvh - 160px)';

const ONE_LINE: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

// A header wraps between its words (never past its column), the rows stay one line.
const HEADER: CSSProperties = { whiteSpace: 'normal', verticalAlign: 'bottom' };

function Cell({ value }: { value: ReactNode }) {
  if (typeof value !== 'string' && typeof value !== 'number') {
    return <div style={ONE_LINE}>{value}</div>;
  }
  const text = String(value);
  return (
    <Tooltip
      label={text}
      openDelay={500}
      withinPortal
      events={{ hover: true, focus: false, touch: true }}
    >
      <div style={ONE_LINE}>{text}</div>
    </Tooltip>
  );
}

type RowProps<T> = { row: T; columns: readonly Column<T>[]; selectable: boolean };

// The checkbox column of a list with bulk actions (issue 18 §2): narrow, first.
// The parcel and pallet tables give up 44 px of their columns for it, so they still fit (decision 019).
const SELECT_WIDTH = 44;

const Row = memo(function Row<T>({ row, columns, selectable }: RowProps<T>) {
  return (
    <Table.Tr>
      {selectable ? (
        <Table.Td>
          <RowCheckbox row={row} />
        </Table.Td>
      ) : null}
      {columns.map((column) =>
        column.rowHeader ? (
          <Table.Th key={column.header} scope="row" ta={column.align} fw={500}>
            <Cell value={column.cell(row)} />
          </Table.Th>
        ) : (
          <Table.Td key={column.header} ta={column.align}>
            <Cell value={column.cell(row)} />
          </Table.Td>
        ),
      )}
    </Table.Tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** The columns shown at the current width: those without `from`, and those whose width is reached. */
export function shownColumns<T>(
  columns: readonly Column<T>[],
  matches: (minWidth: number) => boolean,
): Column<T>[] {
  return columns.filter((column) => column.from === undefined || matches(column.from));
}

/** The distinct widths columns appear from, smallest first (at most a handful per table). */
function breakpointsOf<T>(columns: readonly Column<T>[]): number[] {
  return [...new Set(columns.flatMap((column) => (column.from ? [column.from] : [])))].sort(
    (a, b) => a - b,
  );
}

const NO_WIDTHS: number[] = [];

/** Whether the element is narrower than its content (a wide table in a narrow card or window). */
function useScrollsSideways(): [(element: HTMLDivElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, scrolls];
}

/** The widest `from` the viewport reaches (0 if none), re-rendering only when it changes. */
function useReachedWidth(widths: readonly number[]): number {
  // A fixed number of media queries per table (its columns never change), so hooks stay in order.
  const first = useMediaQuery(`(min-width: ${widths[0] ?? 0}px)`, false, {
    getInitialValueInEffect: false,
  });
  const second = useMediaQuery(`(min-width: ${widths[1] ?? 0}px)`, false, {
    getInitialValueInEffect: false,
  });
  const third = useMediaQuery(`(min-width: ${widths[2] ?? 0}px)`, false, {
    getInitialValueInEffect: false,
  });
  const reached = [first, second, third];
  let width = 0;
  widths.slice(0, 3).forEach((candidate, index) => {
    if (reached[index]) width = candidate;
  });
  return width;
}

export function ListTable<T>({
  label,
  columns,
  rows,
  rowKey,
  maxHeight = LIST_MAX_HEIGHT,
  bare = false,
  empty,
  footer,
}: {
  /** The table's (and its scroll region's) accessible name. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The scroll region's height limit; `null` for a table in a record or a tab, which grows
   *  with the page (it still scrolls sideways when the window is narrower than its columns). */
  maxHeight?: string | null;
  /** No scroll container at all: a table only screen readers read (beside a chart), which must
   *  not leave a scrollable box nobody can see or reach. */
  bare?: boolean;
  /** Said in one row across the table when there are no rows. */
  empty?: ReactNode;
  /** A last row (totals): its cells by column header, in the columns' order. */
  footer?: Partial<Record<string, ReactNode>>;
}) {
  const widths = columns.some((column) => column.from) ? breakpointsOf(columns) : NO_WIDTHS;
  const reached = useReachedWidth(widths);
  // The same array while the width class holds, so the memoised rows do not redraw on a resize.
  const shown = useMemo(
    () => shownColumns(columns, (minWidth) => minWidth <= reached),
    [columns, reached],
  );
  // The selection itself is read by each row's checkbox, so a change redraws only those.
  const selectable = useSelectionContext() !== null;
  const [sideways, scrolls] = useScrollsSideways();
  const minWidth =
    shown.reduce((sum, column) => sum + column.width, 0) + (selectable ? SELECT_WIDTH : 0);
  return (
    <Box
      // A list's table scrolls within the window: a named region the keyboard can scroll. In a
      // record or a card the page scrolls; only a narrow window scrolls the table sideways.
      {...(bare
        ? {}
        : maxHeight === null
          ? {
              ref: sideways,
              style: { overflowX: 'auto' },
              // Only while it scrolls: a box the keyboard can scroll, named (axe's
              // scrollable-region-focusable); a table that fits adds no tab stop.
              ...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {}),
            }
          : {
              component: 'section' as const,
              'aria-label': label,
              tabIndex: 0,
              style: { overflow: 'auto', maxHeight },
            })}
    >
      <Table
        aria-label={label}
        stickyHeader
        striped
        highlightOnHover
        verticalSpacing="xs"
        fz="sm"
        layout="fixed"
        miw={minWidth}
      >
        <Table.Thead>
          <Table.Tr>
            {selectable ? (
              <Table.Th w={SELECT_WIDTH}>
                <VisuallyHidden>Selected</VisuallyHidden>
              </Table.Th>
            ) : null}
            {shown.map((column) => (
              <Table.Th key={column.header} w={column.width} ta={column.align} style={HEADER}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Row key={rowKey(row)} row={row} columns={shown} selectable={selectable} />
          ))}
          {rows.length === 0 && empty !== undefined ? (
            <Table.Tr>
              <Table.Td colSpan={shown.length + (selectable ? 1 : 0)} c="dimmed" ta="center">
                {empty}
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
        {footer ? (
          <Table.Tfoot>
            <Table.Tr>
              {selectable ? <Table.Td /> : null}
              {shown.map((column) => (
                <Table.Td key={column.header} ta={column.align} fw={600}>
                  <Cell value={footer[column.header] ?? null} />
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Box>
  );
}
