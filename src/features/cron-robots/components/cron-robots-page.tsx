import { Stack, Tabs, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useFlushOnLeave } from '@/lib/pending-actions/use-pending-actions';
import { CRON_ROBOTS_TABS, type CronRobotsTab } from '../cron-robots-search';
import { HistoryLogTab } from './history-log-tab';
import { RobotsListTab } from './robots-list-tab';
import { RobotsScheduleTab } from './robots-schedule-tab';
import { ROBOT_STOP_KIND } from './use-stop-robot';

// /cron_robots (spec c section 2): the tabs Robots List, History log and Robots Schedule, the
// open one kept in the URL as `tab`. Only the open tab is mounted, so each loads when shown.

const route = getRouteApi('/_app/cron_robots');

const TAB_LABELS: Readonly<Record<CronRobotsTab, string>> = {
  'robots-list': 'Robots List',
  'history-log': 'History log',
  'robots-schedule': 'Robots Schedule',
};

const isTab = (value: string | null): value is CronRobotsTab =>
  (CRON_ROBOTS_TABS as readonly (string | null)[]).includes(value);

export function CronRobotsPage() {
  const tab = route.useSearch({ select: (search) => search.tab });
  const navigate = route.useNavigate();
  // A stop waiting for Undo is sent when the page is left, not when another tab opens.
  useFlushOnLeave(ROBOT_STOP_KIND);

  return (
    <Stack gap="md">
      <Title order={1}>Cron Robots</Title>
      <Tabs
        keepMounted={false}
        value={tab}
        onChange={(value) => {
          if (isTab(value)) void navigate({ search: (prev) => ({ ...prev, tab: value }) });
        }}
      >
        <Tabs.List aria-label="Robots" mb="md">
          {CRON_ROBOTS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="robots-list">
          <RobotsListTab />
        </Tabs.Panel>
        <Tabs.Panel value="history-log">
          <HistoryLogTab />
        </Tabs.Panel>
        <Tabs.Panel value="robots-schedule">
          <RobotsScheduleTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
