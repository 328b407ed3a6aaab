import type { CredentialValues } from '@/contract/services/services-schemas';
import { type CredentialsMode, modeKey } from './credentials-rules';

// Spec b section 5: importing an account's credentials from pasted JSON. The shape (decision in
// the tab's report): `{ "field": "value" }` sets the value of the mode being edited, and
// `{ "field": { "live": "…", "test": "…" } }` sets either or both; the two may be mixed.

export const IMPORT_NOT_VALID = 'Not valid data for paste';
export const IMPORT_FIELDS_MISMATCH = 'New credentials fields doesn`t match with target fields';
export const IMPORT_ALREADY_EXISTS = 'Data is already exist';

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The Import button: only for valid JSON that is not a bare number. */
export function canImport(text: string): boolean {
  if (!text.trim()) return false;
  const parsed = parse(text);
  return parsed.ok && typeof parsed.value !== 'number';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const scalar = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : null;

export type ImportResult = { values: CredentialValues } | { error: string };

/** The account's values after the import, or the spec's message saying why not. */
export function importCredentials(
  text: string,
  fieldKeys: readonly string[],
  current: CredentialValues,
  mode: CredentialsMode,
): ImportResult {
  const parsed = parse(text);
  if (!parsed.ok || !isRecord(parsed.value) || Object.keys(parsed.value).length === 0)
    return { error: IMPORT_NOT_VALID };
  const data = parsed.value;
  if (Object.keys(data).some((field) => !fieldKeys.includes(field)))
    return { error: IMPORT_FIELDS_MISMATCH };

  const values: CredentialValues = { ...current };
  for (const [field, raw] of Object.entries(data)) {
    const previous = current[field] ?? { live: '', test: '' };
    const single = scalar(raw);
    if (single !== null) {
      values[field] = { ...previous, [modeKey(mode)]: single };
      continue;
    }
    if (!isRecord(raw) || Object.keys(raw).some((key) => key !== 'live' && key !== 'test'))
      return { error: IMPORT_NOT_VALID };
    const live = raw.live === undefined ? previous.live : scalar(raw.live);
    const test = raw.test === undefined ? previous.test : scalar(raw.test);
    if (live === null || test === null) return { error: IMPORT_NOT_VALID };
    values[field] = { live, test };
  }
  const unchanged = Object.keys(values).every(
    (field) =>
      values[field]?.live === (current[field]?.live ?? '') &&
      values[field]?.test === (current[field]?.test ?? ''),
  );
  return unchanged ? { error: IMPORT_ALREADY_EXISTS } : { values };
}
