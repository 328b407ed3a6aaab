import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LabelFile, ParcelRow } from '../../server/areas/parcels/seed';
import { apiDb, apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// ZPL labels are drawn by a WASM renderer in a worker; here it answers with a fixed PNG.
vi.mock('@/components/file-viewer/zpl-render', () => ({
  renderZpl: vi.fn(() => Promise.resolve('iVBORw0KGgo=')),
}));

const parcelWith = (test: (row: ParcelRow) => boolean): ParcelRow => {
  const row = apiDb().parcels.find(test);
  if (!row) throw new Error('no such parcel in the seed');
  return row;
};
const withLabel = (kind: LabelFile | null) => parcelWith((row) => row.labelFile === kind);

/** Every file the app saves through a download link, by name. */
function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) names.push(this.download);
  });
  return names;
}

/**
 * Opens a viewer of a parcel (`label` or `invoice`), with more of the list's search if given.
 * The viewers open over the parcels list, narrowed here to the parcel itself: 32 cards behind
 * the modal are not under test and would cost every render.
 */
async function openViewer(kind: 'label' | 'invoice', row: ParcelRow, search = '') {
  const app = renderApp(`/admin/parcels/${kind}/${row.id}?tracking=${row.tracking}${search}`);
  const title = `${kind === 'label' ? 'Label' : 'Invoice'} of parcel ${row.id}`;
  const dialog = await screen.findByRole('dialog', { name: title });
  return { ...app, dialog };
}

describe('parcel label and invoice viewers', () => {
  beforeEach(() => signIn('superadmin'));
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('shows a PDF label with its download name, and downloads the print driver as eplprinter.exe', async () => {
    const row = withLabel('pdf');
    const { dialog, user } = await openViewer('label', row);
    expect(await within(dialog).findByTitle(`Label of parcel ${row.id}`, undefined)).toHaveProperty(
      'tagName',
      'IFRAME',
    );
    expect(dialog).toHaveTextContent(`label_for_parcel_${row.id}.pdf`);
    const downloads = captureDownloads();
    await screen.findByRole('button', { name: 'Download' }).then((button) => button.click());
    expect(downloads).toEqual([`label_for_parcel_${row.id}.pdf`]);

    await user.click(await within(dialog).findByRole('button', { name: 'Print driver' }));
    await waitFor(() =>
      expect(downloads).toEqual([`label_for_parcel_${row.id}.pdf`, 'eplprinter.exe']),
    );
  });

  it('draws a ZPL label and keeps its text one tab away', async () => {
    const row = withLabel('txt');
    const { dialog, user } = await openViewer('label', row);
    const image = await within(dialog).findByRole('img', { name: `Label of parcel ${row.id}` });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    await user.click(within(dialog).getByRole('tab', { name: 'ZPL' }));
    expect(within(dialog).getByText(new RegExp(`\\^FD${row.tracking}\\^FS`))).toBeInTheDocument();
  });

  it('says when a parcel has no label, asks for it once and offers no printing', async () => {
    const row = withLabel(null);
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/parcels/download_label'))
        asked.push(request.url);
    };
    apiServer.events.on('request:start', count);
    try {
      const { dialog } = await openViewer('label', row);
      expect(
        await within(dialog).findByText(`label ${row.id} file not found or is empty`, {}),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
      expect(
        within(dialog).queryByRole('button', { name: 'Print driver' }),
      ).not.toBeInTheDocument();
      // Settled: nothing more is on its way.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(asked).toHaveLength(1);
    } finally {
      apiServer.events.removeListener('request:start', count);
    }
  });

  it('says when the answer is empty', async () => {
    const row = withLabel('pdf');
    apiServer.use(
      http.get('*/admin/parcels/download_label', () =>
        HttpResponse.json({ type: 'pdf', data: '', filename: null }),
      ),
    );
    const { dialog } = await openViewer('label', row);
    expect(
      await within(dialog).findByText(`label ${row.id} file not found or is empty`, {}),
    ).toBeInTheDocument();
  });

  it('rejects an invalid id', async () => {
    // The list behind narrowed to nothing, as above.
    renderApp('/admin/parcels/label/abc?tracking=abc');
    const dialog = await screen.findByRole('dialog', { name: 'Label' });
    expect(within(dialog).getByText('Entity ID is required. Received: abc')).toBeInTheDocument();
  });

  it('switches between the normal and the original label through the URL; closing returns to the list with its search', async () => {
    const row = parcelWith((p) => p.hasOriginal && p.labelFile === 'pdf');
    const { dialog, user, router } = await openViewer('label', row, '&mode=live');
    await user.click(await within(dialog).findByRole('radio', { name: 'Original' }));
    const original = await screen.findByRole('dialog', {
      name: `Original label of parcel ${row.id}`,
    });
    expect(router.state.location.searchStr).toBe(`?tracking=${row.tracking}&mode=live&original=1`);
    expect(
      await screen.findByText(`original_label_for_parcel_${row.id}.pdf`, { exact: false }),
    ).toBeInTheDocument();

    await user.click(within(original).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
    expect(router.state.location.searchStr).toBe(`?tracking=${row.tracking}&mode=live`);
  });

  it('shows a PNG label as an image, prints it through a print hash and the print link, and print needs the network', async () => {
    const row = withLabel('png');
    localStorage.setItem('PHPSESSID', 'print-session-1');
    const asked: unknown[] = [];
    apiServer.use(
      http.post('*/admin/parcels/generate_print_hash', async ({ request }) => {
        asked.push(await request.clone().json());
        return forward(request);
      }),
    );
    // The tab opens on the click (so pop-up blockers let it through), then gets the link.
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { dialog, user } = await openViewer('label', row);
    expect(
      await within(dialog).findByRole('img', { name: `Label of parcel ${row.id}` }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`label_for_parcel_${row.id}.png`);

    await user.click(await within(dialog).findByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledExactlyOnceWith('', '_blank');
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(asked).toEqual([{ id: row.id }]);
    const link = new URL(tab.location.href);
    expect(link.pathname).toBe('/admin/parcels/get_label');
    expect(link.searchParams.get('id')).toBe(String(row.id));
    expect(link.searchParams.get('PHPSESSID')).toBe('print-session-1');
    expect(link.searchParams.get('printHash')).toMatch(/^[0-9a-f]{64}$/);
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();

    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
    onlineManager.setOnline(false);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Print' })).toBeDisabled(),
    );
    expect(
      within(dialog).getByText('You are offline: this needs a connection.'),
    ).toBeInTheDocument();
  });

  it('shows the invoice, or says it is missing', async () => {
    const withInvoice = parcelWith((p) => p.hasInvoice);
    const first = await openViewer('invoice', withInvoice);
    expect(
      await within(first.dialog).findByTitle(`Invoice of parcel ${withInvoice.id}`, undefined),
    ).toBeInTheDocument();
    expect(first.dialog).toHaveTextContent(`invoice-${withInvoice.id}.pdf`);
    first.unmount();

    const without = parcelWith((p) => !p.hasInvoice);
    const second = await openViewer('invoice', without);
    expect(
      await within(second.dialog).findByText(
        `invoice ${without.id} file not found or is empty`,
        {},
      ),
    ).toBeInTheDocument();
  });
});

describe('manifest download from the details', () => {
  beforeEach(() => signIn('superadmin'));
  afterEach(() => vi.restoreAllMocks());

  async function openManifest(row: ParcelRow) {
    // Over the list narrowed to the parcel, as the viewers above.
    const app = renderApp(`/admin/parcels/${row.id}?tracking=${row.tracking}`);
    const dialog = await screen.findByRole('dialog', { name: `Parcel ${row.tracking}` });
    const files = within(dialog).getByRole('region', { name: 'Files' });
    return { ...app, button: within(files).getByRole('button', { name: /^Download manifest/ }) };
  }

  it('saves the manifest under its file name', async () => {
    const row = parcelWith((p) => p.hasManifest);
    const { user, button } = await openManifest(row);
    const downloads = captureDownloads();
    await user.click(button);
    await waitFor(() => expect(downloads).toEqual([`manifest_${row.id}.csv`]));
  });

  it('a missing manifest is a toast', async () => {
    const row = parcelWith((p) => p.hasManifest);
    apiServer.use(
      http.get('*/admin/parcels/download_manifest', () =>
        HttpResponse.json({ errors: [{ message: 'gone' }] }, { status: 404 }),
      ),
    );
    const { user, button } = await openManifest(row);
    await user.click(button);
    expect(
      await screen.findByText(`manifest ${row.id} file not found or is empty`),
    ).toBeInTheDocument();
  });
});
