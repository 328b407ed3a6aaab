import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Role, SaveUserBodySchema, type UserPage } from '@/contract/users/users-schemas';
import {
  formValuesOf,
  saveBodyOf,
  userFormErrors,
  withStoredKeys,
} from '@/features/users/user-form';
import {
  accessLevelColor,
  apiKeyError,
  billingSwitch,
  emailError,
  emailListError,
  generateApiKey,
  loginError,
  parentOptions,
  parentsListError,
  parseEmailList,
  passwordError,
  passwordNeedsEmailConfirmation,
  roleChoices,
  showsApiKeys,
  showsParent,
} from '@/features/users/user-rules';
import type { CurrentUser } from '@/contract/session/session-schemas';

const current = (patch: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  login: 'superadmin',
  role: 'super_admin',
  parentId: null,
  clientId: null,
  isSuperAdmin: true,
  canManageUsers: true,
  canManageOnlyGroup: false,
  accessLevel: 100,
  ...patch,
});
const staff = current({
  id: 2,
  login: 'staff',
  role: 'staff',
  isSuperAdmin: false,
  accessLevel: 50,
});

const role = (value: string, patch: Partial<Role> = {}): Role => ({
  value,
  title: value.toUpperCase(),
  description: [],
  group: 'staff',
  order: 1,
  accessLevel: 'viewer',
  hasAccess: true,
  hasGroupAccess: false,
  hasBillingAccess: false,
  accessScope: ['control_panel'],
  ...patch,
});
const roles = [
  role('admin', { group: 'staff', order: 2, hasAccess: false, accessLevel: 'full_access' }),
  role('editor', { group: 'staff', order: 1, accessLevel: 'editor' }),
  role('api', { group: 'clients', order: 1, hasGroupAccess: true, accessScope: ['api'] }),
  role('owner', { group: 'clients', order: 2, hasBillingAccess: true, hasGroupAccess: true }),
];
const groups = [
  { value: 'clients', title: 'Clients', order: 2 },
  { value: 'staff', title: 'Staff', order: 1 },
];

describe('e-mails', () => {
  it('notification e-mails are comma separated, blanks dropped', () => {
    expect(parseEmailList(' a@b.io, ,c@d.org ,')).toEqual(['a@b.io', 'c@d.org']);
    expect(emailListError('')).toBeNull();
    expect(emailListError('a@b.io, c@d.org')).toBeNull();
    expect(emailListError('a@b.io, not-an-email')).toBe('One or several emails are not valid');
    expect(emailListError('a@b.io c@d.org')).toBe('One or several emails are not valid');
  });

  it('more than 20 notification e-mails are refused', () => {
    const many = Array.from({ length: 21 }, (_, i) => `u${i}@x.io`).join(',');
    expect(emailListError(many)).toBe('One or several emails are not valid');
  });

  it('the e-mail is required on create only, and must look like one', () => {
    expect(emailError('', true)).toBe('Required field');
    expect(emailError('  ', false)).toBeNull();
    expect(emailError('bob@', false)).toBe('Email is not valid');
    expect(emailError('bob@site.com', true)).toBeNull();
  });
});

describe('login and password', () => {
  it('login is required after trimming', () => {
    expect(loginError('   ')).toBe('Required field');
    expect(loginError(' bob ')).toBeNull();
  });

  it('a login is plain text: NUL and the right-to-left override are refused, by the server too', () => {
    const refused = ['ev\u0000il', 'admin\u202Egpj', 'tab\tbed', 'zero\u200Bwidth'];
    for (const login of refused)
      expect(loginError(login)).toBe('Only visible characters are allowed');
    expect(loginError('Łukasz-Müller_2')).toBeNull();
    const body = (login: string) => ({
      user: {
        id: 0,
        login,
        email: 'n@x.io',
        notification_emails: [],
        role: 'api',
        parent_id: 0,
        status: 1,
        withBilling: false,
        accessScope: [],
      },
      services: [],
    });
    // The schema the reference server reads the save body with.
    expect(v.safeParse(SaveUserBodySchema, body('newbie')).success).toBe(true);
    for (const login of refused) {
      const answer = v.safeParse(SaveUserBodySchema, body(login));
      expect(answer.success).toBe(false);
      expect(answer.issues?.[0]?.message).toBe('Only visible characters are allowed');
    }
  });

  it('a password has no spaces and 8 characters; empty keeps the old one', () => {
    expect(passwordError('')).toBeNull();
    expect(passwordError('with space1')).toBe('No spaces allowed');
    expect(passwordError('short')).toBe('Password must be at least 8 characters');
    expect(passwordError('longenough')).toBeNull();
  });

  it('a non-superadmin changing a password is told about the e-mail link', () => {
    expect(passwordNeedsEmailConfirmation(staff, 'newpass12')).toBe(true);
    expect(passwordNeedsEmailConfirmation(staff, '')).toBe(false);
    expect(passwordNeedsEmailConfirmation(current(), 'newpass12')).toBe(false);
  });
});

describe('roles', () => {
  it('offers roles with access plus the initial one, grouped in the groups order', () => {
    expect(roleChoices(roles, groups, 'admin', false)).toEqual([
      {
        group: 'Staff',
        items: [
          { value: 'editor', label: 'EDITOR' },
          { value: 'admin', label: 'ADMIN' },
        ],
      },
      {
        group: 'Clients',
        items: [
          { value: 'api', label: 'API' },
          { value: 'owner', label: 'OWNER' },
        ],
      },
    ]);
    const staffOnly = roleChoices(roles, groups, null, false);
    expect(staffOnly[0]!.items.map((item) => item.value)).toEqual(['editor']);
  });

  it('editing oneself offers only one own role', () => {
    expect(roleChoices(roles, groups, 'admin', true)).toEqual([
      { group: 'Staff', items: [{ value: 'admin', label: 'ADMIN' }] },
    ]);
  });

  it('a role of a group the server did not list still shows, last', () => {
    const odd = [...roles, role('guest', { group: 'misc' })];
    expect(roleChoices(odd, groups, null, false).at(-1)).toEqual({
      group: 'misc',
      items: [{ value: 'guest', label: 'GUEST' }],
    });
  });

  it('access-level badges: full_access and group_owner green, editor blue, others grey', () => {
    expect(accessLevelColor('full_access')).toBe('green');
    expect(accessLevelColor('group_owner')).toBe('green');
    expect(accessLevelColor('editor')).toBe('blue');
    expect(accessLevelColor('viewer')).toBe('gray');
    expect(accessLevelColor('')).toBe('gray');
  });
});

describe('group, billing and keys', () => {
  it('the parent group: for roles with group access, Master account (0) first', () => {
    expect(showsParent(roles[2])).toBe(true);
    expect(showsParent(roles[1])).toBe(false);
    expect(showsParent(undefined)).toBe(false);
    expect(parentOptions([{ id: 7, login: 'acme', name: 'ACME' }])).toEqual([
      { value: '0', label: 'Master account' },
      { value: '7', label: 'ACME' },
    ]);
    expect(parentsListError([])).toBe('ERROR: Empty Parents list');
    expect(parentsListError([{ id: 7, login: 'acme', name: '' }])).toBeNull();
  });

  it("one's own group stays offered, and one's own profile never says the list is empty", () => {
    const kept = parentOptions([], { id: 9, name: 'teamlead' });
    expect(kept).toEqual([
      { value: '0', label: 'Master account' },
      { value: '9', label: 'teamlead' },
    ]);
    // Already offered: not twice.
    expect(
      parentOptions([{ id: 9, login: 'teamlead', name: 'Tia' }], { id: 9, name: 'x' }),
    ).toHaveLength(2);
    expect(parentOptions([], { id: 0, name: 'Master account' })).toHaveLength(1);
    expect(parentsListError([], true)).toBeNull();
    expect(parentsListError([], false)).toBe('ERROR: Empty Parents list');
  });

  it('billing shows for roles with billing access and is locked for oneself', () => {
    expect(billingSwitch(roles[3], false)).toEqual({ shown: true, disabled: false });
    expect(billingSwitch(roles[3], true)).toEqual({ shown: true, disabled: true });
    expect(billingSwitch(roles[1], false).shown).toBe(false);
  });

  it('API key fields: super admins, roles whose scope includes the API', () => {
    expect(showsApiKeys(current(), roles[2])).toBe(true);
    expect(showsApiKeys(staff, roles[2])).toBe(false);
    expect(showsApiKeys(current(), roles[1])).toBe(false);
    expect(apiKeyError('', false)).toBeNull();
    expect(apiKeyError('abc', false)).toBe('API key must be 15 letters or digits');
    expect(apiKeyError('abcdefghij12345', false)).toBeNull();
  });

  it('generated keys are 15 alphanumeric characters', () => {
    for (let i = 0; i < 50; i += 1) expect(generateApiKey()).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(new Set(Array.from({ length: 20 }, generateApiKey)).size).toBe(20);
  });

  it('bytes that would bias the alphabet are redrawn, not folded', () => {
    // 248..255 would favour the first letters: every one is skipped; 0 is 'A', 61 is '9'.
    let call = 0;
    const random = (bytes: Uint8Array) => {
      bytes.fill(call++ === 0 ? 255 : 0);
      if (call === 2) bytes[0] = 61;
      return bytes;
    };
    expect(generateApiKey(random)).toBe('9AAAAAAAAAAAAAA');
    expect(call).toBe(2);
  });
});

const page: UserPage = {
  user: null,
  roles,
  roleGroups: groups,
  parents: [{ id: 7, login: 'acme', name: 'ACME' }],
  services_list: [
    { id: 3, name: 'A', carrier_name: 'C', kind: 'direct', type: 'courier', enabled: true },
    { id: 4, name: 'B', carrier_name: 'C', kind: 'direct', type: 'courier', enabled: false },
  ],
};

describe('the form and its save body', () => {
  const creating = { current: current(), roles, creating: true };

  it('an empty create form names every required field', () => {
    const values = formValuesOf(page);
    expect(values).toMatchObject({ active: true, role: null, parentId: null, services: [3] });
    expect(userFormErrors(values, creating)).toEqual({
      login: 'Required field',
      email: 'Required field',
      role: 'Required field',
    });
    expect(userFormErrors({ ...values, role: 'owner' }, creating)).toMatchObject({
      parentId: 'Required field',
    });
  });

  it('builds the body: trimmed, parsed, the role scope, no empty password', () => {
    const values = {
      ...formValuesOf(page),
      login: ' newbie ',
      email: ' n@x.io ',
      notificationEmails: 'a@x.io, b@x.io',
      role: 'api',
      parentId: '7',
      withBilling: true,
      apiKey: 'abcdefghij12345',
    };
    const body = saveBodyOf(values, { ...creating, userId: 0, initialParentId: 0 });
    expect(body).toEqual({
      user: {
        id: 0,
        login: 'newbie',
        email: 'n@x.io',
        notification_emails: ['a@x.io', 'b@x.io'],
        role: 'api',
        parent_id: 7,
        status: 1,
        withBilling: false,
        accessScope: ['api'],
        apiKey: 'abcdefghij12345',
      },
      services: [3],
    });
  });

  it('keeps unchanged keys and the old group of a role without group access', () => {
    const values = {
      ...formValuesOf(page),
      login: 'x',
      role: 'editor',
      parentId: '7',
      active: false,
      password: 'newpass12',
      apiKey: 'abcdefghij12345',
    };
    const body = saveBodyOf(values, {
      ...creating,
      creating: false,
      userId: 9,
      initialParentId: 5,
      secrets: { apiKey: 'abcdefghij12345', apiKeyAdditional: '' },
    });
    expect(body.user).toMatchObject({ id: 9, parent_id: 5, status: 0, password: 'newpass12' });
    expect(body.user).not.toHaveProperty('apiKey');
    expect(body.user).not.toHaveProperty('apiKeyAdditional');
  });

  // Issue 28 section 3: a plain Save sent "apiKeyAdditional":"" and the server erased the key.
  const editing = { ...creating, creating: false, userId: 22, initialParentId: 0 };
  const stored = { apiKey: 'storedMainKey01', apiKeyAdditional: 'storedExtraKey1' };
  const apiUser = { ...formValuesOf(page), login: 'api-user', role: 'api' };

  it('sends a key only when a new one was generated or typed; an emptied field keeps the key', () => {
    const body = (apiKey: string, apiKeyAdditional: string, secrets = stored) =>
      saveBodyOf({ ...apiUser, apiKey, apiKeyAdditional }, { ...editing, secrets }).user;
    for (const [apiKey, extra] of [
      [stored.apiKey, stored.apiKeyAdditional],
      ['', ''],
      ['', stored.apiKeyAdditional],
    ]) {
      expect(body(apiKey!, extra!)).not.toHaveProperty('apiKey');
      expect(body(apiKey!, extra!)).not.toHaveProperty('apiKeyAdditional');
    }
    // The keys not loaded (offline): the empty fields send nothing either.
    expect(body('', '', { apiKey: '', apiKeyAdditional: '' })).not.toHaveProperty(
      'apiKeyAdditional',
    );
    expect(body(stored.apiKey, 'newExtraKey0001')).toMatchObject({
      apiKeyAdditional: 'newExtraKey0001',
    });
    expect(body(stored.apiKey, 'newExtraKey0001')).not.toHaveProperty('apiKey');
    expect(body('newMainKey00001', '')).toMatchObject({ apiKey: 'newMainKey00001' });
  });

  it('stored keys arriving late become the starting point, and keep what was typed', () => {
    const initial = formValuesOf(page);
    // Untouched: the fields show the stored keys, and nothing counts as changed.
    const late = withStoredKeys({ ...initial, email: 'typed@x.io' }, initial, stored);
    expect(late.values).toEqual(stored);
    expect(late.initial).toEqual({ ...initial, ...stored });
    // A key typed before they came stays; the other field takes its stored key.
    const typed = withStoredKeys({ ...initial, apiKey: 'typedKey0000001' }, initial, stored);
    expect(typed.values).toEqual({
      apiKey: 'typedKey0000001',
      apiKeyAdditional: stored.apiKeyAdditional,
    });
    expect(typed.initial).toMatchObject(stored);
  });
});
