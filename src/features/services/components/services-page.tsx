import { Badge, Group, Stack, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { CardGrid } from '@/components/list/card-grid';
import { ExportButton } from '@/components/list/export/list-export';
import { ListBody } from '@/components/list/list-body';
import { ListToolbar } from '@/components/list/list-toolbar';
import { SERVICES_GROUP_BY_CARRIER_KEY } from '@/config/services-constants';
import { accountKey } from '@/lib/session/accounts';
import { useAccount } from '@/lib/session/use-session';
import { serviceQueries } from '../api/services-queries';
import type { ServiceListItem } from '@/contract/services/services-schemas';
import { SERVICE_EXPORT_COLUMNS } from '../services-export';
import type { ServicesSearch } from '../services-search';
import {
  type CarrierGroup,
  filterServices,
  groupServices,
  sortServices,
} from '../services-list-rules';
import { ServiceCard } from './service-card';
import { ServicesFilters } from './services-toolbar';

// The services list (spec b section 2): the whole list comes in one answer and is searched,
// filtered, ordered and grouped here, so typing never waits for the network and works offline.

const route = getRouteApi('/_app/services');
const noop = () => undefined;

/** Group by carrier, remembered on this device for each account (on by default). */
function useGroupByCarrier() {
  const account = useAccount();
  return useLocalStorage<boolean>({
    key: `${SERVICES_GROUP_BY_CARRIER_KEY}:${accountKey(account)}`,
    defaultValue: true,
    getInitialValueInEffect: false,
    serialize: (value) => (value ? '1' : '0'),
    deserialize: (value) => value !== '0',
  });
}

export function ServicesPage() {
  const account = useAccount();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(serviceQueries.list(account));
  const [grouped, setGrouped] = useGroupByCarrier();
  const shown = useMemo(
    () => (query.data ? filterServices(query.data, search) : undefined),
    [query.data, search],
  );
  const exported = useMemo(() => (shown ? sortServices(shown) : []), [shown]);
  const patch = (next: Partial<ServicesSearch>, replace = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace });
  const refetch = () => void query.refetch();

  return (
    <Stack gap="md">
      <Title order={1}>Services</Title>
      <ListToolbar
        onMode={noop}
        view="cards"
        onView={noop}
        tableAvailable={false}
        refreshing={query.isFetching}
        onRefresh={refetch}
      >
        <ServicesFilters
          search={search}
          onChange={patch}
          grouped={grouped}
          onGrouped={setGrouped}
        />
        <ExportButton
          name="Services"
          columns={SERVICE_EXPORT_COLUMNS}
          source={{ kind: 'rows', rows: exported }}
        />
      </ListToolbar>
      <ListBody
        data={shown}
        error={query.error}
        isEmpty={(rows) => rows.length === 0}
        onRetry={refetch}
      >
        {(rows) =>
          grouped ? (
            <Stack gap="xl">
              {groupServices(rows).map((group) => (
                <CarrierSection key={group.carrier} group={group} />
              ))}
            </Stack>
          ) : (
            <ServiceGrid label="Services" services={sortServices(rows)} />
          )
        }
      </ListBody>
    </Stack>
  );
}

function ServiceGrid({ label, services }: { label: string; services: ServiceListItem[] }) {
  return (
    <CardGrid label={label}>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </CardGrid>
  );
}

function CarrierSection({ group }: { group: CarrierGroup }) {
  const id = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Group gap="xs">
        <Title order={2} fz="h3" id={id}>
          {group.carrier}
        </Title>
        <Badge variant="light" color="gray" aria-label={`${group.count} services`}>
          {group.count}
        </Badge>
      </Group>
      {group.subgroups.map((subgroup) => {
        const name = `${subgroup.version} · ${subgroup.type}`;
        return (
          <Stack key={name} gap="xs">
            <Title order={3} fz="h5">
              {name}
            </Title>
            <ServiceGrid label={`${group.carrier} ${name}`} services={subgroup.services} />
          </Stack>
        );
      })}
    </Stack>
  );
}
