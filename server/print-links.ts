import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { IdBodySchema } from '../src/lib/api/id-body-schema';
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

export type PrintEntity = 'parcel' | 'pallet' | 'label';

const PRINT_KEY = randomBytes(32);

function hashOf(entity: PrintEntity, id: number, printSessionId: string, identifier: string) {
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
export function printHashFor(c: Context<ApiEnv>, entity: PrintEntity, id: number): string {
  const session = c.var.session;
  if (!session) throw new HttpFailure(401, [{ message: 'Unauthorized' }]);
  return hashOf(entity, id, session.printSessionId, c.var.identifier);
}

/**
 * The live, active user whose print hash for `entity` the link (`id`, `PHPSESSID`, `printHash`)
 * carries, with the id; undefined for any other link.
 */
export function printLinkHolder(
  c: Context<ApiEnv>,
  entity: PrintEntity,
): { user: User; id: number } | undefined {
  const id = Number(c.req.query('id'));
  const printSessionId = c.req.query('PHPSESSID') ?? '';
  const given = c.req.query('printHash') ?? '';
  const session = Number.isSafeInteger(id) ? c.var.sessions.byPrintId(printSessionId) : undefined;
  if (!session) return undefined;
  for (const [identifier, account] of session.accounts) {
    if (account.pendingMfa) continue;
    if (!matches(hashOf(entity, id, printSessionId, identifier), given)) continue;
    const user = c.var.db.users.find((u) => u.id === account.userId);
    return user?.active ? { user, id } : undefined;
  }
  return undefined;
}

/** The answer of a print link that opens nothing (no probing: one text for every reason). */
export const printLinkNotFound = (c: Context<ApiEnv>) =>
  c.text('Label not found', 404, { 'Cache-Control': 'no-store' });

/** POST …/generate_print_hash {id}: a hash for the signed-in account's print link. */
export async function printHashAnswer<Row>(c: Context<ApiEnv>, printable: PrintableEntity<Row>) {
  const { id } = await readBody(c, IdBodySchema);
  if (!c.var.session) throw new HttpFailure(401, [{ message: 'Unauthorized' }]);
  if (!printable.find(c.var.db, c.var.user, id)) {
    throw new HttpFailure(404, [{ message: printable.notFound(id) }]);
  }
  return c.json({ printHash: printHashFor(c, printable.entity, id) });
}

/** GET …/get_label?id&PHPSESSID&printHash: the label, for a live account that may see it. */
export function printLinkAnswer<Row>(c: Context<ApiEnv>, printable: PrintableEntity<Row>) {
  const holder = printLinkHolder(c, printable.entity);
  const row = holder ? printable.find(c.var.db, holder.user, holder.id) : undefined;
  const file = row === undefined ? undefined : printable.label(c.var.db, row);
  if (row === undefined || !file) return printLinkNotFound(c);
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.mime,
    'Content-Disposition': `inline; filename="${printable.fileName(row, file)}"`,
    'Cache-Control': 'no-store',
  });
}
