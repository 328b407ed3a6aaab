import { Switch } from '@mantine/core';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useAccount } from '@/lib/session/use-session';
import { useToggleServiceUser } from '../api/credentials-mutations';
import type { ServiceAccount } from '@/contract/services/services-schemas';

const TURN_OFF_TEXT = 'User will be turrned off. Continue?';

/**
 * Spec b section 4: a user switched on or off in the service. Turning off asks first; the
 * switch is disabled without the permission, offline, or for an account the server says the
 * reader may not change (`isEditable`: a team lead's own account and those outside its team).
 * The state changes once the server said so, with its message.
 */
export function CredentialsUserToggle({
  serviceId,
  user,
}: {
  serviceId: number;
  user: ServiceAccount;
}) {
  const { can } = useAccess();
  const online = useOnline();
  const toggle = useToggleServiceUser(useAccount());
  const allowed = can(WRITE_ACTION.toggleServiceUser) && user.isEditable;

  const onToggle = async (isActive: boolean) => {
    if (!isActive && !(await confirmAction({ text: TURN_OFF_TEXT }))) return;
    toggle.mutate(
      { service_id: serviceId, user_id: user.userId, isActive },
      { onSuccess: (result) => notifySuccess(result.message), onError: notifyFailure },
    );
  };

  return (
    <Switch
      label="Active"
      aria-label={`Active in this service: ${user.login}`}
      checked={user.isActive}
      disabled={!allowed || !online || toggle.isPending}
      onChange={(event) => void onToggle(event.currentTarget.checked)}
    />
  );
}
