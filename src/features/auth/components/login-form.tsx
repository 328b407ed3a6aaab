import { Button, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import type { Account } from '@/lib/session/accounts';
import { MFA_NOT_ALLOWED, useLogin } from '../api/auth-mutations';
import type { LoginResponse } from '@/contract/auth/auth-schemas';
import { loginValidation } from '../auth-validation';
import { RequiresNetwork } from '@/components/requires-network';
import { FormErrors } from './form-errors';

// Only MFA users see the code step (and its PIN input): it stays out of the sign-in page's first
// load (decision 017).
const MfaStep = lazy(() => import('./mfa-step').then(({ MfaStep: step }) => ({ default: step })));

type MfaState = { identifier: string; qrCodeUrl: string | undefined };

/**
 * Credentials, then the MFA step when the server asks for it. As a second account (`mode="add"`)
 * an MFA user is refused (spec a section 4).
 */
export function LoginForm({
  mode = 'sign-in',
  onStart,
  onSignedIn,
}: {
  mode?: 'sign-in' | 'add';
  /** Called as the user types or submits: a sign-in is coming (repeats are harmless). */
  onStart?: () => void;
  onSignedIn: (account: Account, response: LoginResponse) => void;
}) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { login: '', password: '' },
    validate: loginValidation,
  });
  const login = useLogin();
  const [mfa, setMfa] = useState<MfaState | null>(null);

  const [refused, setRefused] = useState<string | null>(null);

  if (mfa) {
    return (
      <Suspense fallback={<Loader size="sm" mx="auto" aria-label="Loading" />}>
        <MfaStep
          identifier={mfa.identifier}
          qrCodeUrl={mfa.qrCodeUrl}
          onBack={() => {
            // Back clears the MFA data and the password; the login stays typed.
            form.setFieldValue('password', '');
            setMfa(null);
          }}
          onSignedIn={onSignedIn}
        />
      </Suspense>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setRefused(null);
        login.mutate(values, {
          onSuccess: ({ result, response }) => {
            if (result.kind === 'signed-in') return onSignedIn(result.account, response);
            if (mode === 'add') {
              setRefused(MFA_NOT_ALLOWED);
              // The half-open MFA sign-in must not linger in the server session.
              void api('auth/logout', v.unknown(), {
                method: 'POST',
                identifier: result.identifier,
              }).catch(() => undefined);
              return;
            }
            setMfa({ identifier: result.identifier, qrCodeUrl: result.qrCodeUrl });
          },
        });
        onStart?.();
      })}
      onInput={onStart}
    >
      <Stack>
        <TextInput
          label="Login"
          autoComplete="username"
          withAsterisk
          key={form.key('login')}
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <FormErrors error={refused ?? login.error} />
        <RequiresNetwork>
          <Button type="submit" loading={login.isPending} fullWidth>
            {mode === 'add' ? 'Add account' : 'Log in'}
          </Button>
        </RequiresNetwork>
      </Stack>
    </form>
  );
}
