import * as v from 'valibot';
import { plainText } from '@/contract/plain-text';
import type { CurrentUser } from '@/contract/session/session-schemas';
import {
  API_KEY_LENGTH,
  API_KEY_PATTERN,
  EMAIL_PATTERN,
  MASTER_ACCOUNT,
  type Parent,
  type Role,
  type RoleGroup,
  USER_LIMITS,
  USER_MESSAGES,
} from '@/contract/users/users-schemas';

// The user form's rules (spec b sections 5 and 6), pure so they are unit tested: what each field
// accepts, which roles and parents are offered, which switches show, and the generated API keys.

// ---------------------------------------------------------------- fields

/** Notification e-mails are typed comma separated; blanks between commas are dropped. */
export function parseEmailList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function emailListError(text: string): string | null {
  const emails = parseEmailList(text);
  const valid =
    emails.length <= USER_LIMITS.notificationEmails &&
    emails.every((email) => email.length <= USER_LIMITS.email && EMAIL_PATTERN.test(email));
  return valid ? null : USER_MESSAGES.emailsNotValid;
}

/** Required on create, optional on edit; when given, a plain e-mail format. */
export function emailError(value: string, creating: boolean): string | null {
  const email = value.trim();
  if (email === '') return creating ? USER_MESSAGES.required : null;
  return email.length <= USER_LIMITS.email && EMAIL_PATTERN.test(email)
    ? null
    : USER_MESSAGES.emailNotValid;
}

/** The save body's own check (the server reads the body with it), asked by the form first. */
const PlainLogin = v.pipe(v.string(), plainText());

/** Required, and plain text: the server refuses control and invisible format characters too. */
export function loginError(value: string): string | null {
  if (value.trim() === '') return USER_MESSAGES.required;
  return v.safeParse(PlainLogin, value).issues?.[0]?.message ?? null;
}

/** Empty keeps the password; a new one has no spaces and the server's minimum length. */
export function passwordError(value: string): string | null {
  if (value === '') return null;
  if (/\s/.test(value)) return USER_MESSAGES.noSpaces;
  return value.length < USER_LIMITS.passwordMin ? USER_MESSAGES.passwordShort : null;
}

/** A non-superadmin's new password is confirmed by a link sent by e-mail. */
export const passwordNeedsEmailConfirmation = (current: CurrentUser, password: string) =>
  !current.isSuperAdmin && password !== '';

// ---------------------------------------------------------------- roles

export type RoleOptionGroup = { group: string; items: { value: string; label: string }[] };

/**
 * The roles offered (spec b section 6): those the signed-in user may give plus the user's
 * current one; editing oneself, only one's own. Grouped by the role groups, both in their order;
 * a role of an unknown group comes last under its group's value.
 */
export function roleChoices(
  roles: readonly Role[],
  groups: readonly RoleGroup[],
  initialRole: string | null,
  self: boolean,
): RoleOptionGroup[] {
  const offered = roles
    .filter((role) =>
      self ? role.value === initialRole : role.hasAccess || role.value === initialRole,
    )
    .sort((a, b) => a.order - b.order);
  const known = [...groups].sort((a, b) => a.order - b.order);
  const unknown = [...new Set(offered.map((role) => role.group))].filter(
    (group) => !known.some((item) => item.value === group),
  );
  return [
    ...known.map((group) => ({ value: group.value, title: group.title })),
    ...unknown.map((group) => ({ value: group, title: group })),
  ]
    .map((group) => ({
      group: group.title,
      items: offered
        .filter((role) => role.group === group.value)
        .map((role) => ({ value: role.value, label: role.title })),
    }))
    .filter((group) => group.items.length > 0);
}

export const findRole = (roles: readonly Role[], value: string | null) =>
  roles.find((role) => role.value === value);

/** Access-level badges: full_access and group_owner green, editor blue, others grey. */
export function accessLevelColor(level: string): 'green' | 'blue' | 'gray' {
  if (level === 'full_access' || level === 'group_owner') return 'green';
  return level === 'editor' ? 'blue' : 'gray';
}

// ---------------------------------------------------------------- group, billing, keys

/** The parent group select is offered for roles with group access. */
export const showsParent = (role: Role | undefined) => role?.hasGroupAccess === true;

/**
 * 'Master account' (0) first, then the groups the signed-in user may put a user under, and the
 * user's own group when it is not among them (one keeps a group one may not hand out).
 */
export function parentOptions(
  parents: readonly Parent[],
  currentGroup?: { id: number; name: string },
): { value: string; label: string }[] {
  const options = [
    { value: String(MASTER_ACCOUNT), label: 'Master account' },
    ...parents.map((parent) => ({ value: String(parent.id), label: parent.name || parent.login })),
  ];
  if (currentGroup && !options.some((option) => option.value === String(currentGroup.id))) {
    options.push({ value: String(currentGroup.id), label: currentGroup.name });
  }
  return options;
}

/**
 * The spec's error when the server offers no group to put the user under; not on one's own
 * profile, where the group is kept, not chosen.
 */
export const parentsListError = (parents: readonly Parent[], self = false) =>
  parents.length === 0 && !self ? USER_MESSAGES.emptyParents : null;

export const parentError = (value: string | null) =>
  value === null || value === '' ? USER_MESSAGES.required : null;

export function billingSwitch(role: Role | undefined, self: boolean) {
  return { shown: role?.hasBillingAccess === true, disabled: self };
}

/** API key fields: super admins only, for roles whose scope includes the API. */
export const showsApiKeys = (current: CurrentUser, role: Role | undefined) =>
  current.isSuperAdmin && role?.accessScope.includes('api') === true;

export const API_KEY_MESSAGE = 'API key must be 15 letters or digits';

export function apiKeyError(value: string, required: boolean): string | null {
  if (value === '') return required ? USER_MESSAGES.required : null;
  return API_KEY_PATTERN.test(value) ? null : API_KEY_MESSAGE;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of the alphabet's size a byte can hold: bytes above are redrawn. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** 15 alphanumeric characters from the secure random source, every character equally likely. */
export function generateApiKey(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let key = '';
  while (key.length < API_KEY_LENGTH) {
    for (const byte of random(new Uint8Array(API_KEY_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && key.length < API_KEY_LENGTH)
        key += ALPHABET[byte % ALPHABET.length];
    }
  }
  return key;
}
