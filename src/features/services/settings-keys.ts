import * as v from 'valibot';
import { isApiError } from '@/lib/api/api-error';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import { SERVICE_LIMITS } from '@/contract/services/services-schemas';
import {
  type ServiceFields,
  type ServiceSetting,
} from '@/contract/services/service-settings-schemas';
import {
  SETTINGS_MESSAGES,
  type SettingsErrors,
  type SettingsValues,
  validateSettings,
} from './settings-form';

// The default parcel settings keys of a service: grouped per user, and the rules of a key's
// name and user (spec b section 5). Pure, unit tested.

/** Spec b section 5, spelling kept. */
export const duplicateKeyMessage = (key: string) => `Key ${key} is already exist for this user`;

/** The values of a key's form: its name, its user (a Select's value) and its data. */
export type SettingsFormValues = { key: string; user_id: string | null; data: SettingsValues };

export type UserLogin = { id: number; login: string };

export type SettingsGroup = { userId: number; login: string; records: ServiceSetting[] };

/** A user's login from the lists given, first match wins; else `User {id}`. */
export function loginOf(userId: number, ...lists: ReadonlyArray<readonly UserLogin[]>): string {
  for (const list of lists) {
    const found = list.find((user) => user.id === userId);
    if (found) return found.login;
  }
  return `User ${userId}`;
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The records per user, users by login and each user's keys by name. */
export function settingsGroups(
  records: readonly ServiceSetting[],
  login: (userId: number) => string,
): SettingsGroup[] {
  const groups = new Map<number, SettingsGroup>();
  for (const record of records) {
    let group = groups.get(record.user_id);
    if (!group) {
      group = { userId: record.user_id, login: login(record.user_id), records: [] };
      groups.set(record.user_id, group);
    }
    group.records.push(record);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => byText(a.login, b.login) || a.userId - b.userId,
  );
  for (const group of sorted) group.records.sort((a, b) => byText(a.key, b.key));
  return sorted;
}

/** Whether the user already has a key of that name (the name trimmed, as the server stores it). */
export function keyExists(
  records: readonly Pick<ServiceSetting, 'key' | 'user_id'>[],
  key: string,
  userId: number,
): boolean {
  const name = key.trim();
  return records.some((record) => record.user_id === userId && record.key === name);
}

/** A new key's name: required, at most 64 characters, not already the user's. */
export function keyNameError(
  key: string,
  userId: number | null,
  records: readonly Pick<ServiceSetting, 'key' | 'user_id'>[],
): string | null {
  const name = key.trim();
  if (!name) return SETTINGS_MESSAGES.required;
  if (name.length > SERVICE_LIMITS.settingsKey)
    return SETTINGS_MESSAGES.maxLength(SERVICE_LIMITS.settingsKey);
  if (userId !== null && keyExists(records, name, userId)) return duplicateKeyMessage(name);
  return null;
}

/** A new key's user: required. */
export const keyUserError = (userId: string | null): string | null =>
  userId ? null : SETTINGS_MESSAGES.required;

/**
 * The validate function of a key's form: the data's rules under `data.`, and for a new key its
 * name and user (an edited key's are fixed, so not checked again).
 */
export function settingsFormValidator(
  fields: ServiceFields,
  records: readonly Pick<ServiceSetting, 'key' | 'user_id'>[],
  creating: boolean,
): (values: SettingsFormValues) => SettingsErrors {
  return (values) => {
    const errors = validateSettings(fields, values.data, 'data');
    if (!creating) return errors;
    const userError = keyUserError(values.user_id);
    if (userError) errors.user_id = userError;
    const keyError = keyNameError(
      values.key,
      values.user_id ? Number(values.user_id) : null,
      records,
    );
    if (keyError) errors.key = keyError;
    return errors;
  };
}

/**
 * A refused write's errors by form path: the server names the failing value as the form does
 * (`key`, `data.packages.0.weight`). Null when some error names no field: the toast says it.
 */
export function settingsServerErrors(error: unknown): SettingsErrors | null {
  if (!isApiError(error) || error.failure.kind !== 'http' || error.status !== 400) return null;
  const body = v.safeParse(ApiErrorBodySchema, error.failure.body);
  if (!body.success) return null;
  const errors: SettingsErrors = {};
  for (const { message, fields = [] } of body.output.errors) {
    if (fields.length === 0) return null;
    for (const field of fields) errors[field] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
