import { Button, Checkbox, Group, Modal, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
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
  const flip = (key: string) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const show = (value: string) => (revealed ? value || '(empty)' : MASK);

  return (
    <Modal opened onClose={onCancel} title={`Update other services: ${login}`} size="xl">
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
            <Table.ScrollContainer minWidth={520}>
              <Table aria-label={`Changes for ${service.name}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Update</Table.Th>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Mode</Table.Th>
                    <Table.Th>Current</Table.Th>
                    <Table.Th>New</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {service.items.map((item) => {
                    const key = diffItemKey(service.id, item);
                    return (
                      <Table.Tr key={key}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Update ${item.account} ${item.field} ${item.mode} in ${service.name}`}
                            checked={ticked.has(key)}
                            onChange={() => flip(key)}
                          />
                        </Table.Td>
                        <Table.Td>{item.account}</Table.Td>
                        <Table.Td>{item.field}</Table.Td>
                        <Table.Td>{item.mode}</Table.Td>
                        <Table.Td>{show(item.current)}</Table.Td>
                        <Table.Td>{show(item.next)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
    </Modal>
  );
}
