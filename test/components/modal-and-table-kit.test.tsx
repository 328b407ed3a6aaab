import { Button } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListTable, type Column } from '@/components/list/list-table';
import { AppModal } from '@/components/modal/app-modal';
import { FormModal } from '@/components/modal/form-modal';
import { renderWithProviders } from '../support/render';

// The kit's modal frame, its form modal with the unsaved-changes guard, and the table's options
// for records and tabs (issue 30).

type HappyWindow = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };

/** The guard uses the router's blocker: the harness is a route's component. */
function inRouter(ui: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

function FormHarness({ saved = false, onClose }: { saved?: boolean; onClose: () => void }) {
  const [value, setValue] = useState('');
  return (
    <FormModal
      title="Add note"
      dirty={value !== ''}
      saved={saved}
      question="Data was changed. Leave without saving ?"
      onClose={onClose}
    >
      {(close) => (
        <>
          <input aria-label="Note" value={value} onChange={(e) => setValue(e.target.value)} />
          <Button onClick={close}>Cancel</Button>
        </>
      )}
    </FormModal>
  );
}

describe('FormModal', () => {
  it('closes at once when nothing was typed', async () => {
    const onClose = vi.fn();
    const { user } = inRouter(() => <FormHarness onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Warning!' })).toBeNull();
  });

  it("asks the screen's question before dropping typed input: Stay keeps it, Leave closes", async () => {
    const onClose = vi.fn();
    const { user } = inRouter(() => <FormHarness onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    await user.type(within(dialog).getByLabelText('Note'), 'x');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning!' });
    expect(within(warning).getByText('Data was changed. Leave without saving ?')).toBeVisible();
    await user.click(within(warning).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning!' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Note')).toHaveValue('x');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Warning!' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks nothing once saved', async () => {
    const onClose = vi.fn();
    const { user } = inRouter(() => <FormHarness saved onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    await user.type(within(dialog).getByLabelText('Note'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Warning!' })).toBeNull();
  });
});

describe('AppModal', () => {
  const content = () => document.querySelector('.mantine-Modal-content');

  it('takes the whole screen below 48em, unless it is compact', async () => {
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 400, height: 800 });
    const { unmount } = renderWithProviders(
      <AppModal title="Form" onClose={() => {}}>
        x
      </AppModal>,
    );
    await screen.findByRole('dialog', { name: 'Form' });
    await waitFor(() => expect(content()).toHaveAttribute('data-full-screen'));
    unmount();
    renderWithProviders(
      <AppModal title="Picture" compact onClose={() => {}}>
        x
      </AppModal>,
    );
    await screen.findByRole('dialog', { name: 'Picture' });
    expect(content()).not.toHaveAttribute('data-full-screen');
  });

  it('stays a box on a wide screen, with a named close button', async () => {
    renderWithProviders(
      <AppModal title="Picture" onClose={() => {}}>
        x
      </AppModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Picture' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(content()).not.toHaveAttribute('data-full-screen');
  });
});

type Day = { day: string; hours: string; visits: number };
const columns: Column<Day>[] = [
  { header: 'Day', cell: (row) => row.day, width: 120, rowHeader: true },
  { header: 'Hours', cell: (row) => row.hours, width: 200 },
  { header: 'Visits', cell: (row) => row.visits, width: 100, align: 'right' },
];

describe('ListTable in a record', () => {
  it('names each row by its header cell, aligns numbers and adds the totals row', () => {
    renderWithProviders(
      <ListTable
        label="Opening hours"
        columns={columns}
        rows={[
          { day: 'Monday', hours: '09:00-18:00', visits: 3 },
          { day: 'Tuesday', hours: 'Closed', visits: 0 },
        ]}
        rowKey={(row) => row.day}
        maxHeight={null}
        footer={{ Day: 'Total', Visits: 3 }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Opening hours' });
    expect(within(table).getByRole('rowheader', { name: 'Monday' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[3]!).getByText('Total')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('3')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Visits' })).toHaveStyle({
      textAlign: 'right',
    });
    // In a record the page scrolls: no region of its own to tab to.
    expect(screen.queryByRole('region', { name: 'Opening hours' })).toBeNull();
  });

  it('says its empty line across every column when there are no rows', () => {
    renderWithProviders(
      <ListTable
        label="Opening hours"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.day}
        empty="No opening hours"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No opening hours' });
    expect(cell).toHaveAttribute('colspan', '3');
  });
});
