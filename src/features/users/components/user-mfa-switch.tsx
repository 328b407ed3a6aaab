import { Switch } from '@mantine/core';
import { useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useCommonLists } from '@/lib/session/use-session';
import { useEnableMfa } from '../api/mfa-mutations';
import type { UserDetail } from '@/contract/users/users-schemas';
import { canSwitchMfa, mfaConfirmText, mfaSwitchNote } from '../user-permissions';
import { MfaSetupModal } from './mfa-setup-modal';

export const MFA_LABEL = 'Two-factor authentication';

// Spec b section 4: two-factor authentication of an existing user, on or off, each after a
// confirmation; another user's off only for super admins (issue 28), which the switch says. Switching one's own on answers a QR code: the setup modal follows. Offline the
// switch is disabled and says why (RequiresNetwork).
export function UserMfaSwitch({ user }: { user: UserDetail }) {
  const { currentUser } = useCommonLists();
  const access = useAccess();
  const enable = useEnableMfa();
  const [qrCodeUrl, setQrCodeUrl] = useState<string | null>(null);
  const allowed = canSwitchMfa(currentUser, user, access.can);
  const note = mfaSwitchNote(currentUser, user, access.can);
  const self = user.userId === currentUser.id;
  // While the write and the reload run, the switch shows where it is going.
  const checked = enable.isPending ? enable.variables.mfa : user.mfa;

  const change = async (on: boolean) => {
    const ok = await confirmAction({ text: mfaConfirmText(on, self), danger: !on });
    if (!ok) return;
    enable.mutate(
      { id: user.userId, mfa: on },
      {
        onSuccess: (answer) => {
          if (answer.qr_code_url) setQrCodeUrl(answer.qr_code_url);
          else notifySuccess(answer.message);
        },
        onError: notifyFailure,
      },
    );
  };

  return (
    <>
      <RequiresNetwork>
        <Switch
          label={MFA_LABEL}
          description={note ?? 'Google Authenticator only: the code comes from that app.'}
          checked={checked}
          disabled={!allowed || enable.isPending}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
      </RequiresNetwork>
      {qrCodeUrl ? (
        <MfaSetupModal qrCodeUrl={qrCodeUrl} onClose={() => setQrCodeUrl(null)} />
      ) : null}
    </>
  );
}
