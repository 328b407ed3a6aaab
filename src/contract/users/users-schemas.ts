import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { plainText } from '../plain-text';
import { RecordIdSchema } from '../shared/id-body-schema';

// The users contract (spec b sections 3, 5 and 7; decision 027 records the shapes the spec leaves
// open). The roles are the server's: each comes with what the signed-in user may do with it
// (`hasAccess`), so the form never hard-codes a role. Secrets (API keys, a user's service
// credentials) travel only in the answer of `GET /users/secrets` (a query that never reaches the
// device) and in the save body; the user record carries none, so it stays readable offline.

/** Limits of what a write may carry (the server holds them too). */
export const USER_LIMITS = {
  login: 64,
  email: 254,
  notificationEmails: 20,
  passwordMin: 8,
  password: 128,
  role: 64,
  services: 1000,
  search: 100,
} as const;

/** Spec b section 9: generated API keys are 15 alphanumeric characters. */
export const API_KEY_LENGTH = 15;
export const API_KEY_PATTERN = /^[A-Za-z0-9]{15}$/;

/** Spec b section 3 (role.accessScope): the console, the API, or both. */
export const ACCESS_SCOPES = ['control_panel', 'api'] as const;
export type AccessScope = (typeof ACCESS_SCOPES)[number];

/** 'Master account': the parent group value of a user at the top of its own group. */
export const MASTER_ACCOUNT = 0;

/** The spec's texts (spec b sections 5 and 8). */
export const USER_MESSAGES = {
  emailNotValid: 'Email is not valid',
  emailsNotValid: 'One or several emails are not valid',
  required: 'Required field',
  emptyParents: 'ERROR: Empty Parents list',
  saved: 'Saved successfully',
  passwordByEmail: "For security, we'll send a confirmation link by email.",
  leave: 'Data was changed. Leave without saving ?',
  noSpaces: 'No spaces allowed',
  passwordShort: `Password must be at least ${USER_LIMITS.passwordMin} characters`,
  loginTaken: 'Login is already exist',
} as const;

/** A plain e-mail format: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Id = v.number();
const BodyId = RecordIdSchema;

// ---------------------------------------------------------------- roles

/**
 * A role (spec b section 3). `accessLevel` is the badge: full_access and group_owner green,
 * editor blue, others grey (spec b section 6). `hasAccess`: the signed-in user may give it.
 */
export const RoleSchema = v.object({
  value: v.string(),
  title: v.string(),
  description: v.array(v.string()),
  group: v.string(),
  order: v.number(),
  accessLevel: v.string(),
  hasAccess: v.boolean(),
  hasGroupAccess: v.boolean(),
  hasBillingAccess: v.boolean(),
  accessScope: v.array(v.picklist(ACCESS_SCOPES)),
});
export type Role = v.InferOutput<typeof RoleSchema>;

export const RoleGroupSchema = v.object({
  value: v.string(),
  title: v.string(),
  order: v.number(),
});
export type RoleGroup = v.InferOutput<typeof RoleGroupSchema>;

/** A master account: a group another user can be put under (the parent group select). */
export const ParentSchema = v.object({ id: Id, login: v.string(), name: v.string() });
export type Parent = v.InferOutput<typeof ParentSchema>;

// ---------------------------------------------------------------- the list

export const UserRowSchema = v.object({
  userId: Id,
  login: v.string(),
  email: v.string(),
  /** The role's value; its title and badge are beside it. */
  role: v.string(),
  roleTitle: v.string(),
  accessLevel: v.string(),
  /** The group's master login, or 'Master account'. */
  accountGroup: v.string(),
  parent_id: Id,
  /** Spec b section 4: 1 active, 0 not active. */
  status: v.picklist([0, 1]),
  mfa: v.boolean(),
  /** The signed-in user may change this user (server's decision). */
  isEditable: v.boolean(),
});
export type UserRow = v.InferOutput<typeof UserRowSchema>;

/** GET /users?search&page&quantity: the users the signed-in user may see, by id. */
export const UserListSchema = v.object({
  users: v.array(UserRowSchema),
  accountGroups: v.array(ParentSchema),
  hasMoreItems: v.boolean(),
  total: v.number(),
});
export type UserList = v.InferOutput<typeof UserListSchema>;

// ---------------------------------------------------------------- the record

/** A service as the Available Services tab lists it, with whether the user may call it. */
export const UserServiceSchema = v.object({
  id: Id,
  name: v.string(),
  carrier_name: v.string(),
  kind: v.string(),
  type: v.string(),
  enabled: v.boolean(),
});
export type UserService = v.InferOutput<typeof UserServiceSchema>;

export const UserDetailSchema = v.object({
  userId: Id,
  login: v.string(),
  email: v.string(),
  notification_emails: v.array(v.string()),
  role: v.string(),
  accountGroup: v.string(),
  parent_id: Id,
  status: v.picklist([0, 1]),
  isEditable: v.boolean(),
  withBilling: v.boolean(),
  mfa: v.boolean(),
  /** Whether keys exist; their values are secrets (`GET /users/secrets`). */
  hasApiKey: v.boolean(),
  /** Whether an additional key exists; a backend that does not say leaves it unknown. */
  hasApiKeyAdditional: v.optional(v.boolean()),
  useInternalGeocodingKey: v.boolean(),
  azureUseInternalGeocodingKey: v.boolean(),
  accessScope: v.array(v.picklist(ACCESS_SCOPES)),
  /** Requests per minute per route key. */
  apiLimits: v.record(v.string(), v.number()),
  /** Average requests per minute per route key over the last 30 days. */
  apiLimitsUsageAverage: v.record(v.string(), v.number()),
  /** Route key -> the API path it limits. */
  apiLimitsRoutesMap: v.record(v.string(), v.string()),
});
export type UserDetail = v.InferOutput<typeof UserDetailSchema>;

/**
 * GET /users/save_page/?id (id 0, or none, for create): the user (null on create) with the lists
 * its form chooses from, cut to the signed-in user's rights.
 */
export const UserPageSchema = v.object({
  user: v.nullable(UserDetailSchema),
  roles: v.array(RoleSchema),
  roleGroups: v.array(RoleGroupSchema),
  parents: v.array(ParentSchema),
  services_list: v.array(UserServiceSchema),
});
export type UserPage = v.InferOutput<typeof UserPageSchema>;

/** One credentials field of one account of one service: live and test values (secrets). */
export const UserCredentialFieldSchema = v.object({
  key: v.string(),
  title: v.string(),
  live: v.string(),
  test: v.string(),
});

export const UserCredentialsSchema = v.object({
  service_id: Id,
  service_name: v.string(),
  carrier_name: v.string(),
  accounts: v.array(
    v.object({
      name: v.string(),
      isActive: v.boolean(),
      fields: v.array(UserCredentialFieldSchema),
    }),
  ),
});
export type UserCredentials = v.InferOutput<typeof UserCredentialsSchema>;

/**
 * GET /users/secrets/?id: the user's API keys (super admins only, else null) and the credentials
 * of its services' accounts. Never stored on the device (`meta.secret`).
 */
export const UserSecretsSchema = v.object({
  apiKey: v.nullable(v.string()),
  apiKeyAdditional: v.nullable(v.string()),
  credentials: v.array(UserCredentialsSchema),
});
export type UserSecrets = v.InferOutput<typeof UserSecretsSchema>;

// ---------------------------------------------------------------- writes

const Email = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(USER_LIMITS.email),
  v.regex(EMAIL_PATTERN, USER_MESSAGES.emailNotValid),
);
const ApiKey = v.pipe(v.string(), v.regex(API_KEY_PATTERN, 'API key must be 15 letters or digits'));

/** The user part of POST /users/save_process (id 0 creates). */
export const SaveUserSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1)),
  /** Plain text: no control or invisible format characters (NUL, right-to-left override). */
  login: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, USER_MESSAGES.required),
    v.maxLength(USER_LIMITS.login),
    plainText(),
  ),
  /** Required on create (the server says so), optional on edit: '' keeps none. */
  email: v.union([v.literal(''), Email]),
  notification_emails: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN, USER_MESSAGES.emailsNotValid))),
    v.maxLength(USER_LIMITS.notificationEmails),
  ),
  /** Absent or '' keeps the password. */
  password: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.regex(/^\S*$/, USER_MESSAGES.noSpaces),
        v.minLength(USER_LIMITS.passwordMin, USER_MESSAGES.passwordShort),
        v.maxLength(USER_LIMITS.password),
      ),
    ]),
  ),
  role: v.pipe(v.string(), v.minLength(1, USER_MESSAGES.required), v.maxLength(USER_LIMITS.role)),
  parent_id: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1)),
  status: v.picklist([0, 1]),
  withBilling: v.boolean(),
  accessScope: v.pipe(v.array(v.picklist(ACCESS_SCOPES)), v.maxLength(ACCESS_SCOPES.length)),
  /** Super admins only; absent (or '', from older consoles) keeps the stored key. */
  apiKey: v.optional(ApiKey),
  apiKeyAdditional: v.optional(v.union([v.literal(''), ApiKey])),
  useInternalGeocodingKey: v.optional(v.boolean()),
  azureUseInternalGeocodingKey: v.optional(v.boolean()),
});
export type SaveUser = v.InferOutput<typeof SaveUserSchema>;

/** POST /users/save_process: the user and the ids of the services it may call. */
export const SaveUserBodySchema = v.object({
  user: SaveUserSchema,
  services: v.pipe(v.array(BodyId), v.maxLength(USER_LIMITS.services)),
});
export type SaveUserBody = v.InferOutput<typeof SaveUserBodySchema>;

export const SaveUserAnswerSchema = v.object({
  id: Id,
  /** The saved user must set up two-factor authentication at next login. */
  need_mfa: v.optional(v.boolean(), false),
  message: v.string(),
});
export type SaveUserAnswer = v.InferOutput<typeof SaveUserAnswerSchema>;

/** POST /users/enable_mfa: switch a user's two-factor authentication on or off. */
export const EnableMfaBodySchema = v.object({ id: BodyId, mfa: v.boolean() });
export type EnableMfaBody = v.InferOutput<typeof EnableMfaBodySchema>;

/**
 * Switching one's own on answers the QR code to scan now (the setup modal, then
 * `/users/save_mfa`); another user's is set up by that user at next login (no QR code).
 */
export const EnableMfaAnswerSchema = v.object({
  message: v.string(),
  qr_code_url: v.optional(v.string()),
});
export type EnableMfaAnswer = v.InferOutput<typeof EnableMfaAnswerSchema>;
