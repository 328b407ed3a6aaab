import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { NO_PRINT_SESSION } from '@/components/print-button';
import { RequiresNetwork } from '@/components/requires-network';
import { env } from '@/config/env';
import { notifyFailure } from '@/lib/notify';
import { readPrintSessionId } from '@/lib/print-link';
import { generateLabelPrintHash } from '../api/label-builder-queries';
import type { LabelSettings } from '../api/label-builder-schemas';
import { labelPrintLink } from '../label-builder-rules';

// Print (spec c section 7): a print hash for a timestamp id, then the custom-protocol link that
// hands the label (zpl-print, 300 DPI) to the local print driver. The link stays on screen, so
// a print the driver missed can be sent again.

export function LabelPrintButton({ settings }: { settings: LabelSettings }) {
  const hash = useMutation({ mutationFn: generateLabelPrintHash });
  const [link, setLink] = useState<string | null>(null);
  const print = () => {
    const sessionId = readPrintSessionId();
    if (!sessionId) {
      notifyFailure(NO_PRINT_SESSION);
      return;
    }
    const id = Date.now();
    hash.mutate(id, {
      onSuccess: ({ printHash }) => {
        const printLink = labelPrintLink({
          origin: window.location.origin,
          apiBase: env.apiBase,
          settings,
          id,
          sessionId,
          printHash,
        });
        setLink(printLink);
        // A custom protocol: the browser hands it to the print driver and the page stays.
        window.location.assign(printLink);
      },
      onError: notifyFailure,
    });
  };
  return (
    <Stack gap={4}>
      <RequiresNetwork>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          loading={hash.isPending}
          onClick={print}
        >
          Print
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
