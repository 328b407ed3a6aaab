import type { Subject } from '../../src/contract/rights/decide';
import type { Db } from '../data/db';
import { subjectOf } from './actor';

// How a route finds what it acts on (decision 053): a user, a client, or a service user named in
// its query or body. A finder answers the subjects to check, or undefined when the call names none
// (a list, a create form, the caller's own record); text that is no id names nothing either (the
// route's own schema or default answers it). An id that is no known record is NOBODY, which only
// the 'all' and 'below' scopes reach, so nobody learns of records by probing ids.

export type RouteInput = { db: Db; query: URLSearchParams; body: unknown };
export type TargetFinder = (input: RouteInput) => Subject[] | undefined;

export const NOBODY: Subject = Object.freeze({});

/** A whole id as sent in a query (text) or a body (number); anything else is no id. */
export function idOf(raw: unknown): number | undefined {
  const id =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim())
        ? Number(raw)
        : NaN;
  return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

export const fieldOf = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[key]
    : undefined;

/**
 * The user named by `raw`: undefined when nothing is named (0 is none: the users' create form),
 * NOBODY when no such user.
 */
export function userNamed(db: Db, raw: unknown): Subject | undefined {
  const id = idOf(raw);
  if (id === undefined || id === 0) return undefined;
  const user = db.users.find((u) => u.id === id);
  return user ? subjectOf(user) : NOBODY;
}

/** The client of a billing account, named by the account's id (its owner's user id). */
export function clientNamed(db: Db, raw: unknown): Subject | undefined {
  const id = idOf(raw);
  if (id === undefined) return undefined;
  const account = db.billingAccounts.get(id);
  return account ? { clientId: account.clientId } : NOBODY;
}

const one = (subject: Subject | undefined) => (subject ? [subject] : undefined);

/** The id a record route names: `id` in its query (reads) or its body (print hashes). */
export const recordIdOf = ({ query, body }: RouteInput, from: 'query' | 'body') =>
  from === 'query' ? (query.get('id') ?? undefined) : fieldOf(body, 'id');

/** The owner of the record named by `id`: NOBODY for no such record or one without an owner. */
function ownerNamed(
  input: RouteInput,
  from: 'query' | 'body',
  ownerOf: (db: Db, id: number) => number | null | undefined,
): Subject | undefined {
  const id = idOf(recordIdOf(input, from));
  if (id === undefined) return undefined;
  const owner = ownerOf(input.db, id);
  return owner === undefined || owner === null ? NOBODY : userNamed(input.db, owner);
}

export const target = {
  /** A user named by a query key. */
  userInQuery:
    (key: string): TargetFinder =>
    ({ db, query }) =>
      one(userNamed(db, query.get(key) ?? undefined)),
  /** A user named by a body field. */
  userInBody:
    (key: string): TargetFinder =>
    ({ db, body }) =>
      one(userNamed(db, fieldOf(body, key))),
  /** The users named by a field of every entry of a body that is a list (a batch). */
  usersInList:
    (key: string): TargetFinder =>
    ({ db, body }) => {
      if (!Array.isArray(body)) return undefined;
      const subjects = body.map((entry) => userNamed(db, fieldOf(entry, key)) ?? NOBODY);
      return subjects.length > 0 ? subjects : undefined;
    },
  /** The owner of the parcel named by a query key or body field (`id`). */
  parcelOwner:
    (from: 'query' | 'body'): TargetFinder =>
    (input) =>
      one(ownerNamed(input, from, (db, id) => db.parcels.find((p) => p.id === id)?.userId)),
  /** The owner of the pallet named by a query key or body field (`id`). */
  palletOwner:
    (from: 'query' | 'body'): TargetFinder =>
    (input) =>
      one(ownerNamed(input, from, (db, id) => db.pallets.find((p) => p.id === id)?.user_id)),
  /** A billing client named by a query key. */
  clientInQuery:
    (key: string): TargetFinder =>
    ({ db, query }) =>
      one(clientNamed(db, query.get(key) ?? undefined)),
  /** Every billing client: a call about all of them at once. */
  everyClient: (({ db }) =>
    [...db.billingAccounts.values()].map((account) => ({
      clientId: account.clientId,
    }))) as TargetFinder,
  /** A billing client named by a body field. */
  clientInBody:
    (key: string): TargetFinder =>
    ({ db, body }) =>
      one(clientNamed(db, fieldOf(body, key))),
};
