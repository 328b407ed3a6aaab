import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { BulkLabelActions } from '@/features/bulk-labels/components/bulk-label-actions';
import { printJobLink } from '@/features/bulk-labels/print-job';
import { apiDb, apiServer, forward } from '../support/api-server';
import { renderApp, renderWithProviders, signIn } from '../support/render';

// Selecting parcels and pallets and printing their labels as one document (issue 18 §2), as a
// user does it, over the reference server through MSW. Without a Worker in this DOM the merge
// runs on the page's thread (merge-client.ts); the worker itself is covered end to end.

const cards = () => within(screen.getByRole('list', { name: 'Parcels' })).getAllByRole('listitem');
const count = () => screen.getByText(/^\d+ selected$/).textContent;
const selectedText = (n: number) => screen.findByText(`${n} selected`);

async function openParcels(path = '/admin/parcels?quantity=16', view = 'list') {
  await signIn('superadmin');
  const app = renderApp(path);
  await screen.findByRole(view, { name: 'Parcels' });
  return app;
}

/** The parcels of the page shown, as the server holds them. */
function shownParcels() {
  const byTracking = new Map(apiDb().parcels.map((p) => [p.tracking, p]));
  return cards().map((card) => byTracking.get(card.getAttribute('aria-label')!.slice(7))!);
}

const box = (tracking: string) =>
  screen.getByRole('checkbox', { name: `Select parcel ${tracking}` });
const pageBox = () => screen.getByRole('checkbox', { name: 'Select all on this page' });

/** Label calls held until released, counted. */
function holdLabels(entity = 'parcels') {
  const calls: number[] = [];
  const release: Array<() => void> = [];
  apiServer.use(
    http.get(`*/admin/${entity}/download_label`, async ({ request }) => {
      calls.push(Number(new URL(request.url).searchParams.get('id')));
      await new Promise<void>((resolve) => release.push(resolve));
      return forward(request);
    }),
  );
  return { calls, releaseAll: () => release.splice(0).forEach((go) => go()) };
}

describe('selecting parcels', () => {
  it('one, a range with Shift, all on the page', async () => {
    const { user } = await openParcels();
    const first = shownParcels();
    expect(first).toHaveLength(16);
    expect(count()).toBe('0 selected');
    expect(pageBox()).not.toBeChecked();

    await user.click(box(first[1]!.tracking));
    await selectedText(1);
    expect(box(first[1]!.tracking)).toBeChecked();
    expect(pageBox()).toHaveAttribute('data-indeterminate', 'true');

    // Shift+click: the range from the last click, both ends included.
    await user.keyboard('{Shift>}');
    await user.click(box(first[4]!.tracking));
    await user.keyboard('{/Shift}');
    await selectedText(4);
    for (const parcel of first.slice(1, 5)) expect(box(parcel.tracking)).toBeChecked();
    expect(box(first[0]!.tracking)).not.toBeChecked();
    expect(box(first[5]!.tracking)).not.toBeChecked();

    // Shift+click on a selected row clears the range from the last click.
    await user.keyboard('{Shift>}');
    await user.click(box(first[3]!.tracking));
    await user.keyboard('{/Shift}');
    await selectedText(2);
    expect(box(first[2]!.tracking)).toBeChecked();
    expect(box(first[3]!.tracking)).not.toBeChecked();

    await user.click(pageBox());
    await selectedText(16);
    expect(pageBox()).toBeChecked();
  });

  it('keeps the selection across pages; Clear empties it', async () => {
    const { user } = await openParcels();
    const first = shownParcels();
    await user.click(pageBox());
    await selectedText(16);
    expect(pageBox()).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownParcels()[0]!.id).not.toBe(first[0]!.id));
    expect(count()).toBe('16 selected');
    expect(pageBox()).not.toBeChecked();
    const second = shownParcels();
    await user.click(box(second[0]!.tracking));
    await selectedText(17);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(shownParcels()[0]!.id).toBe(first[0]!.id));
    expect(pageBox()).toBeChecked();
    await user.click(pageBox());
    await selectedText(1);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await selectedText(0);
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeDisabled();
  });

  it('new filters start an empty selection', async () => {
    const { user } = await openParcels();
    await user.click(box(shownParcels()[0]!.tracking));
    await selectedText(1);
    await user.click(screen.getByRole('radio', { name: 'Live' }));
    await selectedText(0);
  });

  it('the table has a checkbox per row', async () => {
    (
      window as unknown as { happyDOM: { setViewport: (s: { width: number }) => void } }
    ).happyDOM.setViewport({ width: 1300 });
    localStorage.setItem('parcelListView', 'table');
    const { user } = await openParcels(undefined, 'table');
    const table = screen.getByRole('table', { name: 'Parcels' });
    const parcel = apiDb().parcels.find((p) =>
      within(table).queryByRole('link', { name: p.tracking }),
    )!;
    const row = within(table).getByRole('link', { name: parcel.tracking }).closest('tr')!;
    await user.click(
      within(row).getByRole('checkbox', { name: `Select parcel ${parcel.tracking}` }),
    );
    await selectedText(1);
  });
});

describe('printing the selected labels', () => {
  it('merges PDF and PNG labels into one PDF, shows progress and lists the missing', async () => {
    const { user } = await openParcels();
    const parcels = shownParcels();
    const pdf = parcels.find((p) => p.labelFile === 'pdf')!;
    const png = parcels.find((p) => p.labelFile === 'png')!;
    const missing = apiDb().parcels.find((p) => p.labelFile === null && parcels.includes(p));
    const chosen = [pdf, png, ...(missing ? [missing] : [])];
    for (const parcel of chosen) await user.click(box(parcel.tracking));
    await selectedText(chosen.length);

    const held = holdLabels();
    const blobs: Blob[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    const made = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return createObjectURL(blob);
    });
    await user.click(screen.getByRole('button', { name: 'Print labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
    expect(within(dialog).getByText(`Fetched 0 of ${chosen.length}`)).toBeInTheDocument();
    await waitFor(() => expect(held.calls).toHaveLength(chosen.length));
    held.releaseAll();

    await within(dialog).findByText('2 labels in one PDF (2 pages)');
    if (missing) {
      const list = within(dialog).getByRole('list', { name: 'Labels not included' });
      expect(
        within(list).getByText(
          `${missing.id} (${missing.tracking}): label ${missing.id} file not found or is empty`,
        ),
      ).toBeInTheDocument();
    }
    const open = within(dialog).getByRole('link', { name: 'Open PDF to print' });
    expect(open.getAttribute('href')).toMatch(/^blob:/);
    expect(open).toHaveAttribute('target', '_blank');
    made.mockRestore();
    const pdfBlob = blobs.find((blob) => blob.type === 'application/pdf')!;
    const merged = await PDFDocument.load(await pdfBlob.arrayBuffer());
    expect(merged.getPageCount()).toBe(2);
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Print ZPL' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel stops the label calls and closes the dialog', async () => {
    const { user } = await openParcels();
    await user.click(pageBox());
    await selectedText(16);
    const held = holdLabels();
    await user.click(screen.getByRole('button', { name: 'Download labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download labels' });
    // Six calls at a time: the rest wait for a free one.
    await waitFor(() => expect(held.calls).toHaveLength(6));
    expect(within(dialog).getByRole('progressbar', { name: 'Labels fetched' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    held.releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.calls).toHaveLength(6);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The selection stays for another try.
    expect(count()).toBe('16 selected');
  });

  it('Download labels saves the one merged file', async () => {
    const { user } = await openParcels();
    const pdfs = shownParcels()
      .filter((p) => p.labelFile === 'pdf')
      .slice(0, 2);
    for (const parcel of pdfs) await user.click(box(parcel.tracking));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Download labels' }));
      const dialog = await screen.findByRole('dialog', { name: 'Download labels' });
      await within(dialog).findByText('2 labels in one PDF (2 pages)');
      expect(saved).toEqual(['parcel_labels.pdf']);
    } finally {
      click.mockRestore();
    }
  });
});

describe('pallets', () => {
  it('select pallet cards and merge their ZPL labels into one job', async () => {
    await signIn('superadmin');
    const { user } = renderApp('/admin/pallets?quantity=48');
    const list = await screen.findByRole('list', { name: 'Pallets' });
    const shown = apiDb().pallets.filter((p) =>
      within(list).queryByRole('checkbox', { name: `Select pallet ${p.tracking_number}` }),
    );
    const zpl = shown.filter((p) => p.has_label && p.label_format === 'zpl').slice(0, 2);
    const csv = shown.find((p) => p.has_label && p.label_format === 'csv')!;
    for (const pallet of [...zpl, csv]) {
      await user.click(
        screen.getByRole('checkbox', { name: `Select pallet ${pallet.tracking_number}` }),
      );
    }
    await selectedText(3);
    await user.click(screen.getByRole('button', { name: 'Print labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print labels' });
    await within(dialog).findByText('2 labels in one ZPL job');
    expect(
      within(dialog).getByText(`${csv.id} (${csv.tracking_number}): A csv label cannot be printed`),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print ZPL' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download ZPL' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('link', { name: 'Open PDF to print' }),
    ).not.toBeInTheDocument();
  });
});

describe('limits and links', () => {
  it('refuses more than 500 labels with a clear message', () => {
    const refs = Array.from({ length: 501 }, (_, i) => ({ id: i + 1, name: `T${i}` }));
    renderWithProviders(<BulkLabelActions entity="parcels" refs={refs} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'At most 500 labels can be printed at once: 501 are selected. Clear some and try again.',
    );
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download labels' })).toBeDisabled();
  });

  it("a ZPL job's print link names its ids in print order, for the print driver", () => {
    const link = printJobLink({
      origin: 'https://console.example',
      entity: 'pallets',
      ids: [12, 3, 40],
      sessionId: 'sess',
      printHash: 'abc',
    });
    expect(link.startsWith('eplprinter:https://console.example/')).toBe(true);
    const url = new URL(link.slice('eplprinter:'.length));
    expect(url.pathname).toBe('/admin/pallets/get_label');
    expect(url.searchParams.get('id')).toBe('12,3,40');
    expect(url.searchParams.get('PHPSESSID')).toBe('sess');
    expect(url.searchParams.get('printHash')).toBe('abc');
  });
});
