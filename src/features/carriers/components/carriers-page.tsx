import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ExportButton } from '@/components/list/export/list-export';
import { ListBody } from '@/components/list/list-body';
import { QuickSearch } from '@/components/quick-search';
import { RefreshButton } from '@/components/refresh-button';
import { RouterAnchor } from '@/components/router-link';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { CARRIERS_SEARCH_DEBOUNCE_MS, WHITELISTING_FILE } from '@/config/carriers-constants';
import { useAccess } from '@/lib/access';
import { notifyFailure } from '@/lib/notify';
import type { CsvColumn } from '@/lib/csv';
import { downloadServerCsv } from '@/lib/server-csv-download';
import { useAccount } from '@/lib/session/use-session';
import { fetchWhitelisting } from '../api/carriers-mutations';
import { carrierQueries } from '../api/carriers-queries';
import type { CarrierListItem } from '@/contract/carriers/carriers-schemas';
import { carrierLogoSrc } from '../carrier-logo-rules';
import { matchesCarrierSearch } from '../carriers-rules';

// The carriers list (spec c section 2): every carrier with its logo and name, searched on the
// device as the user types (300 ms, every word, Russian layout); each opens its documentation.

const route = getRouteApi('/_app/carriers/');

/** The CSV of the carriers shown (issue 18 §3, decision 050). */
const EXPORT_COLUMNS: readonly CsvColumn<CarrierListItem>[] = [
  { header: 'Carrier id', value: (carrier) => carrier.carrierId },
  { header: 'Carrier', value: (carrier) => carrier.carrierName },
];

function CarrierCard({ carrier }: { carrier: CarrierListItem }) {
  const logo = carrierLogoSrc(carrier.carrierLogo);
  return (
    <Card withBorder padding="md">
      <RouterAnchor
        to="/carriers/$carrierId"
        params={{ carrierId: String(carrier.carrierId) }}
        underline="never"
        c="inherit"
        aria-label={carrier.carrierName}
      >
        <Group wrap="nowrap">
          <Avatar src={logo} alt="" radius="sm" size="lg" color="blue">
            {carrier.carrierName.slice(0, 2).toUpperCase()}
          </Avatar>
          <Text fw={600}>{carrier.carrierName}</Text>
        </Group>
      </RouterAnchor>
    </Card>
  );
}

export function CarriersPage() {
  const account = useAccount();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canDownload = useAccess().can(WRITE_ACTION.downloadWhitelisting);
  const query = useQuery(carrierQueries.list(account));
  const [downloading, setDownloading] = useState(false);
  const shown = useMemo(
    () => query.data?.filter((carrier) => matchesCarrierSearch(carrier, search.quickSearch)),
    [query.data, search.quickSearch],
  );
  const download = async () => {
    setDownloading(true);
    try {
      // Never as it comes: rewritten under the console's CSV rules first (issue 28 F7).
      await downloadServerCsv(await fetchWhitelisting(), WHITELISTING_FILE);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>Carrier Documentations</Title>
      <Group justify="space-between" align="flex-end">
        <QuickSearch
          value={search.quickSearch}
          onChange={(quickSearch) =>
            void navigate({ search: (prev) => ({ ...prev, quickSearch }), replace: true })
          }
          debounceMs={CARRIERS_SEARCH_DEBOUNCE_MS}
          label="Search carriers"
          placeholder="Carrier name"
          w={320}
        />
        <Group>
          <ExportButton
            name="Carriers"
            size="sm"
            columns={EXPORT_COLUMNS}
            source={{ kind: 'rows', rows: shown ?? [] }}
          />
          {canDownload ? (
            <RequiresNetwork>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading}
                onClick={() => void download()}
              >
                White listing carriers
              </Button>
            </RequiresNetwork>
          ) : null}
          <RefreshButton
            label="Refresh carriers"
            refreshing={query.isFetching}
            onRefresh={() => void query.refetch()}
          />
        </Group>
      </Group>
      <ListBody
        data={shown}
        error={query.error}
        isEmpty={(list) => list.length === 0}
        onRetry={() => void query.refetch()}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} component="ul" p={0} m={0}>
            {list.map((carrier) => (
              <li key={carrier.carrierId} style={{ listStyle: 'none' }}>
                <CarrierCard carrier={carrier} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </ListBody>
    </Stack>
  );
}
