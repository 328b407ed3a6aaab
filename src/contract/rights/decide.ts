import { AREAS, type RightsAction, type RightsArea, urlsOf } from './rights-areas';
import { ROLE_RIGHTS, type RoleKey, type Scope } from './role-rights';

// The one decision of the rights model (decision 053): may this actor do this action in this area,
// to this subject? Pure, so the server's guard, its per-record flags and the tests all ask the same
// question the same way.

export type Kind = 'super_admin' | 'staff' | 'client';

/** What a right is checked against: a user, or a client (billing), or nothing known. */
export type Subject = {
  /** A user's id; absent for a client or for a record that names nobody known. */
  readonly id?: number;
  readonly kind?: Kind;
  readonly level?: number;
  readonly parentId?: number | null;
  readonly clientId?: number | null;
  /** A user as a save would place it, not a record yet: nothing to hide from a caller. */
  readonly planned?: boolean;
};

export type Actor = {
  readonly id: number;
  readonly roleKey: RoleKey;
  readonly kind: Kind;
  readonly level: number;
  readonly parentId: number | null;
  readonly clientId: number | null;
  /** The user's own billing switch (spec b: withBilling). */
  readonly withBilling: boolean;
};

const KIND_RANK: Record<Kind, number> = { client: 1, staff: 2, super_admin: 3 };

/** Role first, then access level: `a` is above `b` when it outranks it on either. */
export function outranks(
  a: { kind?: Kind; level?: number },
  b: { kind: Kind; level: number },
): boolean {
  if (a.kind === undefined) return false;
  const byKind = KIND_RANK[a.kind] - KIND_RANK[b.kind];
  return byKind !== 0 ? byKind > 0 : (a.level ?? 0) > b.level;
}

/** A user's group: a master account and the accounts under it (spec b: parent group). */
export const groupOf = (user: { id?: number; parentId?: number | null }) =>
  user.parentId ?? user.id;

/** The scope of an action in an area for this actor; undefined: no right at all. */
export function scopeOf(actor: Actor, area: RightsArea, action: RightsAction): Scope | undefined {
  const right = ROLE_RIGHTS[actor.roleKey]?.areas[area];
  if (!right || (right.needs === 'billing' && !actor.withBilling)) return undefined;
  return right[action];
}

const SCOPE_TESTS: Record<Scope, (actor: Actor, subject: Subject) => boolean> = {
  all: () => true,
  below: (actor, subject) => !outranks(subject, actor),
  team: (actor, subject) =>
    subject.id !== undefined && groupOf(subject) === groupOf(actor) && !outranks(subject, actor),
  members: (actor, subject) => subject.id !== actor.id && SCOPE_TESTS.team(actor, subject),
  client: (actor, subject) =>
    actor.clientId !== null &&
    subject.clientId !== undefined &&
    subject.clientId === actor.clientId,
  clients: (_actor, subject) =>
    subject.kind === 'client' && subject.clientId !== undefined && subject.clientId !== null,
  self: (actor, subject) => subject.id === actor.id,
};

/** Whether a subject lies in a scope of this actor. */
export const inScope = (actor: Actor, scope: Scope, subject: Subject): boolean =>
  SCOPE_TESTS[scope](actor, subject);

/**
 * May `actor` do `action` in `area`? With subjects, each must lie in the action's scope; without,
 * holding the action at all is enough (the route acts on shared data or on the actor's own).
 */
export function may(
  actor: Actor,
  area: RightsArea,
  action: RightsAction,
  subjects: readonly Subject[] = [],
): boolean {
  const scope = scopeOf(actor, area, action);
  return scope !== undefined && subjects.every((subject) => inScope(actor, scope, subject));
}

/** Whether the actor's role signs in to the console at all. */
export const consoleRole = (roleKey: RoleKey): boolean => ROLE_RIGHTS[roleKey]?.console === true;

/** The access list (spec a section 6: accessUrl) the rights of this actor stand for. */
export function accessUrlsOf(actor: Actor): string[] {
  const urls = new Set<string>();
  for (const area of AREAS) {
    for (const action of ['read', 'write', 'secrets'] as const) {
      if (scopeOf(actor, area, action) !== undefined)
        urlsOf(area, action).forEach((u) => urls.add(u));
    }
  }
  return [...urls];
}
