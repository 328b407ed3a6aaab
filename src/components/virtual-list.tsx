import { Box, Table } from '@mantine/core';
import {
  measureElement,
  observeElementRect,
  type Rect,
  useVirtualizer,
} from '@tanstack/react-virtual';
import { type Key, type ReactNode, useCallback, useRef } from 'react';

// A long list inside a record (a parcel's items, a pallet's contents) renders only the rows in
// view, in a scroll region of bounded height: 5,000 items once took 242k nodes and 83 s to open
// (issue 9). Rows keep their natural height (measured as they render) and stay in normal flow
// between two spacers, so a row can be a card or a table row alike.

/** The region's height bound, and the view assumed while there is no layout to measure. */
const MAX_HEIGHT_PX = 640;
const MAX_HEIGHT = `min(65vh, ${MAX_HEIGHT_PX}px)`;
const NO_LAYOUT: Rect = { width: 0, height: MAX_HEIGHT_PX };
/** A long value (a tracking number, a request id) wraps anywhere rather than widen its column. */
const WRAP = { overflowWrap: 'anywhere' } as const;
/** Rows rendered beyond each edge: keyboard focus moving on finds its next row in place. */
const OVERSCAN = 3;

/** A column of the table mode, declared like the list kit's `Column` (header, cell, width). */
export type VirtualColumn<T> = {
  /** Also the column's key and accessible header. */
  header: string;
  /** The cell of the row; it may wrap (rows are measured as they render). */
  cell: (item: T, index: number) => ReactNode;
  /** A CSS width ('24%', or px as a number); the layout is fixed, so every row keeps it. */
  width?: string | number;
};

type CommonProps<T> = {
  items: readonly T[];
  /** The accessible name of the scroll region (and of the table). */
  label: string;
  /** A row's height in px until it is measured. */
  estimateSize: number;
  getKey: (item: T, index: number) => Key;
};

type ListProps<T> = {
  /** The row: any content. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Space between rows, in px. */
  gap?: number;
  table?: undefined;
};

type TableProps<T> = {
  /** Rows as a table with these columns, named `label` too. Its layout is fixed, so columns
   * keep their widths whichever rows are rendered: give widths that fit the usual content. */
  table: { columns: readonly VirtualColumn<T>[]; minWidth?: number };
  renderItem?: undefined;
  gap?: undefined;
};

export type VirtualListProps<T> = CommonProps<T> & (ListProps<T> | TableProps<T>);

export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, label, estimateSize, getKey, table } = props;
  const gap = props.gap ?? 0;
  const scrollRef = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback(
    (index: number) => getKey(items[index] as T, index),
    [items, getKey],
  );
  // No React Compiler builds this app; the virtualizer re-renders the list itself as it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey,
    gap,
    overscan: OVERSCAN,
    initialRect: NO_LAYOUT,
    // Without layout (a DOM without a layout engine) sizes read 0: keep the assumed view and the
    // estimates rather than render every row into a zero-height window.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : NO_LAYOUT)),
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimateSize,
  });

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? first.start : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0;

  const rowProps = (index: number) => ({
    ref: virtualizer.measureElement,
    'data-index': index,
  });

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label={label}
      // Scrollable by keyboard; the virtualizer, not the browser, keeps the view anchored.
      tabIndex={0}
      style={{ maxHeight: MAX_HEIGHT, overflow: 'auto', overflowAnchor: 'none' }}
    >
      {table ? (
        <Table
          stickyHeader
          layout="fixed"
          miw={table.minWidth}
          verticalSpacing="xs"
          aria-label={label}
          aria-rowcount={items.length + 1}
        >
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              {table.columns.map(({ header, width }) => (
                <Table.Th key={header} w={width}>
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Spacer height={before} columns={table.columns.length} />
            {rows.map(({ index, key }) => (
              <Table.Tr key={key} aria-rowindex={index + 2} {...rowProps(index)}>
                {table.columns.map(({ header, cell }) => (
                  <Table.Td key={header} style={WRAP}>
                    {cell(items[index] as T, index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Spacer height={after} columns={table.columns.length} />
          </Table.Tbody>
        </Table>
      ) : (
        <Box
          role="list"
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap,
            paddingTop: before,
            paddingBottom: after,
          }}
        >
          {rows.map(({ index, key }) => (
            <div
              key={key}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={index + 1}
              {...rowProps(index)}
            >
              {props.renderItem?.(items[index] as T, index)}
            </div>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The rows out of view, as one empty row of their height. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
