import { Grid, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { OfflineCopyNotice, RecordLoader, RecordModal } from '@/components/record-modal';
import { RecordParamSwitch, useRecordQuery, useRecordRoute } from '@/components/record-route';
import { useAccount } from '@/lib/session/use-session';
import { serviceQueries } from '../api/services-queries';
import type { ServiceDetail } from '@/contract/services/services-schemas';
import { openTab, SERVICE_TAB_LABEL, serviceTabs } from '../service-tabs';
import { SERVICE_TAB_KEY, type ServiceTab } from '../services-search';
import { BarcodeRangesTab } from './barcode-ranges-tab';
import { CredentialsTab } from './credentials-tab';
import { DefaultSettingsTab } from './default-settings-tab';
import { ServiceSidebar } from './service-sidebar';

// A service's details over the list (spec b section 2): the tabs the service has, its sidebar,
// and closing through navigation, so a tab with unsaved input is asked about first.

const route = getRouteApi('/_app/services/$data');

type RecordRoute = ReturnType<typeof useRecordRoute<ServiceTab>>;

export function ServiceModal() {
  const { data } = route.useParams();
  const record = useRecordRoute<ServiceTab>('/services', SERVICE_TAB_KEY);
  return (
    <RecordParamSwitch
      data={data}
      onLoadFailed={record.goBack}
      // Services come with the carrier integrations a deployment installs: the console edits
      // them and never creates one, so `create` says so rather than showing an empty form.
      create={
        <RecordModal withCancel title="New service" onClose={record.close}>
          <Text>
            Services are added by deployments of carrier integrations, not in the console. Open an
            existing service from the list to change its credentials, ranges or settings.
          </Text>
        </RecordModal>
      }
    >
      {(id) => <ServiceDetails id={id} record={record} />}
    </RecordParamSwitch>
  );
}

function ServiceDetails({ id, record }: { id: string; record: RecordRoute }) {
  const account = useAccount();
  const query = useRecordQuery(serviceQueries.detail(account, id), record.goBack);
  const service = query.data;
  return (
    <RecordModal
      details
      withCancel
      title={service ? service.name : 'Service'}
      onClose={record.close}
      remember={Boolean(service)}
    >
      {service ? (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ServiceTabs service={service} tab={record.tab} onTab={record.setTab} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ServiceSidebar service={service} />
            </Grid.Col>
          </Grid>
        </>
      ) : (
        <RecordLoader label="Loading service" />
      )}
    </RecordModal>
  );
}

function ServiceTabs({
  service,
  tab,
  onTab,
}: {
  service: ServiceDetail;
  tab: ServiceTab;
  onTab: (tab: ServiceTab) => void;
}) {
  const account = useAccount();
  // The settings fields decide whether a service without keys yet has the settings tab.
  const fields = useQuery(serviceQueries.fields(account, service.id));
  const tabs = serviceTabs(service, Object.keys(fields.data ?? {}).length);
  const open = openTab(tabs, tab);
  if (!open) {
    return (
      <Text c="dimmed" py="md">
        This service has no credentials, barcode ranges or default parcels settings.
      </Text>
    );
  }
  return (
    // Panels stay mounted: what was typed in one tab is still there after a look at another.
    <Tabs value={open} onChange={(value) => value && onTab(value as ServiceTab)}>
      <Tabs.List>
        {tabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {SERVICE_TAB_LABEL[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Stack pt="md">
        {tabs.includes('credentials') ? (
          <Tabs.Panel value="credentials">
            <CredentialsTab service={service} />
          </Tabs.Panel>
        ) : null}
        {tabs.includes('barcode-ranges') ? (
          <Tabs.Panel value="barcode-ranges">
            <BarcodeRangesTab service={service} />
          </Tabs.Panel>
        ) : null}
        {tabs.includes('default_parcels') ? (
          <Tabs.Panel value="default_parcels">
            <DefaultSettingsTab service={service} />
          </Tabs.Panel>
        ) : null}
      </Stack>
    </Tabs>
  );
}
