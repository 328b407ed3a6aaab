import { ActionIcon, Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { confirmAction } from '@/lib/confirm';
import { useAddLink, useDeleteLink } from '../api/carriers-mutations';
import type { DocPart } from '@/contract/carriers/carriers-schemas';
import { linkError, linkHref } from '../carriers-rules';
import { quietly, saving, useCan, type VersionAt } from './docs-write';

// A part's links (spec c section 5: 'Field is required', 'No spaces allowed'), each opening in a
// new tab; adding and deleting with their action URLs.

export function PartLinks({
  at,
  part,
  links,
  title,
}: {
  at: VersionAt;
  part: DocPart;
  links: string[];
  title: string;
}) {
  const can = useCan();
  const add = useAddLink();
  const remove = useDeleteLink();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const wrong = linkError(draft);
    setError(wrong);
    if (wrong) return;
    try {
      await saving(add.mutateAsync({ ...at, part, link: draft }));
      setDraft('');
    } catch {
      // Said by saving(); the link stays in the field.
    }
  };
  const drop = async (link: string) => {
    const sure = await confirmAction({
      text: `Link ${link} will be deleted. Continue?`,
      confirmLabel: 'Delete',
    });
    if (sure) quietly(saving(remove.mutateAsync({ ...at, part, link })));
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {title}
      </Text>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          No links
        </Text>
      ) : (
        <List spacing={4} size="sm" aria-label={title}>
          {links.map((link) => {
            const href = linkHref(link);
            return (
              <List.Item key={link}>
                <Group gap={4} wrap="nowrap">
                  {href ? (
                    <Anchor
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      style={{ wordBreak: 'break-all' }}
                    >
                      {link}
                    </Anchor>
                  ) : (
                    <Text size="sm">{link}</Text>
                  )}
                  {can(WRITE_ACTION.deleteCarrierLink) ? (
                    <RequiresNetwork>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={`Delete link ${link}`}
                        onClick={() => void drop(link)}
                      >
                        <IconTrash size={14} aria-hidden />
                      </ActionIcon>
                    </RequiresNetwork>
                  ) : null}
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
      {can(WRITE_ACTION.addCarrierLink) ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Group align="flex-start" gap="xs">
            <TextInput
              size="xs"
              label={`New link (${title})`}
              value={draft}
              error={error}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                if (error) setError(null);
              }}
              style={{ flex: 1 }}
            />
            <RequiresNetwork>
              <Button
                type="submit"
                size="xs"
                mt={22}
                loading={add.isPending}
                aria-label={`Add link (${title})`}
              >
                Add link
              </Button>
            </RequiresNetwork>
          </Group>
        </form>
      ) : null}
    </Stack>
  );
}
