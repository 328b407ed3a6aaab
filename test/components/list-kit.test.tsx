import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardGrid } from '@/components/list/card-grid';
import { ListBody } from '@/components/list/list-body';
import { ListPagination } from '@/components/list/list-pagination';
import { ListToolbar } from '@/components/list/list-toolbar';
import { paginationState } from '@/components/list/pagination-rules';
import { useListView } from '@/components/list/use-list-view';
import { ApiError } from '@/lib/api/api-error';
import { renderWithProviders } from '../support/render';

describe('paginationState (spec a section 4)', () => {
  it.each([
    [
      { page: 1, hasMore: true, fetching: false },
      { previousDisabled: true, nextDisabled: false },
    ],
    [
      { page: 0, hasMore: true, fetching: false },
      { previousDisabled: true, nextDisabled: false },
    ],
    [
      { page: 2, hasMore: true, fetching: false },
      { previousDisabled: false, nextDisabled: false },
    ],
    [
      { page: 2, hasMore: false, fetching: false },
      { previousDisabled: false, nextDisabled: true },
    ],
    [
      { page: 2, hasMore: true, fetching: true },
      { previousDisabled: false, nextDisabled: true },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(paginationState(input)).toEqual(expected);
  });
});

describe('ListPagination', () => {
  function Harness({
    hasMore = true,
    fetching = false,
  }: {
    hasMore?: boolean;
    fetching?: boolean;
  }) {
    const [page, setPage] = useState(1);
    const [quantity, setQuantity] = useState(32);
    return (
      <ListPagination
        page={page}
        quantity={quantity}
        hasMore={hasMore}
        fetching={fetching}
        onPage={setPage}
        onQuantity={setQuantity}
      />
    );
  }

  it('moves between pages and disables previous on the first', async () => {
    const { user } = renderWithProviders(<Harness />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('disables next without more items or while fetching', () => {
    const { unmount } = renderWithProviders(<Harness hasMore={false} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    unmount();
    renderWithProviders(<Harness fetching />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers the page sizes 16, 32 and 48, 32 by default', async () => {
    const { user } = renderWithProviders(<Harness />);
    const size = screen.getByLabelText('Per page');
    expect(size).toHaveValue('32');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['16', '32', '48']);
    await user.selectOptions(size, '48');
    expect(size).toHaveValue('48');
  });
});

function ViewHarness({ onRefresh }: { onRefresh: () => void }) {
  const { view, setView, tableAvailable } = useListView('testListView');
  const [mode, setMode] = useState<'all' | 'live' | 'test'>('all');
  return (
    <>
      <ListToolbar
        mode={mode}
        onMode={setMode}
        view={view}
        onView={setView}
        tableAvailable={tableAvailable}
        refreshing={false}
        onRefresh={onRefresh}
      />
      <p>
        showing {view} in {mode}
      </p>
    </>
  );
}

type HappyWindow = { happyDOM: { setInnerWidth: (width: number) => void } };

function setWidth(width: number) {
  (window as unknown as HappyWindow).happyDOM.setInnerWidth(width);
}

describe('ListToolbar and useListView', () => {
  it('switches the mode and refreshes', async () => {
    const onRefresh = vi.fn();
    setWidth(1400);
    const { user } = renderWithProviders(<ViewHarness onRefresh={onRefresh} />);
    await user.click(screen.getByRole('radio', { name: 'Test' }));
    expect(screen.getByText('showing cards in test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('keeps the table choice in local storage on wide screens', async () => {
    setWidth(1400);
    const { user, unmount } = renderWithProviders(<ViewHarness onRefresh={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.getByText('showing table in all')).toBeInTheDocument();
    expect(localStorage.getItem('testListView')).toBe('table');
    unmount();
    renderWithProviders(<ViewHarness onRefresh={() => {}} />);
    expect(screen.getByText('showing table in all')).toBeInTheDocument();
  });

  it('shows cards and no table choice below 1200 px, keeping the stored choice', () => {
    localStorage.setItem('testListView', 'table');
    setWidth(1199);
    renderWithProviders(<ViewHarness onRefresh={() => {}} />);
    expect(screen.getByText('showing cards in all')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Table' })).not.toBeInTheDocument();
    expect(localStorage.getItem('testListView')).toBe('table');
  });

  it('treats a garbage stored value as cards', () => {
    localStorage.setItem('testListView', '{oops');
    setWidth(1400);
    renderWithProviders(<ViewHarness onRefresh={() => {}} />);
    expect(screen.getByText('showing cards in all')).toBeInTheDocument();
  });
});

describe('ListBody', () => {
  const body = (data: string[] | undefined, error: unknown = null, onRetry = vi.fn()) => (
    <ListBody data={data} error={error} isEmpty={(items) => items.length === 0} onRetry={onRetry}>
      {(items) => (
        <CardGrid label="Things">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </CardGrid>
      )}
    </ListBody>
  );

  it('shows a loader, then the items', () => {
    const { unmount } = renderWithProviders(body(undefined));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    unmount();
    renderWithProviders(body(['a', 'b']));
    expect(
      within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it("says 'No results' for an empty list", () => {
    renderWithProviders(body([]));
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByText('There is no data for your request')).toBeInTheDocument();
  });

  it('shows the global error block when the first load failed, with a retry', async () => {
    const onRetry = vi.fn();
    const error = new ApiError({
      kind: 'http',
      status: 500,
      statusText: 'Server Error',
      body: { errors: [{ message: 'Database is down' }] },
    });
    const { user } = renderWithProviders(body(undefined, error, onRetry));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Can't get data from server!");
    expect(alert).toHaveTextContent('Database is down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps showing data after a later failure', () => {
    renderWithProviders(body(['a'], new Error('later')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('a')).toBeInTheDocument();
  });
});
