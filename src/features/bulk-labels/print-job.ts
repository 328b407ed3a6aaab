import { printLink } from '@/lib/print-link';
import type { LabelEntity } from './api/bulk-labels-calls';

// A ZPL job's print link (decision 049): the print link of spec a section 7 with the job's ids,
// comma-separated, behind the print driver's protocol, so the driver prints the whole job.

/** The print driver's protocol (spec c section 7): the browser hands the link to the driver. */
export const PRINT_PROTOCOL = 'eplprinter';

/** The print driver's link of a ZPL job: the print link with the job's ids, comma-separated. */
export function printJobLink(input: {
  origin: string;
  entity: LabelEntity;
  ids: readonly number[];
  sessionId: string;
  printHash: string;
}): string {
  const { ids, ...rest } = input;
  return `${PRINT_PROTOCOL}:${printLink({ ...rest, id: ids.join(',') })}`;
}
