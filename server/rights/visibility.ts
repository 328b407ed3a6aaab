import { inScope } from '../../src/contract/rights/decide';
import type { RightsArea } from '../../src/contract/rights/rights-areas';
import type { User } from '../areas/auth/seed';
import type { Db } from '../data/db';
import { actorOf, scopeFor, subjectOf } from './actor';

// Whose records a reader sees in a list (decision 053): the owners its read right reaches. Lists
// are filtered, not refused, so a client's parcels, pallets and requests are its own and a record
// of another's is simply not found.

/** Every owner (undefined), or the ids of the users whose records `user` reads in `area`. */
export function ownersReadBy(
  db: Db,
  user: User,
  area: RightsArea,
): ReadonlySet<number> | undefined {
  const scope = scopeFor(db, user, area, 'read');
  if (scope === 'all') return undefined;
  if (scope === undefined) return new Set();
  if (scope === 'self') return new Set([user.id]);
  const actor = actorOf(db, user);
  return new Set(db.users.filter((u) => inScope(actor, scope, subjectOf(u))).map((u) => u.id));
}

/** A test of one owner id, for filters that run over thousands of rows. */
export function ownerTest(
  db: Db,
  user: User,
  area: RightsArea,
): (ownerId: number | null) => boolean {
  const owners = ownersReadBy(db, user, area);
  return owners ? (id) => id !== null && owners.has(id) : () => true;
}

/** A list's user filter narrowed to the owners the reader sees (an empty set: none pass). */
export function narrowOwners(
  asked: ReadonlySet<number> | undefined,
  owners: ReadonlySet<number> | undefined,
): Set<number> | undefined {
  if (!owners) return asked ? new Set(asked) : undefined;
  return new Set([...owners].filter((id) => !asked || asked.has(id)));
}
