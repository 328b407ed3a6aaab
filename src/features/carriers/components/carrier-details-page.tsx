import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccount } from '@/lib/session/use-session';
import { useSaveLogo, useSaveNote } from '../api/carriers-mutations';
import { carrierQueries } from '../api/carriers-queries';
import {
  CARRIER_KINDS,
  type CarrierDetails,
  type CarrierDocKind,
  type DocVersion,
} from '@/contract/carriers/carriers-schemas';
import { KIND_TITLES, shownKind, shownVersion, versionsOfKind } from '../carriers-rules';
import { CarrierLogo } from './carrier-logo';
import { CarrierNote } from './carrier-note';
import { AddVersion } from './add-version';
import { saving, useCan } from './docs-write';
import { VersionView } from './version-view';

// A carrier's documentation (spec c sections 2-4): the breadcrumb, logo, name and note; the
// kinds as tabs and the version in the URL (garbage or unknown falls back); a version added here
// stays on this page, marked 'Not saved', until the first thing is saved in it.

const route = getRouteApi('/_app/carriers/$carrierId');

const emptySection = () => ({ files: [], links: [], info: '', whitelisting: false });
const emptyVersion = (): DocVersion => ({
  contacts: {},
  labels: [],
  files: [],
  links: [],
  info: '',
  sections: {
    booking: emptySection(),
    tracking: emptySection(),
    pudo: emptySection(),
    manifest: emptySection(),
    cancel: emptySection(),
    update: emptySection(),
    other: emptySection(),
  },
});

type Local = Record<CarrierDocKind, string[]>;
const NO_LOCAL: Local = { direct: [], return: [], pallet: [] };

const ADD_ACTIONS = [
  WRITE_ACTION.addCarrierContact,
  WRITE_ACTION.addCarrierLabel,
  WRITE_ACTION.addCarrierFile,
  WRITE_ACTION.addCarrierLink,
  WRITE_ACTION.addCarrierInfo,
] as const;

function KindPanel({
  details,
  kind,
  local,
  onAddLocal,
}: {
  details: CarrierDetails;
  kind: CarrierDocKind;
  local: string[];
  onAddLocal: (name: string) => void;
}) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const can = useCan();
  const versions = versionsOfKind(details, kind, local);
  const version = shownVersion(versions, search.version);
  const saved = version !== undefined && version in details[kind];
  const select = (next: string | null) =>
    void navigate({ search: (prev) => ({ ...prev, kind, version: next ?? undefined }) });

  return (
    <Stack gap="md" pt="md">
      <Group align="flex-end">
        {versions.length > 0 ? (
          <Select
            label="Version"
            data={versions}
            value={version ?? null}
            onChange={select}
            allowDeselect={false}
            w={220}
          />
        ) : null}
        {ADD_ACTIONS.some((url) => can(url)) ? (
          <AddVersion
            existing={versions}
            onAdd={(name) => {
              onAddLocal(name);
              select(name);
            }}
          />
        ) : null}
        {version !== undefined && !saved ? (
          <Badge color="yellow" variant="light" mb={8}>
            Not saved
          </Badge>
        ) : null}
      </Group>
      {version === undefined ? (
        <Text c="dimmed">No versions data available</Text>
      ) : (
        <>
          {!saved ? (
            <Alert color="yellow" variant="light">
              This version is only on this page until something is saved in it.
            </Alert>
          ) : null}
          <VersionView
            key={`${kind}:${version}`}
            at={{ carrierId: details.carrier, kind, version }}
            data={details[kind][version] ?? emptyVersion()}
          />
        </>
      )}
    </Stack>
  );
}

export function CarrierDetailsPage() {
  const { carrierId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const account = useAccount();
  const can = useCan();
  const id = Number(carrierId);
  const query = useQuery(carrierQueries.details(account, id));
  const saveNote = useSaveNote();
  const saveLogo = useSaveLogo();
  const [local, setLocal] = useState<Local>(NO_LOCAL);

  const crumbs = (
    <Breadcrumbs component="nav" aria-label="Breadcrumb">
      <Anchor component={Link} to="/carriers">
        Carrier Documentations
      </Anchor>
      <Text>{query.data?.carrier_name ?? carrierId}</Text>
    </Breadcrumbs>
  );
  if (!query.data) {
    return (
      <Stack gap="md">
        {crumbs}
        {query.error ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        )}
      </Stack>
    );
  }
  const details = query.data;
  const kind = shownKind(details, search.kind);

  return (
    <Stack gap="md">
      {crumbs}
      <Group align="flex-start" wrap="nowrap">
        <CarrierLogo
          logo={details.logo}
          carrierName={details.carrier_name}
          canEdit={can(WRITE_ACTION.saveCarrierLogo)}
          onSave={(file) =>
            saving(
              saveLogo.mutateAsync({
                carrierId: id,
                logo: `data:${file.type};base64,${file.base64}`,
              }),
            )
          }
        />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={1}>{details.carrier_name}</Title>
          <CarrierNote
            note={details.note}
            canEdit={can(WRITE_ACTION.saveCarrierNote)}
            onSave={(note) => saving(saveNote.mutateAsync({ carrierId: id, note }))}
          />
        </Stack>
      </Group>
      <Tabs
        value={kind}
        onChange={(next) =>
          void navigate({
            search: (prev) => ({ ...prev, kind: next as CarrierDocKind, version: undefined }),
          })
        }
      >
        <Tabs.List>
          {CARRIER_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {KIND_TITLES[k]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CARRIER_KINDS.map((k) => (
          <Tabs.Panel key={k} value={k}>
            {k === kind ? (
              <KindPanel
                details={details}
                kind={kind}
                local={local[kind]}
                onAddLocal={(name) =>
                  setLocal((prev) => ({ ...prev, [kind]: [...prev[kind], name] }))
                }
              />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
