import { Anchor, Button, type ButtonVariant, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailure } from '@/lib/notify';
import { readPrintSessionId } from '@/lib/print-link';
import { NO_PRINT_SESSION } from './print-button';
import { RequiresNetwork } from './requires-network';

/**
 * Print through the local print driver (spec a section 7, spec c section 7): `linkOf` gets a print
 * hash and builds the custom-protocol link, which the browser hands to the driver while the page
 * stays. The link stays on screen ('Print again'), so a print the driver missed can be sent
 * again. Used by the label builder and by bulk ZPL labels (decision 049).
 */
export function DriverPrintButton({
  children,
  variant,
  linkOf,
}: {
  children: string;
  variant?: ButtonVariant;
  /** The print link for this browser's print session id. */
  linkOf: (sessionId: string) => Promise<string>;
}) {
  const [link, setLink] = useState<string | null>(null);
  const hash = useMutation({ mutationFn: linkOf });
  const print = () => {
    const sessionId = readPrintSessionId();
    if (!sessionId) {
      notifyFailure(NO_PRINT_SESSION);
      return;
    }
    hash.mutate(sessionId, {
      onSuccess: (next) => {
        setLink(next);
        window.location.assign(next);
      },
      onError: notifyFailure,
    });
  };
  return (
    <Stack gap={4}>
      <RequiresNetwork>
        <Button
          variant={variant}
          leftSection={<IconPrinter size={16} aria-hidden />}
          loading={hash.isPending}
          onClick={print}
        >
          {children}
        </Button>
      </RequiresNetwork>
      {link ? (
        <Text size="xs" role="status">
          Sent to the print driver.{' '}
          <Anchor href={link} size="xs">
            Print again
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
