import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_OFFLINE_REASON } from '@/components/list/export/export-button';
import { CARRIER_ERROR_CSV_COLUMNS } from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import { ParcelPageSchema, type ParcelListItem } from '@/contract/parcels/parcel-schemas';
import { SERVICE_EXPORT_COLUMNS } from '@/features/services/services-export';
import { api } from '@/lib/api/api-client';
import { apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The CSV export of the lists (issue 18 §3, decision 050), as a user meets it: a kit list
// exports every page its filters select with a progress bar, Cancel and a clear failure; a card
// list and a server download follow the same rules; the separator is the user's, remembered.

const FILE_NAME = /^[a-z_]+_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_UTC\.csv$/;

type Saved = { name: string; blob: Blob };
let saved: Saved[] = [];

beforeEach(() => {
  saved = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:export-${blobs.length}`;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs[blobs.length - 1]! });
  });
});
afterEach(() => vi.restoreAllMocks());

/** The saved file's text (its byte-order mark checked and dropped) and its rows. */
async function savedFile(separator: ';' | ',') {
  expect(saved).toHaveLength(1);
  const { name, blob } = saved[0]!;
  expect(blob.type).toBe('text/csv;charset=utf-8');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  const rows = Papa.parse<string[]>(text, { delimiter: separator }).data;
  return { name, text, header: rows[0]!, rows: rows.slice(1) };
}

/** Every test parcel through the API, page by page, as the list's filters select them. */
async function testParcels(): Promise<ParcelListItem[]> {
  const all: ParcelListItem[] = [];
  for (let page = 1; ; page += 1) {
    const body = await api('parcels', ParcelPageSchema, {
      query: { mode: 'test', page, quantity: 48 },
    });
    all.push(...body.parcels);
    if (!body.hasMoreItems) return all;
  }
}

/** Holds the export's second page of parcels until released. */
function holdSecondPage() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  apiServer.use(
    http.get('*/admin/parcels', async ({ request }) => {
      const search = new URL(request.url).searchParams;
      if (search.get('page') === '2' && search.get('quantity') === '48') await held;
      return forward(request);
    }),
  );
  return () => release();
}

async function openParcelExport() {
  await signIn('superadmin');
  const app = renderApp('/admin/parcels?mode=test');
  await screen.findByRole('list', { name: 'Parcels' });
  await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export Parcels' });
  return { ...app, dialog };
}

describe('a kit list (parcels, filtered)', () => {
  it('exports every page its filters select, with progress, as a semicolon CSV', async () => {
    const { user, dialog } = await openParcelExport();
    const expected = await testParcels();
    const release = holdSecondPage();
    expect(expected.length).toBeGreaterThan(96);
    expect(
      within(dialog).getByText(
        `${expected.length.toLocaleString('en-US')} rows match the current filters.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Semicolon (;)' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(
      await within(dialog).findByText(
        `Exported 48 of ${expected.length.toLocaleString('en-US')} rows`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    expect(saved).toHaveLength(0);
    release();

    await waitFor(() => expect(saved).toHaveLength(1));
    const file = await savedFile(';');
    expect(file.name).toMatch(FILE_NAME);
    expect(file.name.startsWith('parcels_')).toBe(true);
    // The table's columns, the label link left out; one line a parcel, in the list's order.
    expect(file.header).toEqual([
      'Tracking number',
      'ID',
      'Type',
      'Created',
      'Reference',
      'Service',
      'User',
      'Request ID',
      'Countries',
      'Status',
      'Label format',
      'Creation method',
    ]);
    expect(file.rows.map((row) => row[1])).toEqual(expected.map((parcel) => String(parcel.id)));
    expect(file.rows.map((row) => row[0])).toEqual(expected.map((parcel) => parcel.tracking));
    expect(new Set(file.rows.map((row) => row[2]))).toEqual(new Set(['test']));
    // Dates in UTC as on screen.
    const created = new Date(expected[0]!.created * 1000).toISOString();
    const shown = `${created.slice(0, 10).split('-').reverse().join('.')}, ${created.slice(11, 19)}`;
    expect(file.rows[0]![3]).toBe(shown);
    expect(
      await screen.findByText(
        `Exported ${expected.length.toLocaleString('en-US')} rows to ${file.name}`,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Export Parcels' })).toBeNull(),
    );
  });

  it('saves nothing when Cancel stops it between pages', async () => {
    const release = holdSecondPage();
    const { user, dialog } = await openParcelExport();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await within(dialog).findByText(/^Exported 48 of/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    await act(async () => release());
    expect(saved).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('says which page failed and saves nothing', async () => {
    apiServer.use(
      http.get('*/admin/parcels', ({ request }) => {
        const search = new URL(request.url).searchParams;
        if (search.get('page') === '2' && search.get('quantity') === '48') {
          return HttpResponse.json({ message: 'Boom' }, { status: 500 });
        }
        return forward(request);
      }),
    );
    const { user, dialog } = await openParcelExport();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Export failed');
    expect(alert).toHaveTextContent(/Page 2 could not be loaded/);
    expect(alert).toHaveTextContent('Nothing was saved.');
    expect(saved).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('is off offline, with the reason', async () => {
    await signIn('superadmin');
    renderApp('/admin/parcels?mode=test');
    await screen.findByRole('list', { name: 'Parcels' });
    act(() => onlineManager.setOnline(false));
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', EXPORT_OFFLINE_REASON);
  });
});

describe('a card-only list (services)', () => {
  it('exports the cards shown with its declared columns, with the separator chosen and remembered', async () => {
    await signIn('superadmin');
    const { user } = renderApp('/admin/services?kind=return');
    const list = await screen.findAllByRole('list', {});
    const cards = list.flatMap((ul) => within(ul).queryAllByRole('listitem'));
    expect(cards.length).toBeGreaterThan(0);
    // Offline too: the rows are on the device.
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Services' });
    expect(within(dialog).getByText(`${cards.length} rows as shown.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Comma (,)' }));
    expect(localStorage.getItem('csvSeparator')).toBe(',');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    const file = await savedFile(',');
    expect(file.name.startsWith('services_')).toBe(true);
    expect(file.text.split('\r\n')[0]).toBe(SERVICE_EXPORT_COLUMNS.map((c) => c.header).join(','));
    expect(file.rows).toHaveLength(cards.length);
    expect(new Set(file.rows.map((row) => row[4]))).toEqual(new Set(['return']));
    expect(file.rows.map((row) => row[1]).sort()).toEqual(
      cards.map((card) => card.getAttribute('aria-label')).sort(),
    );

    // The choice stays for the next export, on this device.
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const again = await screen.findByRole('dialog', { name: 'Export Services' });
    expect(within(again).getByRole('radio', { name: 'Comma (,)' })).toBeChecked();
  });
});

describe('a list with a server download (carrier error mapping)', () => {
  it("rewrites the server's file of the filters under the same rules", async () => {
    await signIn('superadmin');
    const { user } = renderApp('/admin/carrier_error_mapping');
    await screen.findByRole('heading', { name: 'Carrier error mapping', level: 1 });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Carrier error mapping' });
    expect(
      within(dialog).getByText('The server’s file of every row the current filters select.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    const file = await savedFile(';');
    expect(file.name.startsWith('carrier_error_mapping_')).toBe(true);
    expect(file.text.split('\r\n')[0]).toBe(CARRIER_ERROR_CSV_COLUMNS.join(';'));
    expect(file.rows.length).toBeGreaterThan(0);
    expect(file.rows.flat().some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false);
  });
});
