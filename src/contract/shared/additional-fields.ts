import type { Additional } from './address-schemas';

// Custom key/value fields on records (spec a sections 3 and 5): a name without spaces, a value
// that is a string or a boolean. The rules and their texts, shared by every editor of them.

export const FIELD_IS_REQUIRED = 'Field is required';
export const fieldExists = (name: string) => `Field ${name} is already exist`;
export const removeFieldText = (name: string) => `Field "${name}" will be removed. Continue?`;

/** Limits the reference server holds every `additional` to (decision 023). */
export const ADDITIONAL_LIMITS = { fields: 20, name: 64, value: 255 } as const;
export const TOO_MANY_FIELDS = `Maximum number of fields: ${ADDITIONAL_LIMITS.fields}`;
export const NAME_TOO_LONG = `Maximum length: ${ADDITIONAL_LIMITS.name}`;

export type AdditionalFieldType = 'string' | 'boolean';
export type AdditionalField = { name: string; value: string | boolean };

/** Spaces become underscores: 'gift wrap' is stored as 'gift_wrap'. */
export function normaliseFieldName(name: string): string {
  return name.trim().replace(/\s+/g, '_');
}

/** The message for a new field's name, or null when it can be added. */
export function fieldNameError(name: string, existing: readonly string[]): string | null {
  const normalised = normaliseFieldName(name);
  if (!normalised) return FIELD_IS_REQUIRED;
  if (normalised.length > ADDITIONAL_LIMITS.name) return NAME_TOO_LONG;
  if (existing.includes(normalised)) return fieldExists(normalised);
  if (existing.length >= ADDITIONAL_LIMITS.fields) return TOO_MANY_FIELDS;
  return null;
}

export const emptyValueOf = (type: AdditionalFieldType): string | boolean =>
  type === 'boolean' ? false : '';

export const fieldsOf = (additional: Additional | null | undefined): AdditionalField[] =>
  Object.entries(additional ?? {}).map(([name, value]) => ({ name, value }));

/** The payload's `additional`, or undefined when there is none. */
export function additionalOf(fields: readonly AdditionalField[]): Additional | undefined {
  if (fields.length === 0) return undefined;
  return Object.fromEntries(
    fields.map(({ name, value }) => [name, typeof value === 'string' ? value.trim() : value]),
  );
}
