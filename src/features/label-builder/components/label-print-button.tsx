import { DriverPrintButton } from '@/components/driver-print-button';
import { env } from '@/config/env';
import { generateLabelPrintHash } from '../api/label-builder-queries';
import type { LabelSettings } from '@/contract/label-builder/label-builder-schemas';
import { labelPrintLink } from '../label-builder-rules';

// Print (spec c section 7): a print hash for a timestamp id, then the custom-protocol link that
// hands the label (zpl-print, 300 DPI) to the local print driver.

export function LabelPrintButton({ settings }: { settings: LabelSettings }) {
  const linkOf = async (sessionId: string) => {
    const id = Date.now();
    const { printHash } = await generateLabelPrintHash(id);
    return labelPrintLink({
      origin: window.location.origin,
      apiBase: env.apiBase,
      settings,
      id,
      sessionId,
      printHash,
    });
  };
  return (
    <DriverPrintButton variant="default" linkOf={linkOf}>
      Print
    </DriverPrintButton>
  );
}
