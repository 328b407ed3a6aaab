import type { ServiceFields, SettingsField } from '@/contract/services/service-settings-schemas';

// The default parcel settings form, generated from a service's field specs (spec b sections 3
// and 5). Pure: the tab renders what these build, and the unit tests hold every rule.
//
// In the form a number is what Mantine's NumberInput gives (a number, or a string while it is
// empty or half typed); an enum choice is the member as a string (a Select's value); an array
// is its rows; an object its properties. `toSettingsData` turns the values back into the record.

export type SettingsValue = string | number | boolean | SettingsValue[] | SettingsValues;
export type SettingsValues = { [name: string]: SettingsValue };
export type SettingsErrors = Record<string, string>;

export const SETTINGS_MESSAGES = {
  required: 'Field is required',
  integer: 'Must be an integer (whole number)',
  number: 'Must be a valid number',
  pattern: 'Format does not match the required pattern',
  minLength: (n: number) => `Minimum length: ${n}`,
  maxLength: (n: number) => `Maximum length: ${n}`,
  minimum: (n: number) => `Minimum value: ${n}`,
  maximum: (n: number) => `Maximum value: ${n}`,
  minItems: (n: number) => `Minimum number of items: ${n}`,
  maxItems: (n: number) => `Maximum number of items: ${n}`,
} as const;

/** The type a value of `field` has, or an array item of it. */
type ScalarType = 'string' | 'double' | 'integer' | 'boolean';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The label of a field: its title, else its name with `_` as spaces, capitalised. */
export function fieldLabel(name: string, field: SettingsField): string {
  if (field.title?.trim()) return field.title;
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The spec of one array item: the array's own constraints apply to each item. */
export function itemField(field: SettingsField): SettingsField {
  const { arrayType = 'string', minItems: _min, maxItems: _max, ...rest } = field;
  void _min;
  void _max;
  return { ...rest, type: arrayType };
}

const scalarOf = (field: SettingsField): ScalarType | null =>
  field.type === 'array' || field.type === 'object' ? null : field.type;

function initialScalar(type: ScalarType, field: SettingsField, raw: unknown): SettingsValue {
  if (field.enum) {
    // A stored value that is no longer offered starts empty: the Select could not show it.
    const member = field.enum.find((choice) => String(choice) === String(raw));
    return member === undefined || raw === null || raw === undefined ? '' : String(member);
  }
  switch (type) {
    case 'boolean':
      return typeof raw === 'boolean' ? raw : false;
    case 'double':
    case 'integer': {
      if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
      const parsed = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
      return Number.isFinite(parsed) ? parsed : '';
    }
    case 'string':
      return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  }
}

/** The form value of one field: from the stored value when it fits, else the type's default. */
export function initialValue(field: SettingsField, raw: unknown): SettingsValue {
  if (field.type === 'object') return initialSettingsValues(field.properties ?? {}, raw);
  if (field.type === 'array') {
    const item = itemField(field);
    return Array.isArray(raw) ? raw.map((value) => initialValue(item, value)) : [];
  }
  return initialScalar(field.type, field, raw);
}

/** The form's values for a record's data (or a new key's defaults when `data` is missing). */
export function initialSettingsValues(fields: ServiceFields, data?: unknown): SettingsValues {
  const source = isRecord(data) ? data : {};
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, initialValue(field, source[name])]),
  );
}

/** A new row of an array field. */
export function newArrayItem(field: SettingsField): SettingsValue {
  return initialValue(itemField(field), undefined);
}

const isEmpty = (value: SettingsValue | undefined): boolean =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Whether a value is set. The form cannot show a missing value apart from an empty one, so an
 * empty text or number, a list without rows and an object with nothing set (a switch off counts
 * as nothing) are "not set": optional, they are neither checked nor saved (as the server skips
 * what a record leaves out).
 */
export function isSet(field: SettingsField, value: SettingsValue | undefined): boolean {
  if (field.type === 'object') {
    const values = isRecord(value) ? (value as SettingsValues) : {};
    return Object.entries(field.properties ?? {}).some(([name, inner]) =>
      isSet(inner, values[name]),
    );
  }
  if (field.type === 'array') return Array.isArray(value) && value.length > 0;
  if (field.type === 'boolean') return value === true;
  return !isEmpty(value);
}

function testPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A pattern the browser cannot compile cannot be checked here; the server still checks.
    return true;
  }
}

/** The first rule a present scalar breaks, or null. */
function scalarError(type: ScalarType, field: SettingsField, value: SettingsValue): string | null {
  if (type === 'boolean' || field.enum) return null;
  if (type === 'string') {
    const text = String(value);
    if (field.minLength !== undefined && text.length < field.minLength)
      return SETTINGS_MESSAGES.minLength(field.minLength);
    if (field.maxLength !== undefined && text.length > field.maxLength)
      return SETTINGS_MESSAGES.maxLength(field.maxLength);
    if (field.pattern && !testPattern(field.pattern, text)) return SETTINGS_MESSAGES.pattern;
    return null;
  }
  const number = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'boolean' || !Number.isFinite(number)) return SETTINGS_MESSAGES.number;
  if (type === 'integer' && !Number.isInteger(number)) return SETTINGS_MESSAGES.integer;
  if (field.minimum !== undefined && number < field.minimum)
    return SETTINGS_MESSAGES.minimum(field.minimum);
  if (field.maximum !== undefined && number > field.maximum)
    return SETTINGS_MESSAGES.maximum(field.maximum);
  return null;
}

function validateValue(
  field: SettingsField,
  value: SettingsValue | undefined,
  path: string,
  required: boolean,
  errors: SettingsErrors,
): void {
  if (field.type === 'boolean') return;
  if (!isSet(field, value)) {
    // A required object says which of its own fields are missing; anything else says it is.
    if (required && field.type === 'object')
      validateObject(field.properties ?? {}, {}, path, field.required ?? [], errors);
    else if (required) errors[path] = SETTINGS_MESSAGES.required;
    return;
  }
  if (field.type === 'object') {
    const values = value as SettingsValues;
    validateObject(field.properties ?? {}, values, path, field.required ?? [], errors);
    return;
  }
  if (field.type === 'array') {
    const rows = value as SettingsValue[];
    if (field.minItems !== undefined && rows.length < field.minItems)
      errors[path] = SETTINGS_MESSAGES.minItems(field.minItems);
    else if (field.maxItems !== undefined && rows.length > field.maxItems)
      errors[path] = SETTINGS_MESSAGES.maxItems(field.maxItems);
    // A row is there because it was added: an empty one is an error, not a missing value.
    const item = itemField(field);
    rows.forEach((row, index) => validateValue(item, row, `${path}.${index}`, true, errors));
    return;
  }
  const error = scalarError(field.type, field, value as SettingsValue);
  if (error) errors[path] = error;
}

function validateObject(
  fields: ServiceFields,
  values: SettingsValues,
  prefix: string,
  required: readonly string[],
  errors: SettingsErrors,
): void {
  for (const [name, field] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name;
    validateValue(field, values[name], path, required.includes(name), errors);
  }
}

/**
 * The errors of the values, keyed by the path of each field (`limits.0.name`, under `prefix`
 * when the values sit inside a bigger form). `required` names the top-level required fields.
 */
export function validateSettings(
  fields: ServiceFields,
  values: SettingsValues,
  prefix = '',
  required: readonly string[] = [],
): SettingsErrors {
  const errors: SettingsErrors = {};
  validateObject(fields, values, prefix, required, errors);
  return errors;
}

function outputValue(field: SettingsField, value: SettingsValue | undefined): unknown {
  if (field.type === 'boolean') return value === true;
  if (!isSet(field, value)) return undefined;
  if (field.type === 'object')
    return toSettingsData(field.properties ?? {}, value as SettingsValues);
  if (field.type === 'array') {
    const item = itemField(field);
    // Rows are saved even when "empty" by isSet's measure (an object row of switches off).
    return (value as SettingsValue[]).map((row) =>
      item.type === 'object'
        ? toSettingsData(item.properties ?? {}, isRecord(row) ? (row as SettingsValues) : {})
        : outputValue(item, row),
    );
  }
  if (field.enum) return field.enum.find((choice) => String(choice) === String(value));
  const type = scalarOf(field);
  return type === 'double' || type === 'integer' ? Number(value) : String(value);
}

/**
 * The record's data from valid values: numbers as numbers, enum choices as their members, a
 * switch as true or false, and what is not set left out. Only the described fields are sent:
 * the server refuses others ('Unknown field'), so a key holding stale ones can still be saved.
 */
export function toSettingsData(
  fields: ServiceFields,
  values: SettingsValues,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const output = outputValue(field, values[name]);
    if (output !== undefined) data[name] = output;
  }
  return data;
}
