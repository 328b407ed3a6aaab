import { Card, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { startTransition, useEffect, useState } from 'react';
import type { Account } from '@/lib/session/accounts';
import type { CommonLists, CurrentUser } from '@/lib/session/session-schemas';
import { HealthWidget } from './health-widget';
import { ErrorMappingWidget, TrackingMappingWidget } from './mapping-widgets';
import { ParcelsWidget } from './parcels-widget';
import { RequestsWidget } from './requests-widget';

function greeting(hour: number): string {
  if (hour < 5) return 'Good night';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const HALF = { base: 12, lg: 6 } as const;

/**
 * Spec a sections 2 and 6: the health widget when the access list has the health check, the
 * mapping and requests widgets for super admins, the parcels widget for everyone. Each widget
 * loads, polls and fails on its own.
 */
function DashboardWidgets({
  account,
  user,
  canSeeHealth,
  apiUsers,
}: {
  account: Account;
  user: CurrentUser;
  canSeeHealth: boolean;
  apiUsers: CommonLists['apiUsers'];
}) {
  const superAdmin = user.isSuperAdmin;
  return (
    <Grid gap="md" align="flex-start">
      {canSeeHealth ? (
        <Grid.Col span={HALF}>
          <HealthWidget account={account} />
        </Grid.Col>
      ) : null}
      <Grid.Col span={canSeeHealth ? HALF : 12}>
        <ParcelsWidget account={account} />
      </Grid.Col>
      {superAdmin ? (
        <>
          <Grid.Col span={HALF}>
            <ErrorMappingWidget account={account} />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TrackingMappingWidget account={account} />
          </Grid.Col>
          <Grid.Col span={12}>
            <RequestsWidget account={account} apiUsers={apiUsers} />
          </Grid.Col>
        </>
      ) : null}
    </Grid>
  );
}

/**
 * True once the page has committed: the widgets then render in a transition, after the heading
 * and the frame are on screen. Right after sign-in the whole shell renders for the first time,
 * and the widgets (each loading on its own anyway) would double that first task (decision 017).
 */
function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}

/** The dashboard: a greeting, then the widgets the signed-in user may see. */
export function DashboardPage({
  account,
  user,
  canSeeHealth,
  apiUsers,
  now = new Date(),
}: {
  account: Account;
  user: CurrentUser;
  canSeeHealth: boolean;
  apiUsers: CommonLists['apiUsers'];
  now?: Date;
}) {
  const role = user.isSuperAdmin ? 'Super admin' : user.role === 'client' ? 'API client' : 'Staff';
  const showWidgets = useAfterFirstCommit();
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
      {showWidgets ? (
        <DashboardWidgets
          account={account}
          user={user}
          canSeeHealth={canSeeHealth}
          apiUsers={apiUsers}
        />
      ) : null}
    </Stack>
  );
}
