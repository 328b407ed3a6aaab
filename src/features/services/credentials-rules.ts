import type {
  CredentialFieldSpec,
  CredentialsSpecification,
  CredentialValues,
  ServiceAccount,
  UserCredentials,
} from '@/contract/services/services-schemas';
import { PEM_LINE_WIDTH } from '@/config/services-constants';

// Pure rules of the credentials tab (spec b sections 4, 5, 6 and 9). The diff flow's rules are
// in credentials-diff-rules.ts, the import's in credentials-import-rules.ts.

/** Spec b section 9: 0 Live, 1 Test. */
export type CredentialsMode = 0 | 1;
export const LIVE: CredentialsMode = 0;
export const TEST: CredentialsMode = 1;
export const modeKey = (mode: CredentialsMode) => (mode === TEST ? 'test' : 'live');

export const NO_TEST_MODE_WARNING =
  'There is no test mode for this service! All requests will be send to live environment!';
export const SAME_VALUES_WARNING = 'You have same credentials values in TEST and LIVE mode.';
export const FIELD_REQUIRED = 'Field is required';
export const ACCOUNT_NAME_EXISTS = 'Account name is exist for selected user';

export type FieldSpecs = Record<string, CredentialFieldSpec>;

/** The specification as fields; the server's `[]` means the service has none. */
export const fieldSpecs = (specification: CredentialsSpecification): FieldSpecs =>
  Array.isArray(specification) ? {} : specification;

/** Spec b section 6: the XML user first, then active users, then inactive, each by login. */
export function orderAccounts(accounts: readonly ServiceAccount[]): ServiceAccount[] {
  const rank = (account: ServiceAccount) => (account.isXml ? 0 : account.isActive ? 1 : 2);
  return [...accounts].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.login.localeCompare(b.login, 'en', { sensitivity: 'base' }) ||
      a.userId - b.userId,
  );
}

export type AccountMatch = { accountNames: string[]; fields: string[] };

/**
 * The key search: an account name (a 'key') or a field key containing the text. A match on
 * account names shows those accounts with every field; a match on field keys shows every account
 * with those fields only. Null: nothing of this user matches.
 */
export function matchAccount(
  query: string,
  accountNames: readonly string[],
  fieldKeys: readonly string[],
): AccountMatch | null {
  const text = query.trim().toLowerCase();
  if (!text) return { accountNames: [...accountNames], fields: [...fieldKeys] };
  const names = accountNames.filter((name) => name.toLowerCase().includes(text));
  const fields = fieldKeys.filter((key) => key.toLowerCase().includes(text));
  if (names.length > 0) return { accountNames: names, fields: [...fieldKeys] };
  if (fields.length > 0 && accountNames.length > 0)
    return { accountNames: [...accountNames], fields };
  return null;
}

/** The accounts listed for the key search and the user filter, in the spec's order. */
export function visibleAccounts(
  accounts: readonly ServiceAccount[],
  query: string,
  userId: number | null,
  fieldKeys: readonly string[],
): ServiceAccount[] {
  return orderAccounts(accounts).filter(
    (account) =>
      (userId === null || account.userId === userId) &&
      (!query.trim() || matchAccount(query, account.accountNames, fieldKeys) !== null),
  );
}

// ---- key files ----

const KEY_FILE = /_ppk|_pub|_cert/;

/** Spec b section 3: names containing _ppk, _pub or _cert are key files. */
export const isKeyFileField = (name: string) => KEY_FILE.test(name);

const chunk = (text: string, width = PEM_LINE_WIDTH) =>
  text.match(new RegExp(`.{1,${width}}`, 'g')) ?? [];

const BLOCK = /(-----BEGIN [^-\r\n]+-----)([\s\S]*?)(-----END [^-\r\n]+-----)/g;
const BASE64_ONLY = /^[A-Za-z0-9+/=\s]+$/;

/**
 * Spec b section 5: a key file is trimmed and re-wrapped at 64 characters. Each PEM block keeps
 * its BEGIN and END lines and any `Name: value` header lines; its body is joined and cut at 64.
 * A bare base64 body is wrapped the same way. Anything else (a PuTTY .ppk, whose lines carry their
 * own structure) is only trimmed: re-wrapping it would break the key.
 */
export function wrapKeyFile(value: string): string {
  const text = value.trim();
  if (!text) return '';
  if (/-----BEGIN /.test(text)) {
    return text.replace(BLOCK, (_match, begin: string, body: string, end: string) => {
      const lines = body.split(/\r?\n/).map((line) => line.trim());
      const headers = lines.filter((line) => line.includes(':'));
      const data = lines.filter((line) => line && !line.includes(':')).join('');
      return [begin, ...headers, ...(headers.length > 0 ? [''] : []), ...chunk(data), end].join(
        '\n',
      );
    });
  }
  if (BASE64_ONLY.test(text)) return chunk(text.replace(/\s+/g, '')).join('\n');
  return text;
}

/** What a credential is saved as: key files wrapped, everything else as typed. */
export const normaliseValue = (field: string, value: string) =>
  isKeyFileField(field) ? wrapKeyFile(value) : value;

export function normaliseCredentials(credentials: UserCredentials): UserCredentials {
  return Object.fromEntries(
    Object.entries(credentials).map(([name, values]) => [
      name,
      Object.fromEntries(
        Object.entries(values).map(([field, { live, test }]) => [
          field,
          { live: normaliseValue(field, live), test: normaliseValue(field, test) },
        ]),
      ),
    ]),
  );
}

/** A masked key file: how long it is and what it is, never a character of it. */
export function keyFileSummary(value: string): string {
  if (!value) return 'Empty';
  const kind = /-----BEGIN ([^-\r\n]+)-----/.exec(value)?.[1];
  const lines = value.split('\n').length;
  return `${kind ?? 'Key file'}: ${lines} ${lines === 1 ? 'line' : 'lines'}, hidden`;
}

// ---- live and test ----

/**
 * Spec b section 4: some non-empty secret holds the same value in live and test. A choice (enum:
 * a label format, a region) is a setting, not a secret: the same choice in both is expected.
 */
export const hasSameLiveAndTest = (values: CredentialValues | undefined, specs: FieldSpecs = {}) =>
  Object.entries(values ?? {}).some(
    ([field, { live, test }]) => specs[field]?.type !== 'enum' && live !== '' && live === test,
  );

/** The accounts of a user whose live and test values coincide somewhere. */
export const accountsWithSameValues = (credentials: UserCredentials, specs: FieldSpecs = {}) =>
  Object.keys(credentials).filter((name) => hasSameLiveAndTest(credentials[name], specs));

// ---- typed fields ----

export const RANGE_SEPARATOR = '-';
export const RANGE_INTEGER = 'Must be an integer (whole number)';
export const RANGE_ORDER = 'Incorrect range';

/** A range value is kept as `begin-end` (decision in the tab's report); '' is no range. */
export function splitRange(value: string): [string, string] {
  const at = value.indexOf(RANGE_SEPARATOR);
  return at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
}
export const joinRange = (begin: string, end: string) =>
  begin === '' && end === '' ? '' : `${begin}${RANGE_SEPARATOR}${end}`;

/** Whole non-negative numbers, compared as BigInt (ranges may be 20 digits). */
export function rangeError(value: string): string | null {
  if (value === '') return null;
  const [begin, end] = splitRange(value);
  if (!/^\d+$/.test(begin) || !/^\d+$/.test(end)) return RANGE_INTEGER;
  return BigInt(begin) < BigInt(end) ? null : RANGE_ORDER;
}

/** Field errors the save waits for: a malformed range (in the mode being edited). */
export function valuesErrors(
  specs: FieldSpecs,
  values: CredentialValues,
  mode: CredentialsMode,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, spec] of Object.entries(specs)) {
    const value = values[field]?.[modeKey(mode)] ?? '';
    const error = spec.type === 'range' ? rangeError(value) : null;
    if (error) errors[field] = error;
  }
  return errors;
}

/** A new account's values: each field's default, live and test alike. */
export function defaultValues(specs: FieldSpecs): CredentialValues {
  return Object.fromEntries(
    Object.entries(specs).map(([field, spec]) => [
      field,
      { live: spec.default ?? '', test: spec.default ?? '' },
    ]),
  );
}

// ---- create a key ----

export type CreateKeyInput = { serviceId: string | null; userId: string | null; name: string };
export type CreateKeyErrors = Partial<Record<'serviceId' | 'userId' | 'name', string>>;

/** Spec b section 5: service, user and key name required; the name unique for the user. */
export function createKeyErrors(
  input: CreateKeyInput,
  namesOfUser: (userId: number) => readonly string[],
): CreateKeyErrors {
  const errors: CreateKeyErrors = {};
  if (!input.serviceId) errors.serviceId = FIELD_REQUIRED;
  if (!input.userId) errors.userId = FIELD_REQUIRED;
  const name = input.name.trim();
  if (!name) errors.name = FIELD_REQUIRED;
  else if (
    input.userId &&
    namesOfUser(Number(input.userId)).some(
      (existing) => existing.toLowerCase() === name.toLowerCase(),
    )
  )
    errors.name = ACCOUNT_NAME_EXISTS;
  return errors;
}
