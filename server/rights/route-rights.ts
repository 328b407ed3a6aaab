import type { RightsAction, RightsArea } from '../../src/contract/rights/rights-areas';
import type { User } from '../areas/auth/seed';
import type { RouteInput, TargetFinder } from './targets';

// What each server route declares (decision 053): who may call it at all, and for the routes of
// an area, the area, the action and how to find its target. The guard (guard.ts) decides every
// call from these and the roles' rights; a route with no declaration is refused.

export type Refusal = { status: 400 | 403 | 404; message: string };

/** A rule of the model about the target itself (login-as: never a user with MFA...). */
export type TargetRule = (input: RouteInput, actor: User) => Refusal | undefined;

export type AreaRoute = {
  access: 'area';
  /** The area, or the area a body chooses (switching MFA off lowers a user's protection). */
  area: RightsArea | ((input: RouteInput) => RightsArea);
  action: RightsAction;
  target?: TargetFinder;
  /**
   * A target the caller may not even read (in `seen`, the route's own area by default) answers
   * 404 with this text: records nobody may probe for. One it reads but may not change is a 403.
   */
  hidden?: { message: string | ((input: RouteInput) => string); seen?: RightsArea };
  /** The text of a 403 (default 'Forbidden'). */
  denied?: string;
  rule?: TargetRule;
  /** A print link: with a printHash in the query the call carries its own proof (spec c section 7). */
  printLink?: true;
};

export type RouteRight =
  /** Before sign-in, or with its own proof (an e-mailed token, a print hash). */
  | { access: 'public' }
  /** Any signed-in account, for itself: its own lists, its own MFA code. */
  | { access: 'signed-in' }
  | AreaRoute;

export type Method = 'GET' | 'POST' | 'DELETE';
export type RouteKey = `${Method} /${string}`;
export type RouteRights = Readonly<Record<RouteKey, RouteRight>>;

export const PUBLIC: RouteRight = { access: 'public' };
export const SIGNED_IN: RouteRight = { access: 'signed-in' };

/** A route of an area: its action there, and optionally its target and how it refuses. */
export const areaRoute = (
  area: AreaRoute['area'],
  action: RightsAction,
  more: Omit<AreaRoute, 'access' | 'area' | 'action'> = {},
): AreaRoute => ({ access: 'area', area, action, ...more });

/** Every route of an area's table reading it, for the many read-only tables. */
export const reads = (area: RightsArea, ...paths: `/${string}`[]): RouteRights =>
  Object.fromEntries(paths.map((path) => [`GET ${path}`, areaRoute(area, 'read')]));
