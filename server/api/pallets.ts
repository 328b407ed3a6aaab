import { type Context, Hono } from 'hono';
import type {
  PalletFile,
  PalletPage,
  PalletPrintHash,
} from '../../src/features/pallets/api/pallet-schemas';
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
import { printHashMatches, printHashOf } from '../print-hash';

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

/** The pallet named by `id` if this user may see it; 404 otherwise (never 403: no probing). */
function palletFor(c: Context<ApiEnv>, raw: unknown = c.req.query('id')): PalletRecord {
  const id = Number(raw);
  const pallet = Number.isInteger(id) ? c.var.db.pallets.find((p) => p.id === id) : undefined;
  if (!pallet || !canSee(c.var.user, pallet)) {
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
  )
  // The print-hash path is not in the spec (section 7): it mirrors the parcels' one.
  .post('/pallets/generate_print_hash', requireUser, async (c) => {
    const raw = (await c.req.json().catch(() => ({}))) as { id?: unknown };
    const pallet = palletFor(c, raw.id);
    const session = c.var.session;
    if (!session) throw new HttpFailure(401, [{ message: 'Unauthorized' }]);
    const body: PalletPrintHash = {
      printHash: printHashOf('pallet', pallet.id, session.printSessionId),
    };
    return c.json(body);
  })
  // The print link is opened outside the console: no identifier header, only its own proof.
  .get('/pallets/get_label', (c) => {
    const id = Number(c.req.query('id'));
    const printSessionId = c.req.query('PHPSESSID') ?? '';
    const session = c.var.sessions.byPrintId(printSessionId);
    const pallet = c.var.db.pallets.find((p) => p.id === id);
    if (
      !session ||
      !pallet ||
      !printHashMatches('pallet', pallet.id, printSessionId, c.req.query('printHash'))
    ) {
      return c.text('Label not found', 404);
    }
    const file = palletLabelOf(c.var.db, pallet);
    if (!file) return c.text('Label not found', 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.mime,
      'Content-Disposition': `inline; filename="label_for_pallet_${pallet.id}.${file.type}"`,
    });
  });
