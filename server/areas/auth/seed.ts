import type { Faker } from '@faker-js/faker';
import type { Service } from '../../data/carriers';
import { fakerFor } from '../../shared/seed-random';
import { type RoleKey, type RoleKind, roleKeyFor } from '../users/roles';
import { hashPassword } from './passwords';

// The seeded accounts: the demo logins, staff, and the API users of about 25 clients. Every
// area's records belong to these users; the demo password is stored hashed like any other.

export type Role = RoleKind;

export type User = {
  id: number;
  login: string;
  name: string;
  email: string;
  /** The coarse kind every area checks; the role itself (users area's catalogue) is `roleKey`. */
  role: Role;
  /** The user's role in server/areas/users/roles.ts; its flags below always match it. */
  roleKey: RoleKey;
  clientId: number | null;
  parentId: number | null;
  passwordHash: string;
  active: boolean;
  hasMfa: boolean;
  canManageUsers: boolean;
  canManageOnlyGroup: boolean;
  accessLevel: number;
  /** Services an API client may call; empty for staff. */
  serviceIds: number[];
};

export type Client = { id: number; name: string; userId: number };

type NewUser = Omit<User, 'id' | 'passwordHash' | 'email' | 'serviceIds' | 'roleKey'> &
  Partial<User>;

export const DEMO_PASSWORD = 'demo';
export const DEMO_CLIENT_ID = 1;
export const TEAM_SIZE = 2;

// One hash for every seeded account (all use the demo password), made once per process: scrypt
// is slow on purpose (about 75 ms), and the tests seed a fresh dataset a few hundred times.
let demoPasswordHash: string | undefined;

export function createUsersAndClients(faker: Faker, services: Service[]) {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD, 'seeded-demo-salt');
  const passwordHash = demoPasswordHash;
  const users: User[] = [];
  const clients: Client[] = [];
  const activeServiceIds = services.filter((s) => s.is_active).map((s) => s.id);

  const add = (user: NewUser) => {
    const id = users.length + 1;
    const email =
      user.email ?? `${user.login}@${user.role === 'client' ? 'client' : 'staff'}.example.com`;
    // The role is set from the final flags, once the whole list is seeded (below).
    users.push({ passwordHash, serviceIds: [], roleKey: 'viewer', ...user, id, email } as User);
    return users[users.length - 1] as User;
  };
  const staffDefaults = {
    clientId: null,
    parentId: null,
    active: true,
    hasMfa: false,
    canManageOnlyGroup: false,
  };

  add({
    login: 'superadmin',
    name: 'Sam Super',
    role: 'super_admin',
    canManageUsers: true,
    accessLevel: 100,
    ...staffDefaults,
  });
  add({
    login: 'staff',
    name: 'Stella Staff',
    role: 'staff',
    canManageUsers: true,
    accessLevel: 50,
    ...staffDefaults,
  });
  add({
    login: 'mfa',
    name: 'Max Factor',
    role: 'staff',
    canManageUsers: false,
    accessLevel: 50,
    ...staffDefaults,
    hasMfa: true,
  });
  add({
    login: 'blocked',
    name: 'Bo Blocked',
    role: 'staff',
    canManageUsers: false,
    accessLevel: 10,
    ...staffDefaults,
    active: false,
  });
  add({
    login: 'newuser',
    name: 'Nia Newcomer',
    role: 'staff',
    canManageUsers: false,
    accessLevel: 10,
    ...staffDefaults,
    active: false,
  });

  for (let i = 0; i < 12; i += 1) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    add({
      login: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, ''),
      name: `${first} ${last}`,
      role: 'staff',
      canManageUsers: i % 4 === 0,
      accessLevel: faker.helpers.arrayElement([10, 30, 50]),
      ...staffDefaults,
      hasMfa: i % 5 === 0,
    });
  }

  for (let c = 1; c <= 25; c += 1) {
    const company = c === DEMO_CLIENT_ID ? 'Northwind Traders' : faker.company.name();
    const slug = company
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const apiUsers = c === DEMO_CLIENT_ID ? 2 : faker.number.int({ min: 1, max: 3 });
    let owner: User | null = null;
    for (let u = 0; u < apiUsers; u += 1) {
      const login = c === DEMO_CLIENT_ID && u === 0 ? 'client' : `${slug.slice(0, 18)}-api${u + 1}`;
      const user: User = add({
        login,
        name: c === DEMO_CLIENT_ID && u === 0 ? 'Northwind API' : `${company} API ${u + 1}`,
        email: `${login}@${slug.slice(0, 24)}.example.com`,
        role: 'client',
        clientId: c,
        parentId: owner?.id ?? null,
        active: true,
        hasMfa: false,
        canManageUsers: false,
        canManageOnlyGroup: u === 0,
        accessLevel: 5,
        serviceIds: faker.helpers
          .arrayElements(activeServiceIds, { min: 4, max: 14 })
          .sort((a, b) => a - b),
      });
      owner ??= user;
    }
    clients.push({ id: c, name: company, userId: (owner as User).id });
  }

  // A group-only user manager (spec b section 6) with a team of two: added last, so no seeded id
  // moves. The team is the first two plain staff users without MFA.
  const teamlead = add({
    login: 'teamlead',
    name: 'Tia Teamlead',
    role: 'staff',
    canManageUsers: true,
    accessLevel: 30,
    ...staffDefaults,
    canManageOnlyGroup: true,
  });
  users
    .filter((u) => u.role === 'staff' && u.id > 5 && !u.hasMfa && !u.canManageUsers)
    .slice(0, TEAM_SIZE)
    .forEach((member) => {
      member.parentId = teamlead.id;
      member.accessLevel = Math.min(member.accessLevel, teamlead.accessLevel);
    });

  // Added after everything above, so no seeded id, login or stream moves. `seeded` is the list
  // before them: the parcels, pallets and request log are built from it, unchanged.
  const seeded = [...users];
  add({
    login: 'viewer',
    name: 'Vic Viewer',
    role: 'staff',
    canManageUsers: false,
    accessLevel: 10,
    ...staffDefaults,
  });
  appendServiceAccounts(fakerFor(60), add, clients, activeServiceIds);
  for (const user of users) {
    user.roleKey = roleKeyFor({ ...user, apiOnly: user.passwordHash === API_ONLY_HASH });
  }
  return { users, clients, seeded };
}

/** Accounts that exist only as API callers: no password opens them (they never sign in). */
export const API_ONLY_HASH = `api-only:${'0'.repeat(64)}`;
const RESELLER_CLIENT_IDS = [3, 7, 11, 16, 21];
const USERS_PER_RESELLER = 30;
/** Service ids of the busiest carriers' products: most resellers' merchants use a few. */
const POPULAR_SERVICE_MAX_ID = 32;

/**
 * The services' accounts (issue 13): the built-in XML user, and about 150 API users of five
 * reseller clients (one per merchant they serve). Every reseller user may call service 1, so its
 * accounts list is long (about 200, with the other API users); the rest pick popular services.
 */
function appendServiceAccounts(
  faker: Faker,
  add: (user: NewUser) => User,
  clients: Client[],
  activeServiceIds: number[],
) {
  const apiOnly = {
    role: 'client' as const,
    passwordHash: API_ONLY_HASH,
    hasMfa: false,
    canManageUsers: false,
    canManageOnlyGroup: false,
    accessLevel: 5,
  };
  add({
    ...apiOnly,
    login: 'XML',
    name: 'XML (built-in)',
    email: 'xml@platform.example.com',
    clientId: null,
    parentId: null,
    active: true,
    serviceIds: [...activeServiceIds],
  });
  const popular = activeServiceIds.filter((id) => id <= POPULAR_SERVICE_MAX_ID && id !== 1);
  for (const clientId of RESELLER_CLIENT_IDS) {
    const reseller = clients.find((c) => c.id === clientId) as Client;
    for (let u = 0; u < USERS_PER_RESELLER; u += 1) {
      const merchant = faker.company.name();
      const slug = merchant
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 16);
      const ids = new Set([
        1,
        ...faker.helpers.arrayElements(popular, { min: 2, max: 6 }),
        ...faker.helpers.arrayElements(activeServiceIds, { min: 0, max: 3 }),
      ]);
      add({
        ...apiOnly,
        login: `${slug}-r${clientId}-${u + 1}`,
        name: `${merchant} (${reseller.name})`,
        email: `api${u + 1}@${slug}.example.com`,
        clientId,
        parentId: reseller.userId,
        active: u % 11 !== 10,
        serviceIds: [...ids].sort((a, b) => a - b),
      });
    }
  }
}
