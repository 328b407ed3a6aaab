import { describe, expect, it } from 'vitest';
import type { ServiceFields } from '@/contract/services/service-settings-schemas';
import {
  fieldLabel,
  initialSettingsValues,
  newArrayItem,
  SETTINGS_MESSAGES,
  toSettingsData,
  validateSettings,
  type SettingsValues,
} from '@/features/services/settings-form';

// The default settings form generator (spec b sections 3 and 5): every field type and every
// constraint, with the spec's exact messages.

const FIELDS: ServiceFields = {
  label_format: { type: 'string', enum: ['PDF', 'ZPL'] },
  reference: { type: 'string', minLength: 3, maxLength: 8, pattern: '^[A-Z]+\\d*$' },
  weight: { type: 'double', minimum: 0.1, maximum: 30 },
  copies: { type: 'integer', minimum: 1, maximum: 5 },
  priority: { type: 'integer', enum: [1, 2, 3] },
  signature: { type: 'boolean' },
  tags: { type: 'array', arrayType: 'string', minItems: 2, maxItems: 3, maxLength: 4 },
  boxes: { type: 'array', arrayType: 'integer', maximum: 9 },
  contacts: {
    type: 'array',
    arrayType: 'object',
    maxItems: 3,
    properties: { name: { type: 'string' }, phone: { type: 'string', pattern: '^\\+?\\d+$' } },
    required: ['name'],
  },
  sender: {
    type: 'object',
    properties: {
      company: { type: 'string', maxLength: 10 },
      address: {
        type: 'object',
        properties: { zip: { type: 'string' }, floor: { type: 'integer' } },
        required: ['zip'],
      },
    },
    required: ['company'],
  },
};

const valid = (): SettingsValues =>
  initialSettingsValues(FIELDS, {
    label_format: 'ZPL',
    reference: 'ABC12',
    weight: 2.5,
    copies: 2,
    priority: 3,
    signature: true,
    tags: ['fra', 'ita'],
    boxes: [1, 2],
    contacts: [{ name: 'Ann', phone: '+4412' }],
    sender: { company: 'ACME', address: { zip: '10115', floor: 3 } },
  });

/** The errors after `change` is applied to valid values. */
function errorsOf(change: (values: SettingsValues) => void, required: string[] = []) {
  const values = valid();
  change(values);
  return validateSettings(FIELDS, values, '', required);
}

describe('initialSettingsValues', () => {
  it('starts a new key from each type default', () => {
    expect(initialSettingsValues(FIELDS)).toEqual({
      label_format: '',
      reference: '',
      weight: '',
      copies: '',
      priority: '',
      signature: false,
      tags: [],
      boxes: [],
      contacts: [],
      sender: { company: '', address: { zip: '', floor: '' } },
    });
  });

  it('takes stored values that fit their type, enum members as the Select strings', () => {
    const values = valid();
    expect(values.priority).toBe('3');
    expect(values.weight).toBe(2.5);
    expect(values.contacts).toEqual([{ name: 'Ann', phone: '+4412' }]);
    expect(values.sender).toEqual({ company: 'ACME', address: { zip: '10115', floor: 3 } });
  });

  it('drops stored values that do not fit (wrong type, enum member gone, not an array)', () => {
    const values = initialSettingsValues(FIELDS, {
      label_format: 'EPL',
      reference: 42,
      weight: 'heavy',
      copies: '4',
      signature: 'yes',
      tags: 'fra',
      sender: null,
    });
    expect(values).toMatchObject({
      label_format: '',
      reference: '42',
      weight: '',
      copies: 4,
      signature: false,
      tags: [],
      sender: { company: '', address: { zip: '', floor: '' } },
    });
  });

  it('adds empty rows of the array item type', () => {
    expect(newArrayItem(FIELDS.tags!)).toBe('');
    expect(newArrayItem(FIELDS.boxes!)).toBe('');
    expect(newArrayItem(FIELDS.contacts!)).toEqual({ name: '', phone: '' });
  });
});

describe('validateSettings', () => {
  it('passes valid values', () => {
    expect(validateSettings(FIELDS, valid())).toEqual({});
  });

  it('prefixes the paths when the values sit inside a bigger form', () => {
    const values = valid();
    values.copies = 9;
    expect(validateSettings(FIELDS, values, 'data')).toEqual({
      'data.copies': SETTINGS_MESSAGES.maximum(5),
    });
  });

  it.each([
    [
      'string minLength',
      (v: SettingsValues) => (v.reference = 'AB'),
      'reference',
      'Minimum length: 3',
    ],
    [
      'string maxLength',
      (v: SettingsValues) => (v.reference = 'ABCDEFGHI'),
      'reference',
      'Maximum length: 8',
    ],
    [
      'string pattern',
      (v: SettingsValues) => (v.reference = 'abc'),
      'reference',
      'Format does not match the required pattern',
    ],
    [
      'double not a number',
      (v: SettingsValues) => (v.weight = '-'),
      'weight',
      'Must be a valid number',
    ],
    ['double minimum', (v: SettingsValues) => (v.weight = 0.05), 'weight', 'Minimum value: 0.1'],
    ['double maximum', (v: SettingsValues) => (v.weight = 30.5), 'weight', 'Maximum value: 30'],
    [
      'integer with a fraction',
      (v: SettingsValues) => (v.copies = 2.5),
      'copies',
      'Must be an integer (whole number)',
    ],
    [
      'integer not a number',
      (v: SettingsValues) => (v.copies = '1-'),
      'copies',
      'Must be a valid number',
    ],
    ['integer minimum', (v: SettingsValues) => (v.copies = 0), 'copies', 'Minimum value: 1'],
    ['integer maximum', (v: SettingsValues) => (v.copies = 6), 'copies', 'Maximum value: 5'],
    [
      'array minItems',
      (v: SettingsValues) => (v.tags = ['a']),
      'tags',
      'Minimum number of items: 2',
    ],
    [
      'array maxItems',
      (v: SettingsValues) => (v.tags = ['a', 'b', 'c', 'd']),
      'tags',
      'Maximum number of items: 3',
    ],
    [
      'string item maxLength',
      (v: SettingsValues) => (v.tags = ['toolong', 'b']),
      'tags.0',
      'Maximum length: 4',
    ],
    [
      'empty string item',
      (v: SettingsValues) => (v.tags = ['ok', ' ']),
      'tags.1',
      'Field is required',
    ],
    [
      'integer item maximum',
      (v: SettingsValues) => (v.boxes = [1, 10]),
      'boxes.1',
      'Maximum value: 9',
    ],
    [
      'integer item fraction',
      (v: SettingsValues) => (v.boxes = [1.5]),
      'boxes.0',
      'Must be an integer (whole number)',
    ],
    [
      'object item required',
      (v: SettingsValues) => (v.contacts = [{ name: '', phone: '1' }]),
      'contacts.0.name',
      'Field is required',
    ],
    [
      'object item pattern',
      (v: SettingsValues) => (v.contacts = [{ name: 'A', phone: 'x' }]),
      'contacts.0.phone',
      'Format does not match the required pattern',
    ],
    [
      'object required',
      (v: SettingsValues) => ((v.sender as SettingsValues).company = ''),
      'sender.company',
      'Field is required',
    ],
    [
      'object maxLength',
      (v: SettingsValues) => ((v.sender as SettingsValues).company = 'A'.repeat(11)),
      'sender.company',
      'Maximum length: 10',
    ],
    [
      'nested object required',
      (v: SettingsValues) => (((v.sender as SettingsValues).address as SettingsValues).zip = ''),
      'sender.address.zip',
      'Field is required',
    ],
    [
      'nested object integer',
      (v: SettingsValues) => (((v.sender as SettingsValues).address as SettingsValues).floor = 1.2),
      'sender.address.floor',
      'Must be an integer (whole number)',
    ],
  ])('%s', (_name, change, path, message) => {
    expect(errorsOf(change)).toEqual({ [path]: message });
  });

  it('checks the bounds at their edges (inclusive)', () => {
    expect(errorsOf((v) => ((v.reference = 'ABC'), (v.copies = 1), (v.weight = 30)))).toEqual({});
    expect(
      errorsOf((v) => ((v.reference = 'ABCDEFGH'), (v.copies = 5), (v.tags = ['a', 'b', 'c']))),
    ).toEqual({});
  });

  it('neither checks nor requires optional fields left empty', () => {
    const empty = (v: SettingsValues) => {
      v.reference = '';
      v.weight = '';
      v.label_format = '';
      // No rows: not set, so its minimum number of items does not apply.
      v.tags = [];
      v.contacts = [];
      v.sender = { company: '', address: { zip: '', floor: '' } };
    };
    expect(errorsOf(empty)).toEqual({});
    expect(errorsOf(empty, ['reference', 'weight', 'label_format', 'tags', 'sender'])).toEqual({
      reference: 'Field is required',
      weight: 'Field is required',
      label_format: 'Field is required',
      tags: 'Field is required',
      // A required object names its own missing fields.
      'sender.company': 'Field is required',
    });
  });

  it('checks an optional object as soon as any of its fields is set', () => {
    const errors = errorsOf((v) => {
      v.sender = { company: '', address: { zip: '', floor: 2 } };
    });
    expect(errors).toEqual({
      'sender.company': 'Field is required',
      'sender.address.zip': 'Field is required',
    });
  });

  it('checks every added row, even an empty one', () => {
    expect(errorsOf((v) => (v.contacts = [{ name: '', phone: '' }]))).toEqual({
      'contacts.0.name': 'Field is required',
    });
  });

  it('reports each failing field at once, one message per field', () => {
    const errors = errorsOf((v) => {
      v.reference = 'a';
      v.copies = 0.5;
    });
    expect(errors).toEqual({ reference: 'Minimum length: 3', copies: SETTINGS_MESSAGES.integer });
  });

  it('does not break on a pattern it cannot compile', () => {
    const fields: ServiceFields = { code: { type: 'string', pattern: '(' } };
    expect(validateSettings(fields, { code: 'x' })).toEqual({});
  });
});

describe('toSettingsData', () => {
  it('gives numbers as numbers, enum members in their own type and skips empty optionals', () => {
    const values = valid();
    values.reference = '';
    values.weight = '12.75';
    expect(toSettingsData(FIELDS, values)).toEqual({
      label_format: 'ZPL',
      weight: 12.75,
      copies: 2,
      priority: 3,
      signature: true,
      tags: ['fra', 'ita'],
      boxes: [1, 2],
      contacts: [{ name: 'Ann', phone: '+4412' }],
      sender: { company: 'ACME', address: { zip: '10115', floor: 3 } },
    });
  });

  it('leaves out what is not set and what the field specs do not describe', () => {
    const values = valid();
    values.tags = [];
    values.sender = { company: '', address: { zip: '', floor: '' } };
    values.signature = false;
    values.legacy_flag = 1;
    const data = toSettingsData(FIELDS, values);
    expect(data).not.toHaveProperty('tags');
    expect(data).not.toHaveProperty('sender');
    expect(data).not.toHaveProperty('legacy_flag');
    // A switch always has a value.
    expect(data.signature).toBe(false);
  });

  it('round-trips a stored record', () => {
    const stored = toSettingsData(FIELDS, valid());
    expect(toSettingsData(FIELDS, initialSettingsValues(FIELDS, stored))).toEqual(stored);
  });
});

describe('fieldLabel', () => {
  it('uses the title, else the name in words', () => {
    expect(fieldLabel('label_format', { type: 'string', title: 'Label format' })).toBe(
      'Label format',
    );
    expect(fieldLabel('max_weight-kg', { type: 'double' })).toBe('Max weight kg');
  });
});
