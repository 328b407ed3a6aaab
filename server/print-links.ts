import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import * as v from 'valibot';
import { PrintJobBodySchema } from '../src/contract/bulk-labels/bulk-labels-schemas';
import { IdBodySchema } from '../src/contract/shared/id-body-schema';
import type { ApiEnv } from './context';
import type { User } from './areas/auth/seed';
import type { Db } from './data/db';
import { HttpFailure, readBody } from './http';
import type { FilePayload } from './shared/demo-files';

// Print links (spec a section 7) are opened outside the console, with no identifier header: a
// print hash binds one record to one signed-in account of one print session instead. The account
// is part of what is signed, so the link dies with it: logout, logout of all, replacement and
// expiry (decision 015). The entity is signed too, so a parcel's hash never opens a pallet's
// label with the same id. The key lives only as long as the process. The label builder's prints
// ('label') sign the print's timestamp id: its label is made from the link's settings.
// A print job (issue 18, decision 049) signs its ids in print order, comma-separated, and its
// link serves their ZPL labels as one job; a job of one id is that record's own link.

export type PrintEntity = 'parcel' | 'pallet' | 'label';

const PRINT_KEY = randomBytes(32);

/** The ids a print link names: one id, or a job's ids comma-separated (at most 500). */
function idsOf(raw: string | undefined): number[] | undefined {
  const parts = (raw ?? '').split(',');
  if (parts.length > PRINT_JOB_MAX) return undefined;
  const ids = parts.map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : undefined;
}

const PRINT_JOB_MAX = 500;

function hashOf(
  entity: PrintEntity,
  id: number | string,
  printSessionId: string,
  identifier: string,
) {
  return createHmac('sha256', PRINT_KEY)
    .update(`${entity}:${id}:${printSessionId}:${identifier}`)
    .digest('hex');
}

/** Compares in constant time, so a print link cannot be guessed one character at a time. */
function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type PrintableEntity<Row> = {
  entity: PrintEntity;
  /** The record if `user` may see it; otherwise undefined (never a 403: no probing). */
  find: (db: Db, user: User, id: number) => Row | undefined;
  label: (db: Db, row: Row) => FilePayload | undefined;
  fileName: (row: Row, file: FilePayload) => string;
  notFound: (id: number) => string;
};

/** The print hash of `entity` `id` for the signed-in account of this request. */
export function printHashFor(
  c: Context<ApiEnv>,
  entity: PrintEntity,
  id: number | readonly number[],
): string {
  const session = c.var.session;
  if (!session) throw new HttpFailure(401, [{ message: 'Unauthorized' }]);
  return hashOf(entity, String(id), session.printSessionId, c.var.identifier);
}

/**
 * The live, active user whose print hash for `entity` the link (`id`, `PHPSESSID`, `printHash`)
 * carries, with the id; undefined for any other link.
 */
export function printLinkHolder(
  c: Context<ApiEnv>,
  entity: PrintEntity,
): { user: User; id: number } | undefined {
  const holder = printJobHolder(c, entity);
  return holder?.ids.length === 1 ? { user: holder.user, id: holder.ids[0] as number } : undefined;
}

/** The same for a link that may name a print job: its ids, in print order. */
export function printJobHolder(
  c: Context<ApiEnv>,
  entity: PrintEntity,
): { user: User; ids: number[] } | undefined {
  const ids = idsOf(c.req.query('id'));
  const printSessionId = c.req.query('PHPSESSID') ?? '';
  const given = c.req.query('printHash') ?? '';
  const session = ids ? c.var.sessions.byPrintId(printSessionId) : undefined;
  if (!session || !ids) return undefined;
  for (const [identifier, account] of session.accounts) {
    if (account.pendingMfa) continue;
    if (!matches(hashOf(entity, ids.join(','), printSessionId, identifier), given)) continue;
    const user = c.var.db.users.find((u) => u.id === account.userId);
    return user?.active ? { user, ids } : undefined;
  }
  return undefined;
}

/** The answer of a print link that opens nothing (no probing: one text for every reason). */
export const printLinkNotFound = (c: Context<ApiEnv>) =>
  c.text('Label not found', 404, { 'Cache-Control': 'no-store' });

const PrintHashBodySchema = v.union([IdBodySchema, PrintJobBodySchema]);

/**
 * POST …/generate_print_hash {id} or {ids}: a hash for the signed-in account's print link of one
 * record or of a print job; every record must be one the account may see.
 */
export async function printHashAnswer<Row>(c: Context<ApiEnv>, printable: PrintableEntity<Row>) {
  const body = await readBody(c, PrintHashBodySchema);
  if (!c.var.session) throw new HttpFailure(401, [{ message: 'Unauthorized' }]);
  const ids = 'ids' in body ? body.ids : [body.id];
  const unknown = ids.find((id) => !printable.find(c.var.db, c.var.user, id));
  if (unknown !== undefined) {
    throw new HttpFailure(404, [{ message: printable.notFound(unknown) }]);
  }
  return c.json({ printHash: printHashFor(c, printable.entity, ids) });
}

/** GET …/get_label?id&PHPSESSID&printHash: the label, for a live account that may see it. */
export function printLinkAnswer<Row>(c: Context<ApiEnv>, printable: PrintableEntity<Row>) {
  const job = printJobHolder(c, printable.entity);
  if (job && job.ids.length > 1) return printJobAnswer(c, printable, job);
  const holder = job ? { user: job.user, id: job.ids[0] as number } : undefined;
  const row = holder ? printable.find(c.var.db, holder.user, holder.id) : undefined;
  const file = row === undefined ? undefined : printable.label(c.var.db, row);
  if (row === undefined || !file) return printLinkNotFound(c);
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.mime,
    'Content-Disposition': `inline; filename="${printable.fileName(row, file)}"`,
    'Cache-Control': 'no-store',
  });
}

/**
 * A print job's link: the ZPL labels of its records, in its order, as one job; records the
 * account no longer sees and labels that are not ZPL text add nothing. None at all: not found.
 */
function printJobAnswer<Row>(
  c: Context<ApiEnv>,
  printable: PrintableEntity<Row>,
  job: { user: User; ids: number[] },
) {
  const labels = job.ids.flatMap((id) => {
    const row = printable.find(c.var.db, job.user, id);
    const file = row === undefined ? undefined : printable.label(c.var.db, row);
    return file?.type === 'txt' ? [file.bytes.toString('utf8').trim()] : [];
  });
  if (labels.length === 0) return printLinkNotFound(c);
  return c.body(labels.map((label) => `${label}\n`).join(''), 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Disposition': `inline; filename="labels_for_${printable.entity}s.zpl"`,
    'Cache-Control': 'no-store',
  });
}
