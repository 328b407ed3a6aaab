import {
  type CredentialsEntryBody,
  type DiffAnswer,
  type DiffItem,
  type FtpCheckAnswer,
  SERVICE_LIMITS,
  type UserCredentials,
} from '../../../src/contract/services/services-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { accountOf, sameVersionIds, type ServiceContext, serviceContextOf } from './queries';
import type { AccountRecord } from './seed';
import { isKeyFileField, specFields } from './specs';
import { copyOf, pemOf } from './values';

// The credentials writes (spec b sections 4 and 5): the same rules as the console's form, so a
// caller that skips the form gets the same refusals. Values are secrets: no message, log or
// error here ever repeats one.

export const FIELDS_MISMATCH = 'New credentials fields doesn`t match with target fields';
const PEM = /^-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----$/;

/** Spec b section 5: key files are trimmed and their PEM body re-wrapped at 64 characters. */
export function normaliseKeyFile(value: string): string {
  const trimmed = value.trim();
  const pem = PEM.exec(trimmed);
  return pem ? pemOf(pem[1]!, pem[2]!.replace(/\s+/g, '')) : trimmed;
}

export type CheckedEntry = {
  context: ServiceContext;
  account: AccountRecord;
  entry: CredentialsEntryBody;
  /** The body's values, key files normalised. */
  credentials: UserCredentials;
};

/** Checks one entry against its service: the user's account, field names and enum choices. */
export function checkEntry(db: Db, entry: CredentialsEntryBody, path = ''): CheckedEntry {
  const context = serviceContextOf(db, entry.service_id);
  const account = accountOf(context, entry.user_id, `${path}user_id`);
  const spec = specFields(db.serviceArea.specs.get(context.carrier.id)!);
  const names = new Set([...Object.keys(account.credentials), ...Object.keys(entry.credentials)]);
  if (names.size > SERVICE_LIMITS.accountsPerUser) {
    throw new HttpFailure(400, [{ message: 'Too many accounts', fields: [`${path}credentials`] }]);
  }
  const credentials: UserCredentials = {};
  for (const [name, values] of Object.entries(entry.credentials)) {
    const unknown = Object.keys(values).filter((field) => !(field in spec));
    if (unknown.length > 0) {
      throw new HttpFailure(400, [
        { message: FIELDS_MISMATCH, fields: unknown.map((f) => `${path}credentials.${name}.${f}`) },
      ]);
    }
    credentials[name] = {};
    for (const [field, { live, test }] of Object.entries(values)) {
      const choices = spec[field]?.choices;
      for (const value of [live, test]) {
        if (choices && value !== '' && !choices.includes(value)) {
          throw new HttpFailure(400, [
            {
              message: `Must be one of: ${choices.join(', ')}`,
              fields: [`${path}credentials.${name}.${field}`],
            },
          ]);
        }
      }
      credentials[name][field] = isKeyFileField(field)
        ? { live: normaliseKeyFile(live), test: normaliseKeyFile(test) }
        : { live, test };
    }
  }
  return { context, account, entry, credentials };
}

/** Writes the entry's accounts over the stored ones; accounts and fields not sent stay. */
export function applyEntry({ account, entry, credentials }: CheckedEntry) {
  for (const [name, values] of Object.entries(credentials)) {
    account.credentials[name] = { ...account.credentials[name], ...values };
  }
  if (entry.mode !== undefined) account.mode = entry.mode;
}

/** Spec b section 4: what saving to the other services of the carrier version would overwrite. */
export function diffOf(db: Db, checked: CheckedEntry): DiffAnswer {
  const others = sameVersionIds(db, checked.context)
    .map((id) => serviceContextOf(db, id))
    .filter((other) => other.accounts.some((a) => a.userId === checked.entry.user_id));
  if (others.length === 0) {
    return {
      data: [],
      services_ids: [],
      message: 'There are no other services of this carrier version for this user',
    };
  }
  const data: Record<string, { service_name: string; items: DiffItem[] }> = {};
  let differences = 0;
  for (const other of others) {
    const current = other.accounts.find((a) => a.userId === checked.entry.user_id)!.credentials;
    const items: DiffItem[] = [];
    for (const [account, values] of Object.entries(checked.credentials)) {
      for (const [field, next] of Object.entries(values)) {
        for (const mode of ['live', 'test'] as const) {
          const now = current[account]?.[field]?.[mode] ?? '';
          // An empty value is filled, not overwritten: only set values that differ are listed.
          if (now !== '' && now !== next[mode]) {
            items.push({ account, field, mode, current: now, next: next[mode] });
          }
        }
      }
    }
    differences += items.length;
    data[String(other.service.id)] = { service_name: other.service.name, items };
  }
  const ids = others.map((o) => o.service.id);
  if (differences === 0) {
    return {
      data: [],
      services_ids: ids,
      message: 'No other service holds different values: the credentials are saved to them',
    };
  }
  return { data, services_ids: ids, message: 'Some services hold different values' };
}

/** A value the check can reach: an ftp:// or sftp:// URL whose host is not `.invalid`. */
function reachable(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'ftp:' && url.protocol !== 'sftp:') return false;
  return url.hostname !== '' && !url.hostname.endsWith('.invalid');
}

/** Spec b section 4: checks every ftp field sent; a field with no value at all fails too. */
export function ftpCheck(db: Db, entries: CheckedEntry[]): FtpCheckAnswer {
  const failing = new Set<string>();
  let checked = 0;
  for (const { context, credentials } of entries) {
    const spec = specFields(db.serviceArea.specs.get(context.carrier.id)!);
    for (const values of Object.values(credentials)) {
      for (const [field, { live, test }] of Object.entries(values)) {
        if (spec[field]?.type !== 'ftp') continue;
        checked += 1;
        const set = [live, test].filter((value) => value.trim() !== '');
        if (set.length === 0 || !set.every(reachable)) failing.add(field);
      }
    }
  }
  if (checked === 0) {
    throw new HttpFailure(400, [{ message: 'There are no FTP fields to check' }]);
  }
  return failing.size === 0
    ? { success: true, message: 'Connection to the FTP server was successful', fields: [] }
    : { success: false, message: 'Could not connect to the FTP server', fields: [...failing] };
}

/** The stored values of a user (a copy: the answer must not alias the record). */
export const valuesOf = (account: AccountRecord) => copyOf(account.credentials);
