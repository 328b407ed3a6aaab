import { type Context, Hono } from 'hono';
import {
  type CreatedParcel,
  type DownloadedFile,
  NewParcelSchema,
  type ParcelDetail,
  type ParcelPage,
} from '../../../src/contract/parcels/parcel-schemas';
import type { ApiEnv } from '../../context';
import { HttpFailure, readBody } from '../../http';
import { type PrintableEntity, printHashAnswer, printLinkAnswer } from '../../print-links';
import { filePayload, printDriverBytes } from '../../shared/demo-files';
import { fileAnswerOf, recordFileAnswer } from '../../shared/file-answer';
import { pageOf, pagingOf, parseQueryOf } from '../../shared/list-query';
import { createParcel } from './create';
import { detailOf, listItemOf } from './detail';
import { parcelInvoiceOf, parcelLabelOf, parcelManifestOf } from './files';
import { findParcel, parcelFilter } from './queries';
import type { ParcelRow } from './seed';

// Parcels (spec a section 7): the list with its filters, the detail, files, print links and
// manual creation.

const printableParcel: PrintableEntity<ParcelRow> = {
  entity: 'parcel',
  find: findParcel,
  label: (db, row) => parcelLabelOf(db, row),
  fileName: (row, file) => `label_for_parcel_${row.id}.${file.type}`,
  notFound: (id) => `Parcel ${id} not found`,
};

/** The parcel named by `id` if this user may see it; 404 otherwise (never 403: no probing). */
function parcelFor(c: Context<ApiEnv>, rawId: unknown): ParcelRow {
  const row = findParcel(c.var.db, c.var.user, Number(rawId));
  if (!row) {
    throw new HttpFailure(404, [{ message: `Parcel ${String(rawId ?? '')} not found` }]);
  }
  return row;
}

export const parcelRoutes = new Hono<ApiEnv>()
  .get('/parcels', (c) => {
    const query = parseQueryOf(c.req.url);
    const { items, hasMoreItems, total } = pageOf(
      c.var.db.parcels,
      parcelFilter(c.var.db, query, c.var.user),
      pagingOf(query),
    );
    const body: ParcelPage = {
      parcels: items.map((row) => listItemOf(c.var.db, row)),
      hasMoreItems,
      total,
    };
    return c.json(body);
  })
  .on('GET', ['/parcels/details', '/parcels/details/'], (c) => {
    const body: ParcelDetail = detailOf(c.var.db, parcelFor(c, c.req.query('id')));
    return c.json(body);
  })
  .get('/parcels/download_label', (c) => {
    const row = parcelFor(c, c.req.query('id'));
    const original = c.req.query('original') === '1';
    const kind = original ? 'original label' : 'label';
    const prefix = original ? 'original_label_for_parcel' : 'label_for_parcel';
    const body: DownloadedFile = {
      ...recordFileAnswer(
        kind,
        row.id,
        parcelLabelOf(c.var.db, row, original),
        (file) => `${prefix}_${row.id}.${file.type}`,
      ),
      has_original: row.hasOriginal,
      service_id: row.serviceId,
      request_id: row.requestId,
    };
    return c.json(body);
  })
  .get('/parcels/download_invoice', (c) => {
    const row = parcelFor(c, c.req.query('id'));
    const body: DownloadedFile = recordFileAnswer(
      'invoice',
      row.id,
      parcelInvoiceOf(row),
      () => `invoice-${row.id}.pdf`,
    );
    return c.json(body);
  })
  .get('/parcels/download_manifest', (c) => {
    const row = parcelFor(c, c.req.query('id'));
    const body: DownloadedFile = recordFileAnswer(
      'manifest',
      row.id,
      parcelManifestOf(row),
      (file) => `manifest_${row.id}.${file.type}`,
    );
    return c.json(body);
  })
  .post('/parcels/generate_print_hash', (c) => printHashAnswer(c, printableParcel))
  // The print link is opened outside the console: no identifier header, only its own proof.
  .get('/parcels/get_label', (c) => printLinkAnswer(c, printableParcel))
  .get('/print_driver/download_driver', (c) => {
    const body: DownloadedFile = {
      ...fileAnswerOf(filePayload('exe', printDriverBytes()), 'eplprinter.exe'),
      printDriver: true,
    };
    return c.json(body);
  })
  .post('/parcels/create_new', async (c) => {
    const input = await readBody(c, NewParcelSchema);
    const row = createParcel(c.var.db, c.var.user, input);
    const body: CreatedParcel = { id: row.id, tracking_number: row.tracking };
    return c.json(body);
  });
