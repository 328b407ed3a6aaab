import { describe, expect, it } from 'vitest';
import type { DiffAnswer, ServiceAccount } from '@/contract/services/services-schemas';
import {
  allDiffKeys,
  applyTicks,
  classifyDiff,
  diffItemKey,
  directEntries,
  reviewEntries,
} from '@/features/services/credentials-diff-rules';
import {
  addAccount,
  changedUserIds,
  clearSaved,
  editDraft,
  isChanged,
  removeAccount,
  saveEntry,
  setFieldValue,
  setMode,
  type UserValues,
} from '@/features/services/credentials-draft-rules';
import {
  canImport,
  IMPORT_ALREADY_EXISTS,
  IMPORT_FIELDS_MISMATCH,
  IMPORT_NOT_VALID,
  importCredentials,
} from '@/features/services/credentials-import-rules';
import {
  ACCOUNT_NAME_EXISTS,
  accountsWithSameValues,
  createKeyErrors,
  FIELD_REQUIRED,
  hasSameLiveAndTest,
  isKeyFileField,
  keyFileSummary,
  matchAccount,
  orderAccounts,
  rangeError,
  visibleAccounts,
  wrapKeyFile,
} from '@/features/services/credentials-rules';

const user = (userId: number, login: string, isActive: boolean, isXml = false): ServiceAccount => ({
  userId,
  login,
  isActive,
  isXml,
  isEditable: true,
  canSeeCredentials: true,
  accountNames: ['default'],
  barcodeGroupList: [],
});

describe('account order and search', () => {
  const accounts = [
    user(1, 'zeta', true),
    user(2, 'alpha', false),
    user(3, 'XML', false, true),
    user(4, 'Beta', true),
    user(5, 'gamma', false),
  ];
  it('puts the XML user first, then active, then inactive, each by login', () => {
    expect(orderAccounts(accounts).map((a) => a.login)).toEqual([
      'XML',
      'Beta',
      'zeta',
      'alpha',
      'gamma',
    ]);
  });
  it('matches account names (every field shown) or field keys (those fields only)', () => {
    expect(matchAccount('eu', ['default', 'eu-west'], ['api_key', 'secret'])).toEqual({
      accountNames: ['eu-west'],
      fields: ['api_key', 'secret'],
    });
    expect(matchAccount('KEY', ['default'], ['api_key', 'secret'])).toEqual({
      accountNames: ['default'],
      fields: ['api_key'],
    });
    expect(matchAccount('nothing', ['default'], ['api_key'])).toBeNull();
    expect(matchAccount('  ', ['default'], ['api_key'])?.fields).toEqual(['api_key']);
  });
  it('filters by user and by the search, keeping the order', () => {
    expect(visibleAccounts(accounts, '', 4, []).map((a) => a.userId)).toEqual([4]);
    const named = accounts.map((a) => (a.userId === 5 ? { ...a, accountNames: ['north'] } : a));
    expect(visibleAccounts(named, 'nor', null, ['api_key']).map((a) => a.userId)).toEqual([5]);
  });
});

describe('key files', () => {
  it('knows key files by _ppk, _pub and _cert in the name', () => {
    expect(['sftp_ppk', 'ssh_pub', 'client_cert_file'].every(isKeyFileField)).toBe(true);
    expect(isKeyFileField('password')).toBe(false);
  });
  it('re-wraps a PEM body at 64 characters, keeping BEGIN and END lines', () => {
    const body = 'A'.repeat(100) + 'B'.repeat(30);
    const pem = `  -----BEGIN CERTIFICATE-----\n${body.slice(0, 70)}\n  ${body.slice(70)}\n-----END CERTIFICATE-----\n\n`;
    const lines = wrapKeyFile(pem).split('\n');
    expect(lines[0]).toBe('-----BEGIN CERTIFICATE-----');
    expect(lines.at(-1)).toBe('-----END CERTIFICATE-----');
    expect(lines.slice(1, -1)).toEqual([body.slice(0, 64), body.slice(64, 128), body.slice(128)]);
    expect(wrapKeyFile(wrapKeyFile(pem))).toBe(wrapKeyFile(pem));
  });
  it('keeps PEM header lines, wraps bare base64, and only trims other formats', () => {
    const pem =
      '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\n\nQUJD\n-----END RSA PRIVATE KEY-----';
    expect(wrapKeyFile(pem)).toBe(pem);
    expect(wrapKeyFile(` ${'x'.repeat(65)} `)).toBe(`${'x'.repeat(64)}\nx`);
    const ppk = 'PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\n';
    expect(wrapKeyFile(ppk)).toBe(ppk.trim());
  });
  it('summarises a key file without any of its characters', () => {
    const summary = keyFileSummary('-----BEGIN CERTIFICATE-----\nQUJD\n-----END CERTIFICATE-----');
    expect(summary).toBe('CERTIFICATE: 3 lines, hidden');
    expect(summary).not.toContain('QUJD');
  });
});

describe('identical live and test values', () => {
  it('ignores a choice (enum) that is the same in both modes', () => {
    const specs = {
      fmt: {
        title: 'F',
        type: 'enum' as const,
        default: null,
        description: null,
        required: [],
        choices: ['PDF'],
      },
    };
    expect(hasSameLiveAndTest({ fmt: { live: 'PDF', test: 'PDF' } }, specs)).toBe(false);
    expect(hasSameLiveAndTest({ fmt: { live: 'PDF', test: 'PDF' } })).toBe(true);
  });
  it('finds a non-empty field with the same value in both modes', () => {
    expect(hasSameLiveAndTest({ a: { live: 'x', test: 'x' } })).toBe(true);
    expect(hasSameLiveAndTest({ a: { live: '', test: '' }, b: { live: 'x', test: 'y' } })).toBe(
      false,
    );
    expect(
      accountsWithSameValues({
        one: { a: { live: 'x', test: 'y' } },
        two: { a: { live: 'z', test: 'z' } },
      }),
    ).toEqual(['two']);
  });
});

describe('ranges', () => {
  it('wants whole numbers with begin below end, compared as big integers', () => {
    expect(rangeError('')).toBeNull();
    expect(rangeError('1-2')).toBeNull();
    expect(rangeError('99999999999999999998-99999999999999999999')).toBeNull();
    expect(rangeError('5-5')).toBe('Incorrect range');
    expect(rangeError('1.5-3')).toBe('Must be an integer (whole number)');
    expect(rangeError('7')).toBe('Must be an integer (whole number)');
  });
});

describe('import from JSON', () => {
  const current = { login: { live: 'l', test: 't' }, password: { live: 'p', test: 'q' } };
  const keys = ['login', 'password', 'host'];
  it('enables Import only for valid JSON that is not a number', () => {
    expect(canImport('{"login":"x"}')).toBe(true);
    expect(canImport('"text"')).toBe(true);
    expect(canImport('42')).toBe(false);
    expect(canImport('{login')).toBe(false);
    expect(canImport('   ')).toBe(false);
  });
  it('says why an import is refused, in the spec words', () => {
    expect(importCredentials('"text"', keys, current, 0)).toEqual({ error: IMPORT_NOT_VALID });
    expect(importCredentials('[1]', keys, current, 0)).toEqual({ error: IMPORT_NOT_VALID });
    expect(importCredentials('{"login":{"x":1}}', keys, current, 0)).toEqual({
      error: IMPORT_NOT_VALID,
    });
    expect(importCredentials('{"token":"a"}', keys, current, 0)).toEqual({
      error: IMPORT_FIELDS_MISMATCH,
    });
    expect(importCredentials('{"login":"l"}', keys, current, 0)).toEqual({
      error: IMPORT_ALREADY_EXISTS,
    });
  });
  it('sets the mode being edited, or live and test by name', () => {
    expect(importCredentials('{"login":"new"}', keys, current, 1)).toEqual({
      values: { ...current, login: { live: 'l', test: 'new' } },
    });
    expect(importCredentials('{"host":{"live":"h"},"password":7}', keys, current, 0)).toEqual({
      values: { ...current, password: { live: '7', test: 'q' }, host: { live: 'h', test: '' } },
    });
  });
});

describe('changed flags', () => {
  const server: UserValues = {
    mode: 0,
    credentials: { default: { key: { live: 'a', test: 'b' } } },
  };
  it('marks a user changed by an edit, and unchanged when the edit is undone', () => {
    let drafts = editDraft({}, 7, server, (v) => setFieldValue(v, 'default', 'key', 1, 'c'));
    expect(isChanged(drafts[7])).toBe(true);
    expect(drafts[7]?.current.credentials.default?.key).toEqual({ live: 'a', test: 'c' });
    drafts = editDraft(drafts, 8, server, (v) => setMode(v, 1));
    expect(changedUserIds(drafts)).toEqual([7, 8]);
    drafts = editDraft(drafts, 7, server, (v) => setFieldValue(v, 'default', 'key', 1, 'b'));
    expect(changedUserIds(drafts)).toEqual([8]);
  });
  it('clears after saving, but keeps typing that came during the save', () => {
    const drafts = editDraft({}, 7, server, (v) => setMode(v, 1));
    const saved = new Map([[7, drafts[7]!.current]]);
    expect(clearSaved(drafts, saved)).toEqual({});
    const later = editDraft(drafts, 7, server, (v) => setFieldValue(v, 'default', 'key', 1, 'z'));
    const kept = clearSaved(later, saved);
    expect(isChanged(kept[7])).toBe(true);
    expect(kept[7]?.original).toEqual(saved.get(7));
  });
  it('adds a key with defaults, removes one from both sides, and wraps key files on save', () => {
    const specs = {
      key: {
        title: 'Key',
        type: 'text' as const,
        default: 'dflt',
        description: null,
        required: [],
        choices: null,
      },
    };
    let drafts = editDraft({}, 7, server, (v) => addAccount(v, ' eu ', specs));
    expect(drafts[7]?.current.credentials.eu).toEqual({ key: { live: 'dflt', test: 'dflt' } });
    drafts = removeAccount(drafts, 7, 'eu');
    expect(isChanged(drafts[7])).toBe(false);
    const entry = saveEntry(3, 7, {
      mode: 1,
      credentials: { default: { ssh_pub: { live: ` ${'y'.repeat(70)}`, test: '' } } },
    });
    expect(entry).toEqual({
      user_id: 7,
      service_id: 3,
      mode: 1,
      credentials: {
        default: { ssh_pub: { live: `${'y'.repeat(64)}\n${'y'.repeat(6)}`, test: '' } },
      },
    });
  });
});

describe('create new key', () => {
  const names = (id: number) => (id === 7 ? ['default', 'eu'] : []);
  it('requires service, user and a key name unique for the user', () => {
    expect(createKeyErrors({ serviceId: null, userId: null, name: ' ' }, names)).toEqual({
      serviceId: FIELD_REQUIRED,
      userId: FIELD_REQUIRED,
      name: FIELD_REQUIRED,
    });
    expect(createKeyErrors({ serviceId: '1', userId: '7', name: 'eu' }, names)).toEqual({
      name: ACCOUNT_NAME_EXISTS,
    });
    expect(createKeyErrors({ serviceId: '1', userId: '8', name: 'eu' }, names)).toEqual({});
  });
});

describe('the diff flow', () => {
  const item = (
    account: string,
    field: string,
    mode: 'live' | 'test',
    current: string,
    next: string,
  ) => ({
    account,
    field,
    mode,
    current,
    next,
  });
  it('tells the three answers apart', () => {
    const base: DiffAnswer = { data: [], services_ids: [], message: 'Nothing to update' };
    expect(classifyDiff(base)).toEqual({ kind: 'message', message: 'Nothing to update' });
    expect(classifyDiff({ ...base, services_ids: [4, 5] })).toMatchObject({
      kind: 'direct',
      serviceIds: [4, 5],
    });
    const review = classifyDiff({
      ...base,
      data: {
        '9': { service_name: 'UPS v2', items: [item('default', 'key', 'live', 'old', 'new')] },
      },
    });
    expect(review).toMatchObject({ kind: 'review', services: [{ id: 9, name: 'UPS v2' }] });
  });
  it('applies ticked items and keeps the current value of unticked ones', () => {
    const credentials = {
      default: { key: { live: 'new', test: 'T' }, pwd: { live: 'P2', test: 'Q' } },
    };
    const service = {
      id: 9,
      name: 'UPS v2',
      items: [
        item('default', 'key', 'live', 'old', 'new'),
        item('default', 'pwd', 'live', 'P1', 'P2'),
      ],
    };
    const ticked = allDiffKeys([service]);
    expect(applyTicks(credentials, service, ticked)).toEqual(credentials);
    ticked.delete(diffItemKey(9, service.items[1]!));
    expect(reviewEntries([service], 7, 1, credentials, ticked)).toEqual([
      {
        user_id: 7,
        service_id: 9,
        mode: 1,
        credentials: {
          default: { key: { live: 'new', test: 'T' }, pwd: { live: 'P1', test: 'Q' } },
        },
      },
    ]);
    expect(credentials.default.pwd.live).toBe('P2');
    expect(directEntries([4, 5], 7, 0, credentials).map((e) => e.service_id)).toEqual([4, 5]);
  });
});
