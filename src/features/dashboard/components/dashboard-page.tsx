import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconShieldCheck, IconUser } from '@tabler/icons-react';
import type { CurrentUser } from '@/lib/session/session-schemas';

function greeting(hour: number): string {
  if (hour < 5) return 'Good night';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The dashboard's frame; its widgets arrive with the dashboard issue. */
export function DashboardPage({ user, now = new Date() }: { user: CurrentUser; now?: Date }) {
  const role = user.isSuperAdmin ? 'Super admin' : user.role === 'client' ? 'API client' : 'Staff';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">
          {greeting(now.getHours())}, {user.login}.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Group>
            <ThemeIcon variant="light" size="lg">
              <IconUser aria-hidden />
            </ThemeIcon>
            <div>
              <Text size="xs" c="dimmed">
                Signed in as
              </Text>
              <Text fw={600}>{user.login}</Text>
            </div>
          </Group>
        </Card>
        <Card withBorder>
          <Group>
            <ThemeIcon variant="light" size="lg">
              <IconShieldCheck aria-hidden />
            </ThemeIcon>
            <div>
              <Text size="xs" c="dimmed">
                Role
              </Text>
              <Text fw={600}>{role}</Text>
            </div>
          </Group>
        </Card>
        <Card withBorder>
          <Group>
            <ThemeIcon variant="light" size="lg">
              <IconClockHour4 aria-hidden />
            </ThemeIcon>
            <div>
              <Text size="xs" c="dimmed">
                All times are
              </Text>
              <Text fw={600}>UTC</Text>
            </div>
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
