import { type Context, Hono } from 'hono';
import type { PalletFile, PalletPage } from '../../src/features/pallets/api/pallet-schemas';
import type { ApiEnv } from '../context';
import type { Db } from '../data/db';
import type { FilePayload } from '../data/files';
import type { PalletRecord } from '../data/pallets';
import { palletLabelOf, palletManifestOf, palletUserFileOf } from '../data/pallets-files';
import {
  commonFilterOf,
  includesText,
  pageOf,
  pagingOf,
  parseQueryOf,
  passesCommon,
  type Query,
  text,
} from '../data/parcels-filter';
import type { User } from '../data/users';
import { HttpFailure } from '../http';
import { type PrintableEntity, printHashAnswer, printLinkAnswer } from '../print-links';

// Pallets (spec a section 7): the filtered list, the detail and the three files. A client sees
// only its own pallets; staff see all.

const canSee = (user: User, pallet: PalletRecord) =>
  user.role !== 'client' || pallet.user_id === user.id;

function palletFilter(query: Query, user: User) {
  const common = commonFilterOf(query);
  const tracking = text(query, 'tracking') ?? text(query, 'tracking_number');
  const orderReference = text(query, 'order_reference');
  const mawb = text(query, 'mawb_number');
  return (pallet: PalletRecord) =>
    canSee(user, pallet) &&
    passesCommon(common, {
      id: pallet.id,
      isTest: pallet.type === 'test',
      created: pallet.created,
      serviceId: pallet.service_id,
      userId: pallet.user_id,
      status: pallet.status,
    }) &&
    includesText(pallet.tracking_number, tracking) &&
    includesText(pallet.order_reference, orderReference) &&
    includesText(pallet.mawb_number, mawb);
}

const findPallet = (db: Db, user: User, id: number) => {
  const pallet = Number.isInteger(id) ? db.pallets.find((p) => p.id === id) : undefined;
  return pallet && canSee(user, pallet) ? pallet : undefined;
};

const printablePallet: PrintableEntity<PalletRecord> = {
  entity: 'pallet',
  find: findPallet,
  label: (db, pallet) => palletLabelOf(db, pallet),
  fileName: (pallet, file) => `label_for_pallet_${pallet.id}.${file.type}`,
  notFound: (id) => `Pallet ${id} not found`,
};

/** The pallet named by `id` if this user may see it; 404 otherwise (never 403: no probing). */
function palletFor(c: Context<ApiEnv>, raw: unknown = c.req.query('id')): PalletRecord {
  const pallet = findPallet(c.var.db, c.var.user, Number(raw));
  if (!pallet) {
    throw new HttpFailure(404, [{ message: `Pallet ${String(raw ?? '')} not found` }]);
  }
  return pallet;
}

function fileAnswer(
  c: Context<ApiEnv>,
  what: string,
  make: (pallet: PalletRecord) => FilePayload | undefined,
  name: (pallet: PalletRecord, type: string) => string,
) {
  const pallet = palletFor(c);
  const file = make(pallet);
  if (!file)
    throw new HttpFailure(404, [{ message: `${what} ${pallet.id} file not found or is empty` }]);
  const body: PalletFile = {
    type: file.type,
    data: file.bytes.toString('base64'),
    filename: name(pallet, file.type),
  };
  return c.json(body);
}

export const palletRoutes = new Hono<ApiEnv>()
  .get('/pallets', (c) => {
    const query = parseQueryOf(c.req.url);
    const { items, hasMoreItems } = pageOf(
      c.var.db.pallets,
      palletFilter(query, c.var.user),
      pagingOf(query),
    );
    const body: PalletPage = { pallets: items, hasMoreItems };
    return c.json(body);
  })
  .on('GET', ['/pallets/details', '/pallets/details/'], (c) => c.json(palletFor(c)))
  .get('/pallets/download_label', (c) =>
    fileAnswer(
      c,
      'label',
      (pallet) => palletLabelOf(c.var.db, pallet),
      (pallet, type) => `label_for_pallet_${pallet.id}.${type}`,
    ),
  )
  .get('/pallets/download_manifest', (c) =>
    fileAnswer(
      c,
      'manifest',
      palletManifestOf,
      (pallet) => pallet.manifest_file ?? `manifest_${pallet.id}.pdf`,
    ),
  )
  .get('/pallets/download_user_file', (c) =>
    fileAnswer(
      c,
      'user file',
      palletUserFileOf,
      (pallet) => pallet.user_file ?? `user_file_${pallet.id}.csv`,
    ),
  )
  // The print-hash path is not in the spec (section 7): it mirrors the parcels' one.
  .post('/pallets/generate_print_hash', (c) => printHashAnswer(c, printablePallet))
  // The print link is opened outside the console: no identifier header, only its own proof.
  .get('/pallets/get_label', (c) => printLinkAnswer(c, printablePallet));
