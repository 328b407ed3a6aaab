import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { RequiresNetwork } from '@/components/requires-network';
import type { LabelEntity } from '../api/bulk-labels-calls';
import { type LabelRef, MAX_LABELS, tooManyLabelsMessage } from '../label-types';
import { useBulkLabels } from '../use-bulk-labels';
import { BulkLabelsDialog } from './bulk-labels-dialog';

// The bulk actions of the parcel and pallet lists (issue 18 §2): Print labels and Download
// labels for the selected records, at most 500 at once.

export function BulkLabelActions({
  entity,
  refs,
}: {
  entity: LabelEntity;
  /** The selected records, in the order they were selected. */
  refs: readonly LabelRef[];
}) {
  const { run, start, cancel } = useBulkLabels(entity);
  const tooMany = refs.length > MAX_LABELS;
  const disabled = refs.length === 0 || tooMany;
  return (
    <>
      <Group gap="xs">
        {tooMany ? (
          <Text size="sm" c="red" role="alert">
            {tooManyLabelsMessage(refs.length)}
          </Text>
        ) : null}
        <RequiresNetwork>
          <Button
            size="xs"
            leftSection={<IconPrinter size={14} aria-hidden />}
            disabled={disabled}
            onClick={() => start('print', refs)}
          >
            Print labels
          </Button>
        </RequiresNetwork>
        <RequiresNetwork>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={disabled}
            onClick={() => start('download', refs)}
          >
            Download labels
          </Button>
        </RequiresNetwork>
      </Group>
      <BulkLabelsDialog entity={entity} run={run} onClose={cancel} />
    </>
  );
}

/** The lists' bulk actions, one stable function per list (the routes hand them to the lists). */
export const labelActionsFor = {
  parcels: (refs: LabelRef[]) => <BulkLabelActions entity="parcels" refs={refs} />,
  pallets: (refs: LabelRef[]) => <BulkLabelActions entity="pallets" refs={refs} />,
} as const;
