import { Alert, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ExportButton } from '@/components/list/export/list-export';
import { QueryError } from '@/components/query-error';
import { OfflineCopyNotice } from '@/components/record-modal';
import { useAccount } from '@/lib/session/use-session';
import { pudoPointQueries } from '../api/pudo-points-queries';
import { PUDO_EXPORT_COLUMNS } from '../pudo-points-export';
import type { PudoMapParams, PudoPointsSearch } from '../pudo-points-search';
import { pudoMapParamsOf } from '../pudo-points-search';
import { LazyPudoMap } from './lazy-pudo-map';
import { PudoFilter } from './pudo-filter';
import { PudoPointList } from './pudo-point-list';

// /pudo_points (spec c sections 2-5, issue 16 section 4, decision 039): the search settings, then
// the map and the list of the points found, the one selected in either marked in both. The map
// (Leaflet and the country outlines) loads only once there are points to show (lazy-pudo-map.tsx).

const route = getRouteApi('/_app/pudo_points');

export const NO_SEARCH_TEXT = 'Choose a service and a user, then search.';
export const NO_POINTS_TEXT = 'No pickup points found';

export function PudoPointsPage() {
  const account = useAccount();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const services = useQuery(pudoPointQueries.services(account));
  const params = pudoMapParamsOf(search);

  const onSearch = (next: PudoPointsSearch) => void navigate({ search: next });

  return (
    <Stack gap="md">
      <Title order={1}>Pickup points</Title>
      {services.data ? (
        <Paper withBorder p="sm">
          <PudoFilter
            key={JSON.stringify(search)}
            data={services.data}
            search={search}
            onSearch={onSearch}
          />
        </Paper>
      ) : services.error ? (
        <QueryError error={services.error} onRetry={() => void services.refetch()} />
      ) : (
        <Loader aria-label="Loading services" />
      )}
      {params ? <Results params={params} /> : <Text c="dimmed">{NO_SEARCH_TEXT}</Text>}
    </Stack>
  );
}

function Results({ params }: { params: PudoMapParams }) {
  const account = useAccount();
  const query = useQuery(pudoPointQueries.map(account, params));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (query.error && !query.data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Loader aria-label="Searching pickup points" />;
  const { center, points } = query.data;
  const selected = points.some((point) => point.id === selectedId) ? selectedId : null;
  return (
    <Stack gap="xs">
      <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" role="status">
          {points.length === 0 ? NO_POINTS_TEXT : `${points.length} pickup points found`}
        </Text>
        {points.length > 0 ? (
          <ExportButton
            name="Pickup points"
            columns={PUDO_EXPORT_COLUMNS}
            source={{ kind: 'rows', rows: points }}
          />
        ) : null}
      </Group>
      {center && points.length > 0 ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <LazyPudoMap
              center={center}
              points={points}
              selectedId={selected}
              onSelect={setSelectedId}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <PudoPointList points={points} selectedId={selected} onSelect={setSelectedId} />
          </Grid.Col>
        </Grid>
      ) : points.length === 0 ? (
        <Alert color="gray" variant="light">
          Try another address, other coordinates or the other mode.
        </Alert>
      ) : null}
    </Stack>
  );
}
