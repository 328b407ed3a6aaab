import type { ApiConsoleUser } from '../../../src/contract/api-console/api-console-schemas';
import type { Db } from '../../data/db';
import { can } from '../../rights/actor';
import type { User } from '../auth/seed';
import { roleOf } from '../users/roles';

// Who the console may send as (spec c section 6: the API users list, the current user the
// default): the caller first, then the active users whose role reaches the API and whom the
// caller's api_console write right reaches (decision 053: a super admin anyone, staff any
// client's users). The guard refuses process_request for anyone else.

const reachesApi = (user: User) => user.active && roleOf(user).accessScope.includes('api');

export function consoleUsersOf(db: Db, actor: User): User[] {
  const others = db.users.filter(
    (user) =>
      user.id !== actor.id && reachesApi(user) && can(db, actor, 'api_console', 'write', [user]),
  );
  return [actor, ...others];
}

export const consoleUserOf = (user: User): ApiConsoleUser => ({
  id: user.id,
  login: user.login,
  name: user.name,
});

/** Whether the user holds the named key (its value never leaves the server). */
export function holdsKey(db: Db, user: User, keyName: 'api_key' | 'api_key_additional') {
  const profile = db.userArea.profiles.get(user.id);
  const key = keyName === 'api_key' ? profile?.apiKey : profile?.apiKeyAdditional;
  return typeof key === 'string' && key.length > 0;
}
