import { Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { useAccount } from '@/lib/session/use-session';
import { labelBuilderQueries } from '../api/label-builder-queries';
import type { LabelBuilderFields } from '@/contract/label-builder/label-builder-schemas';
import { formFromSearch, type LabelForm, settingsOf } from '../label-builder-rules';
import { LabelResult } from './label-result';
import { LabelSettingsForm } from './label-settings-form';

// /label_builder (spec c section 2): the settings form on the left, the label on the right
// (stacked below the wide-screen breakpoint). The URL holds the settings of the label on show,
// so opening a link creates its label at once; settings that do not fit the lists are dropped.

const route = getRouteApi('/_app/label_builder');

function LabelBuilder({ fields }: { fields: LabelBuilderFields }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const account = useAccount();
  const queryClient = useQueryClient();
  // Bumped by Discard, so a form typed into over an empty URL is emptied too.
  const [resets, setResets] = useState(0);
  const shown = useMemo(() => formFromSearch(search, fields), [search, fields]);
  const settings = useMemo(() => settingsOf(shown), [shown]);
  const settingsKey = JSON.stringify(settings);

  const create = (form: LabelForm) => {
    const next = settingsOf(form);
    if (!next) return;
    if (JSON.stringify(next) === settingsKey) {
      // The same label again: asked anew rather than nothing happening.
      void queryClient.refetchQueries({
        queryKey: labelBuilderQueries.label(account, next).queryKey,
      });
      return;
    }
    void navigate({ search: next });
  };
  const discard = () => {
    setResets((count) => count + 1);
    void navigate({ search: {} });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <LabelSettingsForm
          key={`${JSON.stringify(shown)}#${resets}`}
          fields={fields}
          shown={shown}
          onCreate={create}
          onDiscard={discard}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <LabelResult key={settingsKey} settings={settings} />
      </Grid.Col>
    </Grid>
  );
}

export function LabelBuilderPage() {
  const account = useAccount();
  const fieldsQuery = useQuery(labelBuilderQueries.fields(account));
  return (
    <Stack gap="md">
      <Title order={1}>Label Builder</Title>
      {fieldsQuery.data ? (
        <LabelBuilder fields={fieldsQuery.data} />
      ) : fieldsQuery.error ? (
        <QueryError error={fieldsQuery.error} onRetry={() => void fieldsQuery.refetch()} />
      ) : (
        <Group gap="sm" py="xl" justify="center" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading…</Text>
        </Group>
      )}
    </Stack>
  );
}
