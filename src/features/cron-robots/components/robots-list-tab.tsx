import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTerminal2 } from '@tabler/icons-react';
import { RefreshButton } from '@/components/refresh-button';
import { useMemo } from 'react';
import { CardGrid } from '@/components/list/card-grid';
import { ExportButton } from '@/components/list/export/list-export';
import { ListBody } from '@/components/list/list-body';
import { RouterButton } from '@/components/router-link';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { withoutPending } from '@/lib/pending-actions/use-pending-actions';
import { useAccount } from '@/lib/session/use-session';
import { useDeleteRobot } from '../api/cron-robots-mutations';
import { cronRobotQueries } from '../api/cron-robots-queries';
import { RUNNING_ROBOT_EXPORT_COLUMNS } from '../cron-robots-export';
import type { RunningRobot } from '@/contract/cron-robots/cron-robots-schemas';
import { RobotCard } from './robot-card';
import { useStopRobot } from './use-stop-robot';

// The Robots List tab (spec c sections 2 and 4): the robots running now, refresh, an optimistic
// stop with Undo, delete after a confirmation, and the launch command modal (a child route).

const nameOf = (robot: RunningRobot) => robot.name;

export function RobotsListTab() {
  const account = useAccount();
  const access = useAccess();
  const query = useQuery(cronRobotQueries.running(account));
  const { pending, stop } = useStopRobot();
  const remove = useDeleteRobot();
  const refetch = () => void query.refetch();
  const robots = useMemo(
    () => (query.data ? withoutPending(query.data.robots, pending, nameOf) : undefined),
    [query.data, pending],
  );
  // 'Running for' is as of the last answer (set whenever there are robots to show); Refresh
  // brings it up to date.
  const nowMs = query.dataUpdatedAt;

  const askDelete = async (name: string) => {
    const sure = await confirmAction({ text: `Delete robot ${name}?`, confirmLabel: 'Delete' });
    if (sure) remove.mutate(name);
  };

  return (
    <>
      <Group justify="space-between" gap="sm" mb="md">
        <RouterButton
          to="/cron_robots/launch"
          search={true}
          size="xs"
          leftSection={<IconTerminal2 size={14} aria-hidden />}
        >
          Get robot launch command
        </RouterButton>
        <Group gap="sm">
          <ExportButton
            name="Running robots"
            columns={RUNNING_ROBOT_EXPORT_COLUMNS}
            source={{ kind: 'rows', rows: robots ?? [] }}
          />
          <RefreshButton label="Refresh robots" refreshing={query.isFetching} onRefresh={refetch} />
        </Group>
      </Group>
      {access.can(WRITE_ACTION.stopRobot) ? null : (
        <Text size="sm" c="dimmed" role="note" mb="md">
          Read only: your account cannot stop robots.
        </Text>
      )}
      <ListBody
        data={robots}
        error={query.error}
        isEmpty={(all) => all.length === 0}
        onRetry={refetch}
      >
        {(all) => (
          <CardGrid label="Running robots">
            {all.map((robot) => (
              <RobotCard
                key={robot.name}
                robot={robot}
                nowMs={nowMs}
                onStop={access.can(WRITE_ACTION.stopRobot) ? stop : undefined}
                onDelete={
                  access.can(WRITE_ACTION.deleteRobot) ? (name) => void askDelete(name) : undefined
                }
                deleting={remove.isPending && remove.variables === robot.name}
              />
            ))}
          </CardGrid>
        )}
      </ListBody>
    </>
  );
}
