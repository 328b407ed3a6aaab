import type {
  ServiceFields,
  SettingsField,
} from '../../../src/contract/services/service-settings-schemas';
import type { ServiceProfile } from './profiles';

// The default parcel settings' fields (spec b section 3) and the check of a settings body against
// them with the messages of spec b section 5, the same rules the settings form applies. Together
// the field sets use every type (string, double, integer, boolean, array of string / integer /
// object, object) and every constraint (min/maxLength, pattern, enum, minimum/maximum,
// min/maxItems, required properties).

const PACKAGE: SettingsField = {
  type: 'object',
  title: 'Package',
  required: ['weight'],
  properties: {
    weight: { type: 'double', title: 'Weight, kg', minimum: 0.01, maximum: 70 },
    length: { type: 'integer', title: 'Length, cm', minimum: 1, maximum: 300 },
    width: { type: 'integer', title: 'Width, cm', minimum: 1, maximum: 300 },
    height: { type: 'integer', title: 'Height, cm', minimum: 1, maximum: 300 },
  },
};

const COMMON: ServiceFields = {
  label_format: { type: 'string', title: 'Label format', enum: ['pdf', 'zpl', 'png'] },
  reference_prefix: {
    type: 'string',
    title: 'Reference prefix',
    description: 'Capital letters, digits and dashes',
    minLength: 2,
    maxLength: 10,
    pattern: '^[A-Z0-9-]+$',
  },
  insurance_amount: { type: 'double', title: 'Insurance amount', minimum: 0, maximum: 10000 },
  parcels_per_pickup: { type: 'integer', title: 'Parcels per pickup', minimum: 1, maximum: 99 },
  signature_required: { type: 'boolean', title: 'Signature required' },
  notification_emails: {
    type: 'array',
    arrayType: 'string',
    title: 'Notification e-mails',
    minItems: 0,
    maxItems: 5,
  },
};

const COURIER: ServiceFields = {
  ...COMMON,
  pickup_weekdays: {
    type: 'array',
    arrayType: 'integer',
    title: 'Pickup weekdays (1 Monday to 7 Sunday)',
    minItems: 1,
    maxItems: 7,
  },
  packages: {
    type: 'array',
    arrayType: 'object',
    title: 'Packages',
    minItems: 1,
    maxItems: 10,
    properties: PACKAGE.properties,
    required: PACKAGE.required,
  },
  sender: {
    type: 'object',
    title: 'Sender',
    required: ['name'],
    properties: {
      name: { type: 'string', title: 'Name', minLength: 1, maxLength: 35 },
      phone: { type: 'string', title: 'Phone', pattern: '^\\+?[0-9 ]{6,20}$' },
      country: { type: 'string', title: 'Country', enum: ['DE', 'FR', 'GB', 'NL', 'PL', 'US'] },
    },
  },
};

const PUDO: ServiceFields = {
  ...COMMON,
  point_search_radius_km: { type: 'integer', title: 'Search radius, km', minimum: 1, maximum: 50 },
};

const PALLET: ServiceFields = {
  pallet_type: { type: 'string', title: 'Pallet type', enum: ['EUR', 'EUR2', 'IND', 'HALF'] },
  max_height_m: { type: 'double', title: 'Max height, m', minimum: 0.5, maximum: 2.6 },
  tail_lift: { type: 'boolean', title: 'Tail lift' },
  pallets: {
    type: 'array',
    arrayType: 'object',
    title: 'Pallets',
    minItems: 1,
    maxItems: 33,
    properties: PACKAGE.properties,
    required: PACKAGE.required,
  },
};

/** Return services have no default settings (the tab is hidden). */
export function fieldsOf(profile: ServiceProfile, kind: string): ServiceFields {
  if (kind === 'return') return {};
  if (profile.type === 'pallet') return PALLET;
  return profile.type === 'pudo' ? PUDO : COURIER;
}

export type FieldError = { message: string; fields: string[] };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkNumber(field: SettingsField, value: unknown, integer: boolean): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return integer ? 'Must be an integer (whole number)' : 'Must be a valid number';
  }
  if (integer && !Number.isInteger(value)) return 'Must be an integer (whole number)';
  if (field.minimum !== undefined && value < field.minimum)
    return `Minimum value: ${field.minimum}`;
  if (field.maximum !== undefined && value > field.maximum)
    return `Maximum value: ${field.maximum}`;
  return undefined;
}

function checkString(field: SettingsField, value: unknown): string | undefined {
  if (typeof value !== 'string') return 'Must be text';
  if (field.minLength !== undefined && value.length < field.minLength) {
    return `Minimum length: ${field.minLength}`;
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return `Maximum length: ${field.maxLength}`;
  }
  if (field.pattern !== undefined && !new RegExp(field.pattern).test(value)) {
    return 'Format does not match the required pattern';
  }
  if (field.enum && !field.enum.includes(value)) return `Must be one of: ${field.enum.join(', ')}`;
  return undefined;
}

/** Checks one value against its field; errors name the dotted path of the failing value. */
function checkValue(field: SettingsField, value: unknown, path: string, out: FieldError[]) {
  const fail = (message: string | undefined) => {
    if (message) out.push({ message, fields: [path] });
  };
  switch (field.type) {
    case 'string':
      return fail(checkString(field, value));
    case 'integer':
    case 'double':
      return fail(checkNumber(field, value, field.type === 'integer'));
    case 'boolean':
      return fail(typeof value === 'boolean' ? undefined : 'Must be true or false');
    case 'object':
      if (!isPlainObject(value)) return fail('Must be an object');
      return checkObject(field.properties ?? {}, field.required ?? [], value, path, out);
    case 'array': {
      if (!Array.isArray(value)) return fail('Must be a list');
      if (field.minItems !== undefined && value.length < field.minItems) {
        return fail(`Minimum number of items: ${field.minItems}`);
      }
      if (field.maxItems !== undefined && value.length > field.maxItems) {
        return fail(`Maximum number of items: ${field.maxItems}`);
      }
      const item: SettingsField =
        field.arrayType === 'object'
          ? { type: 'object', properties: field.properties, required: field.required }
          : { type: field.arrayType === 'integer' ? 'integer' : 'string' };
      value.forEach((entry, i) => checkValue(item, entry, `${path}.${i}`, out));
      return undefined;
    }
  }
}

function checkObject(
  properties: Record<string, SettingsField>,
  required: string[],
  value: Record<string, unknown>,
  path: string,
  out: FieldError[],
) {
  for (const name of required) {
    if (value[name] === undefined || value[name] === null || value[name] === '') {
      out.push({ message: 'Field is required', fields: [`${path}.${name}`] });
    }
  }
  for (const [name, entry] of Object.entries(value)) {
    const field = properties[name];
    if (!field) out.push({ message: 'Unknown field', fields: [`${path}.${name}`] });
    else if (entry !== undefined && entry !== null)
      checkValue(field, entry, `${path}.${name}`, out);
  }
}

/** The errors of a settings body's `data` against the service's fields (empty: valid). */
export function settingsErrors(fields: ServiceFields, data: Record<string, unknown>): FieldError[] {
  const out: FieldError[] = [];
  checkObject(fields, [], data, 'data', out);
  return out;
}
