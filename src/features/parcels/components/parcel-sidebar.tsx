import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CopyValueButton } from '@/components/copy-button';
import { OutLink } from '@/components/out-link';
import { RequestLogLink } from '@/components/request-log-link';
import { healthDetailsHref } from '@/lib/links';
import { RouterAnchor } from '@/components/router-link';
import { canOpenHealthCheck, useAccess } from '@/lib/access';
import { SCREEN } from '@/config/access-urls';
import { formatUtc } from '@/lib/dayjs';
import { lookupName } from '@/lib/list-options';
import { useCommonLists } from '@/lib/session/use-session';
import type { ParcelDetail } from '@/contract/parcels/parcel-schemas';
import { PARCEL_TAB_KEY } from '../parcel-details-search';
import { useManifestDownload } from './parcel-file-actions';

// The modal's sidebar (spec a section 2): the parcel's key facts, links out, and its files.
// Screens of other areas (request log, health check, services, pallets) are linked by path.

/** Spec a section 4: is_test of '1' or 'test' means a test parcel. */
export const parcelType = (isTest: string): 'live' | 'test' =>
  isTest === '1' || isTest === 'test' ? 'test' : 'live';

const stamp = (seconds: number | null) => (seconds === null ? '' : formatUtc(seconds * 1000));

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap" fz="sm">
        {children}
      </Group>
    </Stack>
  );
}

/** The health-check details of this parcel's tracking: by its request, else by a search. */
export function healthCheckHref(parcel: ParcelDetail): string | null {
  const label = parcel.health_check_tracking_label;
  if (!label) return null;
  if (parcel.request_id) {
    return healthDetailsHref({ label, additional_label: '', request_id: parcel.request_id });
  }
  const search = parcel.health_check_tracking_global_search;
  return search ? healthDetailsHref({ label, additional_label: '', global_search: search }) : null;
}

function ManifestStatus({ parcel }: { parcel: ParcelDetail }) {
  if (!parcel.manifest_status_message) return null;
  const failed = parcel.manifest_status_icon === 'error';
  const Icon = failed ? IconAlertCircle : IconCircleCheck;
  return (
    <Row label="Manifest status">
      <Icon
        size={16}
        color={failed ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-green-6)'}
        aria-hidden
      />
      <Text size="sm" c={failed ? 'red' : undefined}>
        {parcel.manifest_status_message}
      </Text>
    </Row>
  );
}

function ParcelFacts({ parcel }: { parcel: ParcelDetail }) {
  const access = useAccess();
  const statuses = useCommonLists().trackingStatuses;
  const type = parcelType(parcel.is_test);
  const health = canOpenHealthCheck(access) ? healthCheckHref(parcel) : null;
  return (
    <Stack gap="xs" component="section" aria-label="Parcel details">
      <Title order={3} fz="md">
        Parcel details
      </Title>
      <Row label="ID">{parcel.id}</Row>
      <Row label="Tracking number">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {parcel.tracking_number}
        </Text>
        <CopyValueButton value={parcel.tracking_number} label="tracking number" />
      </Row>
      <Row label="Created">{stamp(parcel.created)}</Row>
      <Row label="Updated">{stamp(parcel.date_updated)}</Row>
      <Row label="Status">{lookupName(statuses, parcel.status)}</Row>
      <Row label="Type">
        <Badge variant="light" color={type === 'test' ? 'orange' : 'green'}>
          {type}
        </Badge>
      </Row>
      <Row label="User">{parcel.user?.login ?? 'Unknown'}</Row>
      <Row label="Request ID">
        {parcel.request_id ? (
          <>
            <RequestLogLink
              requestId={parcel.request_id}
              canOpen={access.can(SCREEN.requestsLog)}
              empty="No data"
              label={`Request ${parcel.request_id} in the request log`}
            />
            <CopyValueButton value={parcel.request_id} label="request ID" />
          </>
        ) : (
          'No data'
        )}
      </Row>
      {health ? (
        <Anchor href={health} size="sm">
          Health check of this tracking
        </Anchor>
      ) : null}
      {parcel.pallet_id !== null ? (
        <Row label="Pallet">
          <OutLink to={`/pallets/${parcel.pallet_id}`}>Pallet {parcel.pallet_id}</OutLink>
        </Row>
      ) : null}
      <ManifestStatus parcel={parcel} />
    </Stack>
  );
}

/** The list's search, without the details tab: a file viewer opens over the list. */
function listSearchOf<T extends object>(search: T): Omit<T, typeof PARCEL_TAB_KEY> {
  const { [PARCEL_TAB_KEY]: _tab, ...list } = search as T & { [PARCEL_TAB_KEY]?: unknown };
  return list;
}

function ParcelFiles({ parcel }: { parcel: ParcelDetail }) {
  const id = String(parcel.id);
  const manifest = useManifestDownload();
  return (
    <Stack gap="xs" component="section" aria-label="Files">
      <Title order={3} fz="md">
        Files
      </Title>
      <RouterAnchor
        to="/parcels/label/$id"
        params={{ id }}
        search={(prev) => ({ ...listSearchOf(prev), original: 0 })}
        size="sm"
      >
        Label
      </RouterAnchor>
      {parcel.has_original ? (
        <RouterAnchor
          to="/parcels/label/$id"
          params={{ id }}
          search={(prev) => ({ ...listSearchOf(prev), original: 1 })}
          size="sm"
        >
          Original label
        </RouterAnchor>
      ) : null}
      <RouterAnchor
        to="/parcels/invoice/$id"
        params={{ id }}
        search={(prev) => listSearchOf(prev)}
        size="sm"
      >
        Invoice
      </RouterAnchor>
      {parcel.send_manifest !== undefined ? (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={manifest.pending}
          onClick={() => manifest.download(id)}
          aria-label={`Download manifest${parcel.manifest_file ? ` ${parcel.manifest_file}` : ''}`}
        >
          Manifest
        </Button>
      ) : null}
    </Stack>
  );
}

export function ParcelSidebar({ parcel }: { parcel: ParcelDetail }) {
  return (
    <Stack gap="lg">
      <ParcelFacts parcel={parcel} />
      <ParcelFiles parcel={parcel} />
    </Stack>
  );
}
