import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
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

type ContactRow = { userId: number; contactId: number; contact: Contact };

type Editing = ContactRow | 'new' | null;

/** The value, cut to its column with its whole text in a tooltip; the spec's text when empty. */
const shown = (value: string, empty: string) =>
  value || (
    <Text span size="sm" c="dimmed">
      {empty}
    </Text>
  );

/** The columns of a user's contacts; the actions shown are the account's (spec c section 6). */
function contactColumns({
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (row: ContactRow) => void;
  onDelete: (row: ContactRow) => void;
}): Column<ContactRow>[] {
  return [
    { header: 'Name', width: 160, cell: ({ contact }) => shown(contact.name, 'No name') },
    { header: 'Email', width: 200, cell: ({ contact }) => shown(contact.email, 'No email') },
    { header: 'Phone', width: 140, cell: ({ contact }) => shown(contact.phone, 'No phone') },
    {
      header: 'Actions',
      width: 80,
      align: 'right',
      cell: (row) => {
        const name = row.contact.name || row.contact.email || row.contact.phone;
        return (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {canEdit ? (
              <RequiresNetwork>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit contact ${name}`}
                  onClick={() => onEdit(row)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </RequiresNetwork>
            ) : null}
            {canDelete ? (
              <RequiresNetwork>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete contact ${name}`}
                  onClick={() => onDelete(row)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </RequiresNetwork>
            ) : null}
          </Group>
        );
      },
    },
  ];
}

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
    .map(([userId, byId]) => ({
      userId: Number(userId),
      rows: Object.entries(byId).map(([contactId, contact]): ContactRow => ({
        userId: Number(userId),
        contactId: Number(contactId),
        contact,
      })),
    }))
    .filter((group) => group.rows.length > 0)
    .sort((a, b) => loginOf(a.userId).localeCompare(loginOf(b.userId)));

  const { mutateAsync: removeContact } = remove;
  const drop = useCallback(
    async ({ userId, contactId }: ContactRow) => {
      const sure = await confirmAction({
        text: 'Contact will be deleted. Continue?',
        confirmLabel: 'Delete',
      });
      if (sure) quietly(saving(removeContact({ ...at, userId, contactId })));
    },
    [at, removeContact],
  );
  const canEdit = can(WRITE_ACTION.updateCarrierContact);
  const canDelete = can(WRITE_ACTION.deleteCarrierContact);
  const columns = useMemo(
    () =>
      contactColumns({
        canEdit,
        canDelete,
        onEdit: (row) => setEditing(row),
        onDelete: (row) => void drop(row),
      }),
    [canEdit, canDelete, drop],
  );

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
            <ListTable
              label={`Contacts added by ${loginOf(userId)}`}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.contactId}
              maxHeight={null}
            />
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
