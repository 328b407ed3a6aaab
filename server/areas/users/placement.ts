import type { Subject } from '../../../src/contract/rights/decide';
import type { TargetFinder } from '../../rights/targets';
import { fieldOf, idOf, userNamed } from '../../rights/targets';
import { roleByKey } from './roles';

// The subjects of POST /users/save_process (decision 053): the user as it is, and as the save
// would place it (its role's kind and level, its group). Both must lie in the actor's scope, so a
// team lead keeps users in its team and nobody hands out a role above their own.

/** A new user has no id yet: one that is nobody's, so it is no one's self. */
const NEW_USER_ID = -1;

export const placedTargets: TargetFinder = ({ db, body }) => {
  const asked = fieldOf(body, 'user');
  const id = idOf(fieldOf(asked, 'id'));
  if (id === undefined) return undefined;
  const existing = id === 0 ? undefined : userNamed(db, id);
  const role = roleByKey(String(fieldOf(asked, 'role')));
  if (!role) return existing ? [existing] : undefined;
  const parentId = idOf(fieldOf(asked, 'parent_id')) ?? 0;
  const parent =
    role.hasGroupAccess && parentId > 0 ? db.users.find((u) => u.id === parentId) : undefined;
  const placed: Subject = {
    planned: true,
    id: existing?.id ?? NEW_USER_ID,
    kind: role.kind,
    level: role.level,
    parentId: role.hasGroupAccess && parentId > 0 ? parentId : null,
    clientId: parent?.clientId ?? existing?.clientId ?? null,
  };
  return existing ? [existing, placed] : [placed];
};
