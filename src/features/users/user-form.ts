import type { UseFormReturnType } from '@mantine/form';
import type { CurrentUser } from '@/contract/session/session-schemas';
import type { Role, SaveUserBody, UserPage } from '@/contract/users/users-schemas';
import {
  apiKeyError,
  emailError,
  emailListError,
  findRole,
  loginError,
  parentError,
  parseEmailList,
  passwordError,
  showsApiKeys,
  showsParent,
} from './user-rules';

// The user form's values, their validation and the save body (spec b sections 5 and 7). Pure, so
// the whole path from what was typed to what is posted is unit tested.

export type UserFormValues = {
  login: string;
  email: string;
  /** Comma separated, as typed. */
  notificationEmails: string;
  password: string;
  role: string | null;
  /** The parent group select's value: a group id, '0' for 'Master account'. */
  parentId: string | null;
  active: boolean;
  withBilling: boolean;
  apiKey: string;
  apiKeyAdditional: string;
  /** The Available Services tab's choice. */
  services: number[];
};

export type UserSecretsValues = { apiKey: string; apiKeyAdditional: string };

/**
 * The stored keys, arriving after the form was built (the secrets query): they become the form's
 * starting point, so a key that loaded late is no change, and a key field already typed in keeps
 * what was typed. Whether a field was typed in is judged against the starting point before the
 * keys (comparing with the new one would take every key as typed over and leave it empty).
 */
export function withStoredKeys(
  values: UserFormValues,
  initial: UserFormValues,
  stored: UserSecretsValues,
): { initial: UserFormValues; values: UserSecretsValues } {
  const pick = (field: keyof UserSecretsValues) =>
    values[field] === initial[field] ? stored[field] : values[field];
  return {
    initial: { ...initial, ...stored },
    values: { apiKey: pick('apiKey'), apiKeyAdditional: pick('apiKeyAdditional') },
  };
}

/** A key is sent only when one was generated or typed: never empty, never the stored one. */
const newKey = (value: string, stored: string | undefined) =>
  value !== '' && value !== (stored ?? '');

/** The form of the page's user, or the empty create form (active, no role or group yet). */
export function formValuesOf(page: UserPage): UserFormValues {
  const user = page.user;
  return {
    login: user?.login ?? '',
    email: user?.email ?? '',
    notificationEmails: user?.notification_emails.join(', ') ?? '',
    password: '',
    role: user?.role ?? null,
    parentId: user ? String(user.parent_id) : null,
    active: user ? user.status === 1 : true,
    withBilling: user?.withBilling ?? false,
    apiKey: '',
    apiKeyAdditional: '',
    services: page.services_list.filter((service) => service.enabled).map((service) => service.id),
  };
}

export type UserFormContext = {
  current: CurrentUser;
  roles: readonly Role[];
  creating: boolean;
};

/** Every field's error (Mantine form's `validate`); the keys are the form's field names. */
export function userFormErrors(values: UserFormValues, context: UserFormContext) {
  const role = findRole(context.roles, values.role);
  const keys = showsApiKeys(context.current, role);
  const errors: Partial<Record<keyof UserFormValues, string | null>> = {
    login: loginError(values.login),
    email: emailError(values.email, context.creating),
    notificationEmails: emailListError(values.notificationEmails),
    password: passwordError(values.password),
    role: values.role ? null : 'Required field',
    parentId: showsParent(role) ? parentError(values.parentId) : null,
    apiKey: keys ? apiKeyError(values.apiKey, false) : null,
    apiKeyAdditional: keys ? apiKeyError(values.apiKeyAdditional, false) : null,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== null));
}

/**
 * POST /users/save_process's body. The role brings its access scope; a role without group access
 * keeps the user's group as it was (the select was not shown), billing is sent only for roles
 * with billing access, and a key is sent only when a new one was generated or typed (absent keeps
 * the stored key: an emptied field never erases one).
 */
export function saveBodyOf(
  values: UserFormValues,
  context: UserFormContext & {
    userId: number;
    initialParentId: number;
    secrets?: UserSecretsValues;
  },
): SaveUserBody {
  const role = findRole(context.roles, values.role);
  const keys = showsApiKeys(context.current, role);
  const parentId = showsParent(role) ? Number(values.parentId ?? 0) : context.initialParentId;
  const user: SaveUserBody['user'] = {
    id: context.userId,
    login: values.login.trim(),
    email: values.email.trim(),
    notification_emails: parseEmailList(values.notificationEmails),
    role: values.role ?? '',
    parent_id: parentId,
    status: values.active ? 1 : 0,
    withBilling: role?.hasBillingAccess === true && values.withBilling,
    accessScope: role?.accessScope ?? [],
  };
  if (values.password !== '') user.password = values.password;
  if (keys && newKey(values.apiKey, context.secrets?.apiKey)) user.apiKey = values.apiKey;
  if (keys && newKey(values.apiKeyAdditional, context.secrets?.apiKeyAdditional)) {
    user.apiKeyAdditional = values.apiKeyAdditional;
  }
  return { user, services: values.services };
}

/** The user form as the tabs share it. */
export type UserForm = UseFormReturnType<UserFormValues>;
