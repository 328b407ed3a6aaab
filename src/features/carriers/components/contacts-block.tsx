import {
  ActionIcon,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { confirmAction } from '@/lib/confirm';
import { useCommonLists } from '@/lib/session/use-session';
import { useAddContact, useDeleteContact, useUpdateContact } from '../api/carriers-mutations';
import type { Contact, DocVersion } from '@/contract/carriers/carriers-schemas';
import { ContactModal } from './contact-modal';
import { quietly, saving, useCan, type VersionAt } from './docs-write';

// A version's contacts, grouped by the user who added them (shown by login; spec c section 3),
// with the spec's empty texts ('No contacts data', 'No name', 'No email', 'No phone').

type Editing = { userId: number; contactId: number; contact: Contact } | 'new' | null;

const shown = (value: string, empty: string) =>
  value ? (
    <Text size="sm">{value}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {empty}
    </Text>
  );

export function ContactsBlock({
  at,
  contacts,
}: {
  at: VersionAt;
  contacts: DocVersion['contacts'];
}) {
  const can = useCan();
  const { users } = useCommonLists();
  const add = useAddContact();
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<Editing>(null);
  const loginOf = (userId: number) => users.find((u) => u.id === userId)?.login ?? `User ${userId}`;
  const groups = Object.entries(contacts)
    .map(([userId, byId]) => ({ userId: Number(userId), rows: Object.entries(byId) }))
    .filter((group) => group.rows.length > 0)
    .sort((a, b) => loginOf(a.userId).localeCompare(loginOf(b.userId)));

  const drop = async (userId: number, contactId: number) => {
    const sure = await confirmAction({
      text: 'Contact will be deleted. Continue?',
      confirmLabel: 'Delete',
    });
    if (sure) quietly(saving(remove.mutateAsync({ ...at, userId, contactId })));
  };

  return (
    <Stack gap="xs" component="section" aria-label="Contacts">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Contacts
        </Title>
        {can(WRITE_ACTION.addCarrierContact) ? (
          <RequiresNetwork>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              Add contact
            </Button>
          </RequiresNetwork>
        ) : null}
      </Group>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          No contacts data
        </Text>
      ) : (
        groups.map(({ userId, rows }) => (
          <Stack key={userId} gap={4}>
            <Text size="sm" fw={600}>
              {loginOf(userId)}
            </Text>
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label={`Contacts added by ${loginOf(userId)}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Phone</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map(([contactId, contact]) => {
                    const name = contact.name || contact.email || contact.phone;
                    return (
                      <Table.Tr key={contactId}>
                        <Table.Td>{shown(contact.name, 'No name')}</Table.Td>
                        <Table.Td>{shown(contact.email, 'No email')}</Table.Td>
                        <Table.Td>{shown(contact.phone, 'No phone')}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            {can(WRITE_ACTION.updateCarrierContact) ? (
                              <RequiresNetwork>
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={`Edit contact ${name}`}
                                  onClick={() =>
                                    setEditing({ userId, contactId: Number(contactId), contact })
                                  }
                                >
                                  <IconPencil size={16} aria-hidden />
                                </ActionIcon>
                              </RequiresNetwork>
                            ) : null}
                            {can(WRITE_ACTION.deleteCarrierContact) ? (
                              <RequiresNetwork>
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  aria-label={`Delete contact ${name}`}
                                  onClick={() => void drop(userId, Number(contactId))}
                                >
                                  <IconTrash size={16} aria-hidden />
                                </ActionIcon>
                              </RequiresNetwork>
                            ) : null}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ))
      )}
      {editing === 'new' ? (
        <ContactModal
          title="Add contact"
          onClose={() => setEditing(null)}
          onSave={(contact) => saving(add.mutateAsync({ ...at, contact }), 'Contact saved')}
        />
      ) : editing ? (
        <ContactModal
          title="Edit contact"
          initial={editing.contact}
          onClose={() => setEditing(null)}
          onSave={(contact) =>
            saving(
              update.mutateAsync({
                ...at,
                userId: editing.userId,
                contactId: editing.contactId,
                contact,
              }),
              'Contact saved',
            )
          }
        />
      ) : null}
    </Stack>
  );
}
