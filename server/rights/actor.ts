import {
  type Actor,
  consoleRole,
  may,
  scopeOf,
  type Subject,
} from '../../src/contract/rights/decide';
import type { RightsAction, RightsArea } from '../../src/contract/rights/rights-areas';
import type { Scope } from '../../src/contract/rights/role-rights';
import type { User } from '../areas/auth/seed';
import type { Db } from '../data/db';

// The rights model's view of a seeded user: the actor a route acts for, or the subject it acts on.

export const subjectOf = (user: User): Subject => ({
  id: user.id,
  kind: user.role,
  level: user.accessLevel,
  parentId: user.parentId,
  clientId: user.clientId,
});

export function actorOf(db: Db, user: User): Actor {
  return {
    id: user.id,
    roleKey: user.roleKey,
    kind: user.role,
    level: user.accessLevel,
    parentId: user.parentId,
    clientId: user.clientId,
    withBilling: db.userArea.profiles.get(user.id)?.withBilling === true,
  };
}

/**
 * May `user` do `action` in `area` to these users? The question a handler asks of the model for
 * what it answers (which rows a list holds, which flags a record carries), never its own rule.
 */
export function can(
  db: Db,
  user: User,
  area: RightsArea,
  action: RightsAction,
  targets: readonly User[] = [],
): boolean {
  return may(actorOf(db, user), area, action, targets.map(subjectOf));
}

/** Whether the account may use the console at all: its role, and its own access scope. */
export function usesConsole(db: Db, user: User): boolean {
  const scope = db.userArea.profiles.get(user.id)?.accessScope;
  return consoleRole(user.roleKey) && (scope === undefined || scope.includes('control_panel'));
}

/** The scope of `user`'s right, for a handler that lists what the right reaches. */
export const scopeFor = (
  db: Db,
  user: User,
  area: RightsArea,
  action: RightsAction,
): Scope | undefined => scopeOf(actorOf(db, user), area, action);

/** As `can`, for subjects that are not seeded users yet (a user as a save would place it). */
export const mayOn = (
  db: Db,
  user: User,
  area: RightsArea,
  action: RightsAction,
  subjects: readonly Subject[],
): boolean => may(actorOf(db, user), area, action, subjects);
