import { AppModal } from '@/components/modal/app-modal';
import type { Account } from '@/lib/session/accounts';
import type { UserOption } from '@/contract/session/session-schemas';
import type { LoginResponse } from '@/contract/auth/auth-schemas';
import { LoginAsForm } from './login-as-modal';
import { LoginForm } from './login-form';
import type { AccountModal } from './use-account-actions';

export function AccountModals({
  modal,
  onClose,
  users,
  current,
  onSignedIn,
}: {
  modal: AccountModal;
  onClose: () => void;
  users: UserOption[];
  current: Account;
  onSignedIn: (account: Account, response: LoginResponse) => void;
}) {
  return (
    <>
      <AppModal opened={modal === 'add'} onClose={onClose} title="Add account">
        <LoginForm mode="add" onSignedIn={onSignedIn} />
      </AppModal>
      <AppModal opened={modal === 'login-as'} onClose={onClose} title="Log in as user">
        <LoginAsForm users={users} currentId={current.id} onSignedIn={onSignedIn} />
      </AppModal>
    </>
  );
}
