import { describe, expect, it } from 'vitest';
import type { ServiceSetting } from '@/contract/services/service-settings-schemas';
import {
  duplicateKeyMessage,
  keyNameError,
  keyUserError,
  loginOf,
  settingsFormValidator,
  settingsGroups,
  settingsServerErrors,
} from '@/features/services/settings-keys';
import { ApiError } from '@/lib/api/api-error';

// The settings keys: per-user grouping and the rules of a new key (spec b section 5).

const record = (id: number, user_id: number, key: string): ServiceSetting => ({
  id,
  key,
  user_id,
  service_id: 7,
  data: {},
});
const RECORDS = [record(1, 20, 'zeta'), record(2, 10, 'default'), record(3, 20, 'Alpha')];

describe('settingsGroups', () => {
  it('groups per user, users by login and keys by name', () => {
    const logins: Record<number, string> = { 10: 'willow', 20: 'acme' };
    const groups = settingsGroups(RECORDS, (id) => logins[id] ?? '?');
    expect(groups.map((group) => group.login)).toEqual(['acme', 'willow']);
    expect(groups[0]?.records.map((entry) => entry.key)).toEqual(['Alpha', 'zeta']);
  });
});

describe('loginOf', () => {
  it('takes the first list that knows the user, else says the id', () => {
    const service = [{ id: 10, login: 'from-service' }];
    const lists = [
      { id: 10, login: 'from-lists' },
      { id: 11, login: 'other' },
    ];
    expect(loginOf(10, service, lists)).toBe('from-service');
    expect(loginOf(11, service, lists)).toBe('other');
    expect(loginOf(12, service, lists)).toBe('User 12');
  });
});

describe('a new key', () => {
  it('needs a name and a user', () => {
    expect(keyNameError('  ', 10, RECORDS)).toBe('Field is required');
    expect(keyUserError(null)).toBe('Field is required');
    expect(keyUserError('10')).toBeNull();
  });

  it('is unique per user, with the spec spelling', () => {
    expect(duplicateKeyMessage('default')).toBe('Key default is already exist for this user');
    expect(keyNameError(' default ', 10, RECORDS)).toBe(
      'Key default is already exist for this user',
    );
    // Another user's key of that name, or another case, is a different key.
    expect(keyNameError('default', 20, RECORDS)).toBeNull();
    expect(keyNameError('alpha', 20, RECORDS)).toBeNull();
  });

  it('has at most 64 characters', () => {
    expect(keyNameError('k'.repeat(64), 10, RECORDS)).toBeNull();
    expect(keyNameError('k'.repeat(65), 10, RECORDS)).toBe('Maximum length: 64');
  });
});

describe('settingsFormValidator', () => {
  const fields = { copies: { type: 'integer' as const, minimum: 1 } };

  it('checks name and user of a new key, and the data under data.', () => {
    const validate = settingsFormValidator(fields, RECORDS, true);
    expect(validate({ key: '', user_id: null, data: { copies: 0 } })).toEqual({
      key: 'Field is required',
      user_id: 'Field is required',
      'data.copies': 'Minimum value: 1',
    });
    expect(validate({ key: 'zeta', user_id: '20', data: { copies: 1 } })).toEqual({
      key: 'Key zeta is already exist for this user',
    });
  });

  it('leaves an edited key its fixed name and user', () => {
    const validate = settingsFormValidator(fields, RECORDS, false);
    expect(validate({ key: 'zeta', user_id: '20', data: { copies: 2 } })).toEqual({});
  });
});

describe('settingsServerErrors', () => {
  const refused = (status: number, errors: unknown) =>
    new ApiError({ kind: 'http', status, statusText: '', body: { errors } });

  it('marks what the server names at the same form paths', () => {
    const error = refused(400, [
      { message: 'Key zeta is already exist for this user', fields: ['key'] },
      { message: 'Maximum value: 70', fields: ['data.packages.0.weight'] },
    ]);
    expect(settingsServerErrors(error)).toEqual({
      key: 'Key zeta is already exist for this user',
      'data.packages.0.weight': 'Maximum value: 70',
    });
  });

  it('leaves to the toast an error that names no field, or another status', () => {
    expect(settingsServerErrors(refused(400, [{ message: 'Settings are too large' }]))).toBeNull();
    expect(settingsServerErrors(refused(404, [{ message: 'Gone', fields: ['id'] }]))).toBeNull();
    expect(settingsServerErrors(new Error('offline'))).toBeNull();
  });
});
