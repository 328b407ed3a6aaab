import { getRouteApi } from '@tanstack/react-router';
import { ActivationPage } from '@/features/auth/components/activation-page';
import { PasswordConfirmPage } from '@/features/auth/components/password-confirm-page';
import { RecoveryPage } from '@/features/auth/components/recovery-page';

// The public router's e-mailed link pages (decision 042), loaded when opened as their route
// files' split components are: the route ids are the file routes' own.

const activation = getRouteApi('/activation/{-$user}/{-$token}');
const recovery = getRouteApi('/recovery/{-$user}/{-$token}');
const passwordConfirm = getRouteApi('/password-confirm/{-$user}/{-$token}');

export function ActivationRoutePage() {
  const { user, token } = activation.useParams();
  return <ActivationPage user={user} token={token} />;
}

export function RecoveryRoutePage() {
  const { user, token } = recovery.useParams();
  return <RecoveryPage user={user} token={token} />;
}

export function PasswordConfirmRoutePage() {
  const { user, token } = passwordConfirm.useParams();
  return <PasswordConfirmPage user={user} token={token} />;
}
