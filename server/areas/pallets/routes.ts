import { type Context, Hono } from 'hono';
import type { PalletFile, PalletPage } from '../../../src/contract/pallets/pallet-schemas';
import type { ApiEnv } from '../../context';
import { HttpFailure } from '../../http';
import { type PrintableEntity, printHashAnswer, printLinkAnswer } from '../../print-links';
import type { FilePayload } from '../../shared/demo-files';
import { recordFileAnswer } from '../../shared/file-answer';
import { pageOf, pagingOf, parseQueryOf } from '../../shared/list-query';
import { palletLabelOf, palletManifestOf, palletUserFileOf } from './files';
import { findPallet, palletFilter } from './queries';
import type { PalletRecord } from './seed';

// Pallets (spec a section 7): the filtered list, the detail, the three files and print links.

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

/** The asked-for pallet's file of `kind`, made by `make` and named by `name`. */
function palletFileAnswer(
  c: Context<ApiEnv>,
  kind: string,
  make: (pallet: PalletRecord) => FilePayload | undefined,
  name: (pallet: PalletRecord, type: string) => string,
) {
  const pallet = palletFor(c);
  const body: PalletFile = recordFileAnswer(kind, pallet.id, make(pallet), (file) =>
    name(pallet, file.type),
  );
  return c.json(body);
}

export const palletRoutes = new Hono<ApiEnv>()
  .get('/pallets', (c) => {
    const query = parseQueryOf(c.req.url);
    const { items, hasMoreItems, total } = pageOf(
      c.var.db.pallets,
      palletFilter(c.var.db, query, c.var.user),
      pagingOf(query),
    );
    const body: PalletPage = { pallets: items, hasMoreItems, total };
    return c.json(body);
  })
  .on('GET', ['/pallets/details', '/pallets/details/'], (c) => c.json(palletFor(c)))
  .get('/pallets/download_label', (c) =>
    palletFileAnswer(
      c,
      'label',
      (pallet) => palletLabelOf(c.var.db, pallet),
      (pallet, type) => `label_for_pallet_${pallet.id}.${type}`,
    ),
  )
  .get('/pallets/download_manifest', (c) =>
    palletFileAnswer(
      c,
      'manifest',
      palletManifestOf,
      (pallet) => pallet.manifest_file ?? `manifest_${pallet.id}.pdf`,
    ),
  )
  .get('/pallets/download_user_file', (c) =>
    palletFileAnswer(
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
