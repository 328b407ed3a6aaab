import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichInfo } from '@/features/carriers/components/rich-info/rich-info';
import { LEAVE_QUESTION } from '@/features/carriers/rich-info-rules';
import { OFFLINE_ACTION_REASON } from '@/lib/online';
import { renderWithProviders } from '../support/render';

// The rich info alone, in a router of two pages (leaving one with unsaved edits asks first).

type Flagged = { __pwned?: number };
const flag = () => (window as unknown as Flagged).__pwned;

const STORED =
  '<p>Book through the <strong>partner API</strong>.</p>' +
  '<script>window.__pwned = 1</script>' +
  '<img src="x" onerror="window.__pwned = 1">' +
  '<p onclick="window.__pwned = 1"><a href="javascript:window.__pwned = 1">Open</a></p>';

function Harness({
  initial,
  canEdit = true,
  onSave,
}: {
  initial: string;
  canEdit?: boolean;
  onSave?: (html: string) => Promise<unknown>;
}) {
  const [html, setHtml] = useState(initial);
  return (
    <RichInfo
      html={html}
      label="Booking info"
      emptyText="No information about this section"
      canEdit={canEdit}
      onSave={async (next) => {
        await (onSave ?? (() => Promise.resolve()))(next);
        setHtml(next);
      }}
    />
  );
}

function renderRichInfo(props: Parameters<typeof Harness>[0]) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const details = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <>
        <Harness {...props} />
        {/* A link of this test's own router (the app's route types do not know it). */}
        <Link to={'/elsewhere' as '/'}>Elsewhere</Link>
      </>
    ),
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '/elsewhere',
    component: () => <p>Another page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([details, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

async function openEditor(user: ReturnType<typeof renderRichInfo>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Booking info' }));
  return screen.findByRole('textbox', { name: 'Booking info' });
}

describe('rich info', () => {
  afterEach(() => {
    delete (window as unknown as Flagged).__pwned;
  });

  it('shows stored HTML sanitised: no script, no event handler, no javascript: link runs', async () => {
    renderRichInfo({ initial: STORED, canEdit: false });

    const region = await screen.findByRole('region', { name: 'Booking info' });
    expect(region).toHaveTextContent('Book through the partner API.');
    expect(within(region).getByText('partner API').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();
    expect(within(region).getByText('Open')).not.toHaveAttribute('href');
    expect(region.innerHTML).not.toContain('__pwned');
    expect(flag()).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Edit Booking info' })).toBeNull();
  });

  it.each(['', '   ', '<p></p>', '<p><br></p>', '<script>alert(1)</script>'])(
    'says the empty text for %j',
    async (initial) => {
      renderRichInfo({ initial });
      const region = await screen.findByRole('region', { name: 'Booking info' });
      expect(region).toHaveTextContent('No information about this section');
    },
  );

  it('edits in the rich editor and saves its HTML', async () => {
    const onSave = vi.fn((_html: string) => Promise.resolve());
    const { user } = renderRichInfo({ initial: '<p>Old text</p>', onSave });

    const editor = await openEditor(user);
    expect(editor).toHaveTextContent('Old text');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link' })).toBeInTheDocument();
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard('New text');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual(['<p>New text</p>']);
    const region = await screen.findByRole('region', { name: 'Booking info' });
    expect(region).toHaveTextContent('New text');
    expect(screen.queryByRole('textbox', { name: 'Booking info' })).toBeNull();
  });

  it('disables the buttons while saving and keeps the editor with the text when it fails', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onSave = vi.fn(
      () =>
        new Promise((_resolve, fail: (error: Error) => void) => {
          reject = fail;
        }),
    );
    const { user } = renderRichInfo({ initial: '<p>Old text</p>', onSave });

    const editor = await openEditor(user);
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}Typed by hand');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => reject(new Error('Server said no')));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Booking info' })).toHaveTextContent(
      'Typed by hand',
    );
    expect(screen.queryByRole('region', { name: 'Booking info' })).toBeNull();
  });

  it('asks before cancelling changes, and stays or leaves as answered', async () => {
    const onSave = vi.fn((_html: string) => Promise.resolve());
    const { user } = renderRichInfo({ initial: '<p>Old text</p>', onSave });

    const editor = await openEditor(user);
    await user.click(editor);
    await user.keyboard(' and more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(LEAVE_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Booking info' })).toHaveTextContent('and more');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    const region = await screen.findByRole('region', { name: 'Booking info' });
    expect(region).toHaveTextContent('Old text');
    expect(region).not.toHaveTextContent('and more');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('cancels an unchanged edit without asking', async () => {
    const { user } = renderRichInfo({ initial: '<p>Old text</p>' });
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('region', { name: 'Booking info' })).toHaveTextContent(
      'Old text',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving the page with unsaved edits', async () => {
    const { user, router } = renderRichInfo({ initial: '<p>Old text</p>' });
    const editor = await openEditor(user);
    await user.click(editor);
    await user.keyboard(' edited');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(LEAVE_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('drops pasted markup that could run: the editor has no node for it', async () => {
    const onSave = vi.fn((_html: string) => Promise.resolve());
    const { user } = renderRichInfo({ initial: '<p>Old text</p>', onSave });
    const editor = await openEditor(user);
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>Pasted</p><img src=x onerror="window.__pwned = 1"><script>window.__pwned = 1</script>',
    );
    data.setData('text/plain', 'Pasted');
    await user.paste(data);
    await waitFor(() => expect(editor).toHaveTextContent('Pasted'));
    expect(document.querySelector('[onerror]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).not.toMatch(/img|onerror|script|__pwned/);
    expect(flag()).toBeUndefined();
  });

  it('disables Edit offline and says why', async () => {
    renderRichInfo({ initial: '<p>Old text</p>' });
    act(() => onlineManager.setOnline(false));
    const edit = await screen.findByRole('button', { name: 'Edit Booking info' });
    expect(edit).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(OFFLINE_ACTION_REASON);
  });
});
