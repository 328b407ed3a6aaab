import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconPrinter } from '@tabler/icons-react';
import { notifyFailure } from '@/lib/notify';
import { printLink, readPrintSessionId } from '@/lib/print-link';
import { RequiresNetwork } from './requires-network';

export const NO_PRINT_SESSION = 'No print session in this browser: sign in again to print.';

/**
 * Print through a print link (spec a section 7): a print hash for the record, then the link
 * with the session id from local storage. The tab opens on the click, so pop-up blockers let it
 * through, and is pointed at the link once the hash arrives.
 */
export function PrintButton({
  entity,
  id,
  requestHash,
}: {
  entity: 'parcels' | 'pallets';
  id: string;
  requestHash: (id: string) => Promise<{ printHash: string }>;
}) {
  const hash = useMutation({ mutationFn: requestHash });
  const print = () => {
    const sessionId = readPrintSessionId();
    if (!sessionId) {
      notifyFailure(NO_PRINT_SESSION);
      return;
    }
    const tab = window.open('', '_blank');
    hash.mutate(id, {
      onSuccess: ({ printHash }) => {
        const url = printLink({ origin: window.location.origin, entity, id, sessionId, printHash });
        if (!tab) {
          window.open(url, '_blank', 'noopener');
          return;
        }
        tab.opener = null;
        tab.location.href = url;
      },
      onError: (error) => {
        tab?.close();
        notifyFailure(error);
      },
    });
  };
  return (
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
  );
}
