import '@mantine/dates/styles.css';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { RequiresNetwork } from '@/components/requires-network';
import { downloadServerCsv } from '@/lib/server-csv-download';
import { notifyFailure } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { fetchHolidaysCsv, holidayQueries } from '../api/holidays-queries';
import {
  defaultHolidaysForm,
  holidaysFallbackName,
  holidaysFormErrors,
  type HolidaysFormValues,
  holidaysQueryOf,
} from '../holidays-rules';

// /holidays (spec c sections 2, 3, 7; issue 16 section 5; decision 039): a country and a date
// range; Download saves the CSV under the name the server gives. Downloading needs the network.

const DATE_FORMAT = 'DD-MM-YYYY';

export function HolidaysPage() {
  const account = useAccount();
  const countries = useQuery(holidayQueries.countries(account));
  const [busy, setBusy] = useState(false);
  const form = useForm<HolidaysFormValues>({
    initialValues: defaultHolidaysForm(new Date()),
    validate: holidaysFormErrors,
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const query = holidaysQueryOf(values);
      await downloadServerCsv(await fetchHolidaysCsv(query), holidaysFallbackName(query));
      form.resetDirty();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack gap="md">
      <Title order={1}>Export holidays</Title>
      {countries.error && !countries.data ? (
        <QueryError error={countries.error} onRetry={() => void countries.refetch()} />
      ) : (
        <Paper withBorder p="md" maw={560}>
          <form noValidate onSubmit={submit} aria-label="Export holidays">
            <Stack gap="sm">
              <Select
                label="Country"
                withAsterisk
                searchable
                data={(countries.data?.countries ?? []).map((c) => ({
                  value: c.code,
                  label: `${c.name} (${c.code})`,
                }))}
                {...form.getInputProps('country')}
              />
              <Group grow align="flex-start">
                <DateInput
                  label="Date from"
                  withAsterisk
                  valueFormat={DATE_FORMAT}
                  {...form.getInputProps('date_from')}
                />
                <DateInput
                  label="Date to"
                  withAsterisk
                  valueFormat={DATE_FORMAT}
                  {...form.getInputProps('date_to')}
                />
              </Group>
              <Text size="xs" c="dimmed">
                Public holidays of the country, both dates included, as a CSV file.
              </Text>
              <Group>
                <RequiresNetwork>
                  <Button
                    type="submit"
                    loading={busy}
                    leftSection={<IconDownload size={16} aria-hidden />}
                  >
                    Download
                  </Button>
                </RequiresNetwork>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
