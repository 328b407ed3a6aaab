import { Alert, Center, Image, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/components/modal/app-modal';
import { MFA_CODE_LENGTH } from '@/contract/constants';
import { errorMessages } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notify';
import { useSaveMfa } from '../api/mfa-mutations';

export const MFA_SET_UP = 'Two-factor authentication is set up';

// Spec b section 4: after switching one's own two-factor authentication on, scan the QR code
// with Google Authenticator and type its six digits; they are sent as soon as all six are in.
// A wrong code shows the server's message and empties the boxes for the next try.
export function MfaSetupModal({ qrCodeUrl, onClose }: { qrCodeUrl: string; onClose: () => void }) {
  const [code, setCode] = useState('');
  const save = useSaveMfa();

  const submit = (value: string) => {
    if (save.isPending || !new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(value)) return;
    save.mutate(value, {
      onSuccess: (answer) => {
        notifySuccess(answer.message ?? MFA_SET_UP);
        onClose();
      },
      onError: () => setCode(''),
    });
  };

  return (
    // Compact: a short text, the code to scan and six boxes read well in a box on a phone too.
    <AppModal compact onClose={onClose} title="Set up two-factor authentication">
      <Stack>
        <Text size="sm">
          Scan the QR code with Google Authenticator, then enter the {MFA_CODE_LENGTH}-digit code it
          shows.
        </Text>
        <Center>
          <Image src={qrCodeUrl} alt="QR code for Google Authenticator" w={180} h={180} />
        </Center>
        <Center>
          <PinInput
            length={MFA_CODE_LENGTH}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={(value) => {
              setCode(value);
              if (save.isError) save.reset();
            }}
            onComplete={submit}
            disabled={save.isPending}
            error={save.isError}
            ariaLabel="Authentication code"
            getInputProps={(index) => ({ 'aria-label': `Authentication code digit ${index + 1}` })}
          />
        </Center>
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessages(save.error).join(' ')}
          </Alert>
        ) : null}
      </Stack>
    </AppModal>
  );
}
