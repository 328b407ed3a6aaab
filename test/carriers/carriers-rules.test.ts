import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_KINDS,
  type CarrierDetails,
  ContactBodySchema,
} from '@/contract/carriers/carriers-schemas';
import {
  contactErrors,
  fileDate,
  linkError,
  linkHref,
  matchesCarrierSearch,
  shownKind,
  shownVersion,
  sortVersions,
  uploadError,
  versionNameError,
  versionsOfKind,
} from '../../src/features/carriers/carriers-rules';
import {
  CARRIER_KIND_VALUES,
  carrierDocsSearchSchema,
} from '../../src/features/carriers/carriers-search';

// The carrier documentation's rules (spec c sections 2, 5, 8 and 9; decision 044).

const carrier = (carrierName: string) => ({ carrierId: 1, carrierName, carrierLogo: null });
const details = (kinds: Partial<Record<'direct' | 'return' | 'pallet', string[]>>) =>
  ({
    carrier: 1,
    carrier_name: 'X',
    logo: null,
    note: '',
    direct: Object.fromEntries((kinds.direct ?? []).map((n) => [n, {}])),
    return: Object.fromEntries((kinds.return ?? []).map((n) => [n, {}])),
    pallet: Object.fromEntries((kinds.pallet ?? []).map((n) => [n, {}])),
  }) as unknown as CarrierDetails;

describe('the quick search', () => {
  it('needs every word, in any case, also typed in the Russian layout', () => {
    expect(matchesCarrierSearch(carrier('DHL Express'), 'express dhl')).toBe(true);
    expect(matchesCarrierSearch(carrier('DHL Express'), 'dhl parcel')).toBe(false);
    expect(matchesCarrierSearch(carrier('DHL Express'), 'врд')).toBe(true);
    expect(matchesCarrierSearch(carrier('DHL Express'), '  ')).toBe(true);
    expect(matchesCarrierSearch(carrier('UPS'), undefined)).toBe(true);
  });
});

describe('the kind and version shown', () => {
  it('takes the URL kind, else the first kind with versions, else Direct', () => {
    expect(shownKind(details({ pallet: ['v1'] }), 'return')).toBe('return');
    expect(shownKind(details({ pallet: ['v1'] }))).toBe('pallet');
    expect(shownKind(details({}))).toBe('direct');
  });

  it('takes the URL version when it exists, else the newest, else none', () => {
    const versions = versionsOfKind(details({ direct: ['v2', 'v10', '0-legacy'] }), 'direct');
    expect(versions).toEqual(['v10', 'v2', '0-legacy']);
    expect(shownVersion(versions, 'v2')).toBe('v2');
    expect(shownVersion(versions, 'v3')).toBe('v10');
    expect(shownVersion(versions, undefined)).toBe('v10');
    expect(shownVersion([], 'v1')).toBeUndefined();
  });

  it('lists local versions with the saved ones, once each', () => {
    expect(versionsOfKind(details({ direct: ['v1'] }), 'direct', ['v3', 'v1'])).toEqual([
      'v3',
      'v1',
    ]);
    expect(sortVersions(['2023.1', '2025.1', '2024.1'])).toEqual(['2025.1', '2024.1', '2023.1']);
  });

  it('drops a garbage kind or version in the URL', () => {
    expect(v.parse(carrierDocsSearchSchema, { kind: 'bogus', version: ['x'] })).toEqual({
      kind: undefined,
      version: undefined,
    });
    expect(v.parse(carrierDocsSearchSchema, { kind: 'pallet', version: ' v2 ' })).toEqual({
      kind: 'pallet',
      version: 'v2',
    });
    expect(CARRIER_KIND_VALUES).toEqual(CARRIER_KINDS);
  });
});

describe('a new version name', () => {
  it('is required, one word, and new', () => {
    expect(versionNameError('', ['v1'])).toBe('Field is required');
    expect(versionNameError('   ', ['v1'])).toBe('Field is required');
    expect(versionNameError(' v2', ['v1'])).toBe('No spaces allowed');
    expect(versionNameError('v2 ', ['v1'])).toBe('No spaces allowed');
    expect(versionNameError('v 2', ['v1'])).toBe('No spaces allowed');
    expect(versionNameError('v1', ['v1'])).toBe('Version is already exist');
    expect(versionNameError('V1', ['v1'])).toBe('Version is already exist');
    expect(versionNameError('x'.repeat(51), [])).toBe('Maximum length: 50');
    expect(versionNameError('v2', ['v1'])).toBeNull();
  });
});

describe('a link', () => {
  it('is required and has no spaces', () => {
    expect(linkError('')).toBe('Field is required');
    expect(linkError('https://a.b/c d')).toBe('No spaces allowed');
    expect(linkError(' https://a.b')).toBe('No spaces allowed');
    expect(linkError('https://a.b/c')).toBeNull();
  });

  it('opens http(s) as is, a bare host over https, never another scheme', () => {
    expect(linkHref('http://a.b')).toBe('http://a.b');
    expect(linkHref('docs.dhl.com/api')).toBe('https://docs.dhl.com/api');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,x')).toBeNull();
  });
});

describe('a contact', () => {
  it('cannot be all empty, and its e-mail must look like one', () => {
    expect(contactErrors({ name: ' ', email: '', phone: '' })).toEqual({
      form: 'All fields can`t be empty.',
    });
    expect(contactErrors({ name: '', email: 'ann@', phone: '' })).toEqual({
      email: 'Not valid email',
    });
    expect(contactErrors({ name: '', email: '', phone: '+1 555' })).toEqual({});
    expect(contactErrors({ name: 'Ann', email: 'ann@x.io', phone: '' })).toEqual({});
  });

  it('is judged the same by the server contract', () => {
    const ok = (contact: { name: string; email: string; phone: string }) =>
      v.safeParse(ContactBodySchema, contact).success;
    for (const contact of [
      { name: ' ', email: '', phone: '' },
      { name: '', email: 'ann@', phone: '' },
      { name: 'Ann', email: 'ann@x.io', phone: '' },
      { name: '', email: '', phone: '1' },
    ]) {
      expect(ok(contact), JSON.stringify(contact)).toBe(
        Object.keys(contactErrors(contact)).length === 0,
      );
    }
  });
});

describe('files', () => {
  it('show their date as DD-MM-YYYY, or No date', () => {
    expect(fileDate('2026-03-09')).toBe('09-03-2026');
    expect(fileDate(null)).toBe('No date');
    expect(fileDate('garbage')).toBe('No date');
  });

  it('are refused over 512 KB, empty, or as a label of another type', () => {
    expect(uploadError({ name: 'a.pdf', size: 512 * 1024 })).toBeNull();
    expect(uploadError({ name: 'a.pdf', size: 512 * 1024 + 1 })).toBe(
      'A file must be 512 KB or smaller.',
    );
    expect(uploadError({ name: 'a.pdf', size: 0 })).toBe('The file is empty.');
    expect(uploadError({ name: 'a.docx', size: 10 }, true)).toBe(
      'A label must be a .pdf, .png, .jpg, .jpeg or .zpl file.',
    );
    expect(uploadError({ name: 'A.PNG', size: 10 }, true)).toBeNull();
  });
});
