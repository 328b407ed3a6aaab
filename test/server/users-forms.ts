import type { createApp } from '../../server/app';
import type { UserPage } from '@/contract/users/users-schemas';
import type { signedInAs } from './api-client';

// Shared by the users area's server tests: a user's form as the console would send it back.

type Server = ReturnType<typeof createApp>;
type Caller = Awaited<ReturnType<typeof signedInAs>>;

export const idOf = (server: Server, login: string) =>
  server.db.users.find((u) => u.login === login)!.id;

/** The save body of a user as its form would send it unchanged (from GET /users/save_page). */
export async function formOf(caller: Caller, id: number) {
  const page = (await caller.get(`/users/save_page/?id=${id}`)).body as UserPage;
  const user = page.user!;
  return {
    user: {
      id,
      login: user.login,
      email: user.email,
      notification_emails: user.notification_emails,
      role: user.role,
      parent_id: user.parent_id,
      status: user.status,
      withBilling: user.withBilling,
      accessScope: user.accessScope,
    },
    services: page.services_list.filter((s) => s.enabled).map((s) => s.id),
  };
}

export const newUser = (over: Record<string, unknown> = {}) => ({
  user: {
    id: 0,
    login: 'new.person',
    email: 'new.person@example.com',
    notification_emails: [],
    password: 'longenough',
    role: 'support',
    parent_id: 0,
    status: 1,
    withBilling: false,
    accessScope: [],
    ...over,
  },
  services: [] as number[],
});
