import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import {
  type CreatedParcel,
  type DownloadedFile,
  type NewParcel,
  NewParcelSchema,
  type ParcelDetail,
  type ParcelPage,
} from '../../src/features/parcels/api/parcel-schemas';
import type { ApiEnv } from '../context';
import type { Db } from '../data/db';
import type { FilePayload } from '../data/files';
import { printDriverBytes } from '../data/files';
import { carrierPrefix, type ParcelRow } from '../data/parcels';
import { detailOf, listItemOf } from '../data/parcels-detail';
import { parcelInvoiceOf, parcelLabelOf, parcelManifestOf } from '../data/parcels-files';
import {
  commonFilterOf,
  includesText,
  list,
  pageOf,
  pagingOf,
  parseQueryOf,
  passesCommon,
  type Query,
  text,
} from '../data/parcels-filter';
import { HttpFailure, readBody } from '../http';
import { idempotent } from '../idempotency';
import { type PrintableEntity, printHashAnswer, printLinkAnswer } from '../print-links';
import type { User } from '../data/users';

// Parcels (spec a section 7): the list with its filters, the detail, files, print links and
// manual creation. A client sees only its own parcels; staff see all.

const canSee = (user: User, row: ParcelRow) => user.role !== 'client' || row.userId === user.id;

function parcelFilter(query: Query, user: User) {
  const common = commonFilterOf(query);
  const tracking = text(query, 'tracking');
  const reference = text(query, 'reference');
  const statuses = new Set(list(query, 'tracking_statuses').map(Number));
  const senders = new Set(list(query, 'sender_countries'));
  const destinations = new Set(list(query, 'destination_countries'));
  const labelFormat = text(query, 'label_format');
  const createdStatus = text(query, 'created_status');
  return (row: ParcelRow) =>
    canSee(user, row) &&
    passesCommon(common, row) &&
    includesText(row.tracking, tracking) &&
    includesText(row.reference, reference) &&
    (statuses.size === 0 || (row.status !== null && statuses.has(row.status))) &&
    (senders.size === 0 || senders.has(row.fromCountry)) &&
    (destinations.size === 0 || destinations.has(row.toCountry)) &&
    (labelFormat === undefined || row.labelFormat === labelFormat) &&
    (createdStatus === undefined || String(row.createdStatus) === createdStatus);
}

const findParcel = (db: Db, user: User, id: number) => {
  const row = Number.isInteger(id) ? db.parcels.find((p) => p.id === id) : undefined;
  return row && canSee(user, row) ? row : undefined;
};

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

const base64 = (file: FilePayload) => file.bytes.toString('base64');

function missing(what: string, id: number): never {
  throw new HttpFailure(404, [{ message: `${what} ${id} file not found or is empty` }]);
}

/** Countries must come from the common lists; the schema only knows their shape. */
function checkCountries(db: Db, input: NewParcel): void {
  const known = new Set(db.countries.map((country) => country.code));
  const fields: Array<[field: string, code: string | undefined]> = [
    ['sender_address.country', input.sender_address.country],
    ['destination_address.country', input.destination_address.country],
    ...input.items.map((item, i): [string, string | undefined] => [
      `items.${i}.country_of_origin`,
      item.country_of_origin,
    ]),
  ];
  const unknown = fields.filter(([, code]) => code !== undefined && !known.has(code));
  if (unknown.length > 0) {
    throw new HttpFailure(
      400,
      unknown.map(([field]) => ({ message: 'Unknown country', fields: [field] })),
    );
  }
}

function createParcel(db: Db, user: User, input: NewParcel): ParcelRow {
  checkCountries(db, input);
  const service = db.services.find((s) => s.id === input.service_id);
  const allowed = user.role !== 'client' || user.serviceIds.includes(input.service_id);
  if (!service || !service.is_active || service.carrier_kind === 'pallet' || !allowed) {
    throw new HttpFailure(400, [{ message: 'Service is not available', fields: ['service_id'] }]);
  }
  const newest = db.parcels[0];
  const id = (newest?.id ?? 0) + 1;
  const created = Math.max(Math.floor(Date.now() / 1000), (newest?.created ?? 0) + 1);
  const carrier = db.carriers.find((c) => c.id === service.carrier_id);
  const row: ParcelRow = {
    id,
    seed: id * 7919,
    tracking: `${carrierPrefix(carrier)}${String(10_000 + (id % 90_000))}${String(id).padStart(7, '0')}`,
    isTest: input.is_test ?? false,
    userId: user.id,
    serviceId: service.id,
    carrierId: service.carrier_id,
    created,
    requestId: randomBytes(12).toString('hex'),
    reference: input.reference?.trim() || null,
    fromCountry: input.sender_address.country,
    toCountry: input.destination_address.country,
    status: 1000,
    scenario: 'new',
    history: [[1000, created]],
    labelFormat: 'pdf',
    createdStatus: 2,
    labelFile: 'pdf',
    hasOriginal: false,
    hasInvoice: input.sender_address.country !== input.destination_address.country,
    hasManifest: false,
    palletId: null,
    weight: input.weight,
    submitted: input,
  };
  db.parcels.unshift(row);
  return row;
}

export const parcelRoutes = new Hono<ApiEnv>()
  .get('/parcels', (c) => {
    const query = parseQueryOf(c.req.url);
    const { items, hasMoreItems } = pageOf(
      c.var.db.parcels,
      parcelFilter(query, c.var.user),
      pagingOf(query),
    );
    const body: ParcelPage = {
      parcels: items.map((row) => listItemOf(c.var.db, row)),
      hasMoreItems,
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
    const file = parcelLabelOf(c.var.db, row, original);
    if (!file) return missing(original ? 'original label' : 'label', row.id);
    const body: DownloadedFile = {
      type: file.type,
      data: base64(file),
      filename: `${original ? 'original_label_for_parcel' : 'label_for_parcel'}_${row.id}.${file.type}`,
      has_original: row.hasOriginal,
      service_id: row.serviceId,
      request_id: row.requestId,
    };
    return c.json(body);
  })
  .get('/parcels/download_invoice', (c) => {
    const row = parcelFor(c, c.req.query('id'));
    const file = parcelInvoiceOf(row);
    if (!file) return missing('invoice', row.id);
    const body: DownloadedFile = {
      type: file.type,
      data: base64(file),
      filename: `invoice-${row.id}.pdf`,
    };
    return c.json(body);
  })
  .get('/parcels/download_manifest', (c) => {
    const row = parcelFor(c, c.req.query('id'));
    const file = parcelManifestOf(row);
    if (!file) return missing('manifest', row.id);
    const body: DownloadedFile = {
      type: file.type,
      data: base64(file),
      filename: `manifest_${row.id}.${file.type}`,
    };
    return c.json(body);
  })
  .post('/parcels/generate_print_hash', (c) => printHashAnswer(c, printableParcel))
  // The print link is opened outside the console: no identifier header, only its own proof.
  .get('/parcels/get_label', (c) => printLinkAnswer(c, printableParcel))
  .get('/print_driver/download_driver', (c) => {
    const body: DownloadedFile = {
      type: 'exe',
      data: printDriverBytes().toString('base64'),
      filename: 'eplprinter.exe',
      printDriver: true,
    };
    return c.json(body);
  })
  .post('/parcels/create_new', idempotent, async (c) => {
    const input = await readBody(c, NewParcelSchema);
    const row = createParcel(c.var.db, c.var.user, input);
    const body: CreatedParcel = { id: row.id, tracking_number: row.tracking };
    return c.json(body);
  });
