import { Card, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { startTransition, useEffect, useState } from 'react';
import { canOpenHealthCheck, useAccess } from '@/lib/access';
import { useCommonLists } from '@/lib/session/use-session';
import { greeting } from '../dashboard-rules';
import { HealthWidget } from './health-widget';
import { ErrorMappingWidget, TrackingMappingWidget } from './mapping-widgets';
import { ParcelsWidget } from './parcels-widget';
import { RequestsWidget } from './requests-widget';

const HALF = { base: 12, lg: 6 } as const;

/**
 * Spec a sections 2 and 6: the health widget when the access list has the health check, the
 * mapping and requests widgets for super admins, the parcels widget for everyone. Each widget
 * loads, polls and fails on its own.
 */
function DashboardWidgets() {
  const { currentUser } = useCommonLists();
  const canSeeHealth = canOpenHealthCheck(useAccess());
  return (
    <Grid gap="md" align="flex-start">
      {canSeeHealth ? (
        <Grid.Col span={HALF}>
          <HealthWidget />
        </Grid.Col>
      ) : null}
      <Grid.Col span={canSeeHealth ? HALF : 12}>
        <ParcelsWidget />
      </Grid.Col>
      {currentUser.isSuperAdmin ? (
        <>
          <Grid.Col span={HALF}>
            <ErrorMappingWidget />
          </Grid.Col>
          <Grid.Col span={HALF}>
            <TrackingMappingWidget />
          </Grid.Col>
          <Grid.Col span={12}>
            <RequestsWidget />
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
export function DashboardPage({ now = new Date() }: { now?: Date }) {
  const { currentUser: user } = useCommonLists();
  const role = user.isSuperAdmin ? 'Super admin' : user.role === 'client' ? 'API client' : 'Staff';
  const showWidgets = useAfterFirstCommit();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">
          {greeting(now)}, {user.login}.
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
      {showWidgets ? <DashboardWidgets /> : null}
    </Stack>
  );
}
