import type { Faker } from '@faker-js/faker';
import type { Service } from '../../data/carriers';
import { hashPassword } from './passwords';

// The seeded accounts: the demo logins, staff, and the API users of about 25 clients. Every
// area's records belong to these users; the demo password is stored hashed like any other.

export type Role = 'super_admin' | 'staff' | 'client';

export type User = {
  id: number;
  login: string;
  name: string;
  email: string;
  role: Role;
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

export const DEMO_PASSWORD = 'demo';
export const DEMO_CLIENT_ID = 1;
export const TEAM_SIZE = 2;

export function createUsersAndClients(faker: Faker, services: Service[]) {
  // One hash for every seeded account (all use the demo password): scrypt is slow on purpose.
  const passwordHash = hashPassword(DEMO_PASSWORD, 'seeded-demo-salt');
  const users: User[] = [];
  const clients: Client[] = [];
  const activeServiceIds = services.filter((s) => s.is_active).map((s) => s.id);

  const add = (
    user: Omit<User, 'id' | 'passwordHash' | 'email' | 'serviceIds'> & Partial<User>,
  ) => {
    const id = users.length + 1;
    const email =
      user.email ?? `${user.login}@${user.role === 'client' ? 'client' : 'staff'}.example.com`;
    users.push({ passwordHash, serviceIds: [], ...user, id, email } as User);
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
  return { users, clients };
}
