import { type Context, Hono } from 'hono';
import type { PalletFile, PalletPage } from '../../src/features/pallets/api/pallet-schemas';
import { type ApiEnv, requireUser } from '../context';
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

function palletFor(c: Context<ApiEnv>): PalletRecord {
  const raw = c.req.query('id');
  const id = Number(raw);
  const pallet = Number.isInteger(id) ? c.var.db.pallets.find((p) => p.id === id) : undefined;
  if (!pallet || !canSee(c.var.user, pallet)) {
    throw new HttpFailure(404, [{ message: `Pallet ${raw ?? ''} not found` }]);
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
  .get('/pallets', requireUser, (c) => {
    const query = parseQueryOf(c.req.url);
    const { items, hasMoreItems } = pageOf(
      c.var.db.pallets,
      palletFilter(query, c.var.user),
      pagingOf(query),
    );
    const body: PalletPage = { pallets: items, hasMoreItems };
    return c.json(body);
  })
  .on('GET', ['/pallets/details', '/pallets/details/'], requireUser, (c) => c.json(palletFor(c)))
  .get('/pallets/download_label', requireUser, (c) =>
    fileAnswer(
      c,
      'label',
      (pallet) => palletLabelOf(c.var.db, pallet),
      (pallet, type) => `label_for_pallet_${pallet.id}.${type}`,
    ),
  )
  .get('/pallets/download_manifest', requireUser, (c) =>
    fileAnswer(
      c,
      'manifest',
      palletManifestOf,
      (pallet) => pallet.manifest_file ?? `manifest_${pallet.id}.pdf`,
    ),
  )
  .get('/pallets/download_user_file', requireUser, (c) =>
    fileAnswer(
      c,
      'user file',
      palletUserFileOf,
      (pallet) => pallet.user_file ?? `user_file_${pallet.id}.csv`,
    ),
  );
