import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { RouterNavLink } from '@/components/router-nav-link';
import { env } from '@/config/env';
import { EXTERNAL_LINK_ICON as ExternalIcon, type NavGroup } from '../nav-entries';

export function Sidebar({
  groups,
  targetOf,
  onNavigate,
}: {
  groups: NavGroup[];
  targetOf: (entry: NavGroup['entries'][number]) => string;
  onNavigate: () => void;
}) {
  return (
    <ScrollArea component="nav" aria-label="Main" style={{ flex: 1 }}>
      <Stack gap="md" p="xs">
        {groups.map((group) => (
          <Stack key={group.label ?? 'main'} gap={2}>
            {group.label ? (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
                {group.label}
              </Text>
            ) : null}
            {group.entries.map(({ label, icon: Icon, external, ...entry }) =>
              external ? (
                <NavLink
                  key={label}
                  component="a"
                  href={env.apiDocsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  label={label}
                  leftSection={<Icon size={18} aria-hidden />}
                  rightSection={<ExternalIcon size={14} aria-label="opens in a new tab" />}
                />
              ) : (
                <RouterNavLink
                  key={label}
                  to={targetOf({ label, icon: Icon, ...entry })}
                  label={label}
                  leftSection={<Icon size={18} aria-hidden />}
                  onClick={onNavigate}
                  activeProps={{ 'data-active': true, 'aria-current': 'page' }}
                />
              ),
            )}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
