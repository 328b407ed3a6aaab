import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualList } from '@/components/virtual-list';
import { renderWithProviders } from '../support/render';

// happy-dom has no layout: the list assumes its bounded view and the rows' estimated heights,
// which is what a browser sees before the first measure.

const items = Array.from({ length: 5000 }, (_, index) => ({ id: index + 1 }));

/** Scrolls the region as a user would, to `top` px (no layout engine clamps it here). */
async function scrollTo(region: HTMLElement, top: number) {
  await act(async () => {
    region.scrollTop = top;
    fireEvent.scroll(region);
  });
}

describe('virtual list (long lists inside a record)', () => {
  it('renders only the rows in view of 5,000, in a named, focusable scroll region', async () => {
    renderWithProviders(
      <VirtualList
        label="Things"
        items={items}
        estimateSize={100}
        getKey={(item) => item.id}
        renderItem={(item) => <section aria-label={`Thing ${item.id}`}>Thing {item.id}</section>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Things' });
    expect(region).toHaveAttribute('tabindex', '0');
    const rows = within(region).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(20);
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    expect(within(region).getByRole('region', { name: 'Thing 1' })).toBeInTheDocument();
    expect(within(region).queryByRole('region', { name: 'Thing 5000' })).toBeNull();

    await scrollTo(region, 100 * 5000);
    expect(await within(region).findByRole('region', { name: 'Thing 5000' })).toBeInTheDocument();
    expect(within(region).queryByRole('region', { name: 'Thing 1' })).toBeNull();
    expect(within(region).getAllByRole('listitem').length).toBeLessThan(20);
  });

  it('lays the same rows out as a table, header and row numbers included', async () => {
    renderWithProviders(
      <VirtualList
        label="Stuff"
        items={items}
        estimateSize={40}
        getKey={(item) => item.id}
        table={{
          columns: [
            { header: 'ID', cell: (item) => item.id },
            { header: 'Double', width: '30%', cell: (item) => item.id * 2 },
          ],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Stuff' });
    const table = within(region).getByRole('table', { name: 'Stuff' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeLessThan(40);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Double']);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', '2']);

    await scrollTo(region, 40 * 5000);
    const last = await within(table).findByRole('cell', { name: '10000' });
    expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '5001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(40);
  });
});
