import { Button, Center, Group, Image, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MFA_CODE_LENGTH } from '@/contract/constants';
import type { Account } from '@/lib/session/accounts';
import type { LoginResponse } from '@/contract/auth/auth-schemas';
import { useLoginMfa } from '../api/auth-mutations';
import { mfaCodeError } from '../auth-validation';
import { RequiresNetwork } from '@/components/requires-network';
import { FormErrors } from './form-errors';

// The second sign-in step: scan the QR code, type the six digits; they go as soon as all six are in.
export function MfaStep({
  identifier,
  qrCodeUrl,
  onBack,
  onSignedIn,
}: {
  identifier: string;
  qrCodeUrl: string | undefined;
  onBack: () => void;
  onSignedIn: (account: Account, response: LoginResponse) => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mfa = useLoginMfa();

  const submit = (value: string) => {
    const error = mfaCodeError(value);
    setFieldError(error);
    if (error || mfa.isPending) return;
    mfa.mutate(
      { identifier, code: value },
      {
        onSuccess: ({ account, response }) => onSignedIn(account, response),
        onError: () => setCode(''),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <Stack>
        <Text size="sm">
          Scan the QR code with your authenticator app, then enter the {MFA_CODE_LENGTH}-digit code
          it shows.
        </Text>
        {qrCodeUrl ? (
          <Center>
            <Image src={qrCodeUrl} alt="QR code for your authenticator app" w={180} h={180} />
          </Center>
        ) : null}
        <Stack gap={4} align="center">
          <PinInput
            length={MFA_CODE_LENGTH}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={setCode}
            onComplete={submit}
            disabled={mfa.isPending}
            error={Boolean(fieldError)}
            ariaLabel="Authentication code"
            getInputProps={(index) => ({ 'aria-label': `Authentication code digit ${index + 1}` })}
          />
          {fieldError ? (
            <Text size="sm" c="red" role="alert">
              {fieldError}
            </Text>
          ) : null}
        </Stack>
        <FormErrors error={mfa.error} />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <RequiresNetwork>
            <Button type="submit" loading={mfa.isPending}>
              Verify
            </Button>
          </RequiresNetwork>
        </Group>
      </Stack>
    </form>
  );
}
