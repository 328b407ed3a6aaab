import { describe, expect, it } from 'vitest';
import {
  additionalOf,
  ADDITIONAL_LIMITS,
  emptyValueOf,
  fieldNameError,
  fieldsOf,
  normaliseFieldName,
  removeFieldText,
} from '@/contract/shared/additional-fields';

describe('additional field names', () => {
  it('turn spaces into underscores, trimmed first', () => {
    expect(normaliseFieldName('  gift wrap  ')).toBe('gift_wrap');
    expect(normaliseFieldName('a \t b\nc')).toBe('a_b_c');
    expect(normaliseFieldName('plain')).toBe('plain');
  });

  it('are required, whitespace-only too', () => {
    expect(fieldNameError('', [])).toBe('Field is required');
    expect(fieldNameError('   ', [])).toBe('Field is required');
  });

  it('may not repeat one already there, compared once normalised', () => {
    expect(fieldNameError('gift wrap', ['gift_wrap'])).toBe('Field gift_wrap is already exist');
    expect(fieldNameError('gift_wrap', ['gift_wrap'])).toBe('Field gift_wrap is already exist');
    expect(fieldNameError('gift', ['gift_wrap'])).toBeNull();
  });

  it('are bounded in length and in number', () => {
    expect(fieldNameError('x'.repeat(ADDITIONAL_LIMITS.name), [])).toBeNull();
    expect(fieldNameError('x'.repeat(ADDITIONAL_LIMITS.name + 1), [])).toBe(
      `Maximum length: ${ADDITIONAL_LIMITS.name}`,
    );
    const full = Array.from({ length: ADDITIONAL_LIMITS.fields }, (_, i) => `f${i}`);
    expect(fieldNameError('one_more', full)).toBe(
      `Maximum number of fields: ${ADDITIONAL_LIMITS.fields}`,
    );
    expect(fieldNameError('one_more', full.slice(1))).toBeNull();
  });
});

describe('additional field values', () => {
  it('start empty by type', () => {
    expect(emptyValueOf('string')).toBe('');
    expect(emptyValueOf('boolean')).toBe(false);
  });

  it('round-trip between the record and the editor rows', () => {
    const record = { display_barcode: 'ABC', signature: true };
    expect(fieldsOf(record)).toEqual([
      { name: 'display_barcode', value: 'ABC' },
      { name: 'signature', value: true },
    ]);
    expect(additionalOf(fieldsOf(record))).toEqual(record);
    expect(fieldsOf(undefined)).toEqual([]);
    expect(fieldsOf(null)).toEqual([]);
  });

  it('send nothing when there are none, and trimmed text otherwise', () => {
    expect(additionalOf([])).toBeUndefined();
    expect(additionalOf([{ name: 'note', value: '  fragile ' }])).toEqual({ note: 'fragile' });
  });

  it('ask before a removal in the spec words', () => {
    expect(removeFieldText('gift_wrap')).toBe('Field "gift_wrap" will be removed. Continue?');
  });
});
