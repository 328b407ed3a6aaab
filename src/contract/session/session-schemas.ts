import * as v from 'valibot';

// The app-wide contract: the signed-in user and the common lists (spec a section 3). It lives in
// lib because every feature reads it; the reference server types its answers with it too.

const Id = v.number();
const Named = <T extends v.GenericSchema>(value: T) => v.object({ value, name: v.string() });

export const CurrentUserSchema = v.object({
  id: Id,
  login: v.string(),
  role: v.string(),
  parentId: v.nullable(Id),
  clientId: v.nullable(Id),
  isSuperAdmin: v.boolean(),
  canManageUsers: v.boolean(),
  canManageOnlyGroup: v.boolean(),
  accessLevel: v.number(),
});
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>;

export const ServiceOptionSchema = v.object({
  id: Id,
  name: v.string(),
  carrier_id: Id,
  carrier_kind: v.picklist(['direct', 'pallet', 'return']),
  is_active: v.boolean(),
});
export type ServiceOption = v.InferOutput<typeof ServiceOptionSchema>;

export const UserOptionSchema = v.object({
  id: Id,
  login: v.string(),
  name: v.string(),
  role: v.string(),
  clientId: v.nullable(Id),
  hasMfa: v.boolean(),
  /**
   * The server's decision (spec b section 6) that the signed-in user may log in as this one,
   * MFA aside: a user with MFA is listed and refused with the spec's message.
   */
  canLoginAs: v.optional(v.boolean(), false),
});
export type UserOption = v.InferOutput<typeof UserOptionSchema>;

export const CountrySchema = v.object({ code: v.pipe(v.string(), v.length(2)), name: v.string() });
export const StateSchema = v.object({ code: v.string(), name: v.string() });

export const TrackingStatusSchema = v.object({
  code: v.number(),
  name: v.string(),
  category: v.string(),
});

export const CommonListsSchema = v.object({
  currentUser: CurrentUserSchema,
  accessUrl: v.array(v.string()),
  apiUsers: v.array(v.object({ id: Id, login: v.string(), name: v.string() })),
  services: v.array(ServiceOptionSchema),
  availableServices: v.array(ServiceOptionSchema),
  billingServices: v.array(v.object({ id: Id, name: v.string() })),
  clients: v.array(v.object({ id: Id, name: v.string(), userId: Id })),
  carriers: v.array(
    v.object({ id: Id, name: v.string(), kind: v.picklist(['direct', 'pallet', 'return']) }),
  ),
  countries: v.array(CountrySchema),
  states: v.record(v.string(), v.array(StateSchema)),
  users: v.array(UserOptionSchema),
  trackingStatuses: v.array(TrackingStatusSchema),
  trackingStatusesCategories: v.array(v.object({ key: v.string(), name: v.string() })),
  createdStatuses: v.array(Named(v.number())),
  labelFormats: v.array(Named(v.string())),
  currencies: v.array(v.object({ code: v.pipe(v.string(), v.length(3)), name: v.string() })),
  hideFilters: v.object({ users: v.boolean() }),
  requestTypes: v.array(Named(v.string())),
  roles: v.array(Named(v.string())),
});
export type CommonLists = v.InferOutput<typeof CommonListsSchema>;
