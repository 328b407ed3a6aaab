import { Button, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
import { AppModal } from '@/components/modal/app-modal';
import { RequiresNetwork } from '@/components/requires-network';
import type { DiffItem } from '@/contract/services/services-schemas';
import { allDiffKeys, diffItemKey, type DiffService } from '../credentials-diff-rules';

const MASK = '••••••';

/**
 * Spec b section 4: what saving to the carrier version's other services would overwrite, each
 * item ticked; 'Apply update' saves them, an unticked item keeping its current value.
 */
export function CredentialsDiffModal({
  login,
  services,
  applying,
  onApply,
  onCancel,
}: {
  login: string;
  services: readonly DiffService[];
  applying: boolean;
  onApply: (ticked: ReadonlySet<string>) => void;
  onCancel: () => void;
}) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => allDiffKeys(services));
  const [revealed, setRevealed] = useState(false);
  const flip = useCallback(
    (key: string) =>
      setTicked((previous) => {
        const next = new Set(previous);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  return (
    <AppModal onClose={onCancel} title={`Update other services: ${login}`} size="xl">
      <Stack gap="md">
        <Text size="sm">
          These services of the same carrier version hold other values. Ticked items take the new
          value; unticked ones keep theirs.
        </Text>
        <Switch
          label="Show values"
          checked={revealed}
          onChange={(event) => setRevealed(event.currentTarget.checked)}
        />
        {services.map((service) => (
          <Stack key={service.id} gap={4}>
            <Title order={4} size="h6">
              {`${service.name} (id ${service.id})`}
            </Title>
            <ServiceChanges service={service} ticked={ticked} revealed={revealed} onFlip={flip} />
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <RequiresNetwork>
            <Button loading={applying} onClick={() => onApply(ticked)}>
              Apply update
            </Button>
          </RequiresNetwork>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** One service's items: 720 px, the room of the modal's xl frame. */
function ServiceChanges({
  service,
  ticked,
  revealed,
  onFlip,
}: {
  service: DiffService;
  ticked: ReadonlySet<string>;
  revealed: boolean;
  onFlip: (key: string) => void;
}) {
  const columns = useMemo((): Column<DiffItem>[] => {
    const show = (value: string) => (revealed ? value || '(empty)' : MASK);
    return [
      {
        header: 'Update',
        width: 70,
        cell: (item) => {
          const key = diffItemKey(service.id, item);
          return (
            <Checkbox
              aria-label={`Update ${item.account} ${item.field} ${item.mode} in ${service.name}`}
              checked={ticked.has(key)}
              onChange={() => onFlip(key)}
            />
          );
        },
      },
      { header: 'Account', width: 130, cell: (item) => item.account },
      { header: 'Field', width: 130, cell: (item) => item.field },
      { header: 'Mode', width: 70, cell: (item) => item.mode },
      { header: 'Current', width: 160, cell: (item) => show(item.current) },
      { header: 'New', width: 160, cell: (item) => show(item.next) },
    ];
  }, [service.id, service.name, ticked, revealed, onFlip]);
  return (
    <ListTable
      label={`Changes for ${service.name}`}
      columns={columns}
      rows={service.items}
      rowKey={(item) => diffItemKey(service.id, item)}
      maxHeight={null}
    />
  );
}
