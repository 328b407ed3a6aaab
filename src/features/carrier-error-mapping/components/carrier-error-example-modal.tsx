import { Badge, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { OfflineCopyNotice, RecordLoader, RecordModal } from '@/components/record-modal';
import { RecordParamSwitch, useRecordQuery } from '@/components/record-route';
import { useAccount } from '@/lib/session/use-session';
import { carrierErrorQueries } from '../api/carrier-error-mapping-queries';
import type { CarrierErrorExample } from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import { exampleTexts } from '../example-texts';
import { ExampleText } from './example-text';
import { useModalRoute } from './use-modal-route';

// A mapping's example (spec c section 2): the call that met the error, as sent to the carrier
// (url, headers, body) and as it answered (code, headers, body); JSON bodies pretty-printed. A
// failed fetch is said once and the modal closes (spec c section 8).

const TITLE = 'Carrier error example';

export function CarrierErrorExampleModal({ data }: { data: string }) {
  const modals = useModalRoute();
  return (
    <RecordParamSwitch data={data} onLoadFailed={modals.goBack}>
      {(id) => <ExampleById key={id} id={Number(id)} modals={modals} />}
    </RecordParamSwitch>
  );
}

function ExampleById({ id, modals }: { id: number; modals: ReturnType<typeof useModalRoute> }) {
  const account = useAccount();
  const query = useRecordQuery(carrierErrorQueries.example(account, id), modals.goBack);
  const example = query.data;
  return (
    <RecordModal title={TITLE} onClose={modals.close} withCancel>
      {example ? (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <ExampleView example={example} />
        </>
      ) : (
        <RecordLoader label="Loading example" />
      )}
    </RecordModal>
  );
}

function ExampleView({ example }: { example: CarrierErrorExample }) {
  const { request, response } = example;
  const texts = useMemo(() => exampleTexts(example), [example]);
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-label="Request">
        <Title order={3} size="h4">
          Request
        </Title>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="light">{request.method}</Badge>
          <Code style={{ overflowWrap: 'anywhere' }} aria-label="Request URL">
            {request.url}
          </Code>
        </Group>
        <ExampleText label="Request headers" text={texts.requestHeaders} />
        <ExampleText label="Request body" text={texts.requestBody} />
      </Stack>
      <Stack gap="sm" component="section" aria-label="Response">
        <Title order={3} size="h4">
          Response
        </Title>
        <Text size="sm">
          Code{' '}
          <Badge variant="light" color={response.code >= 400 ? 'red' : 'green'}>
            {response.code}
          </Badge>
        </Text>
        <ExampleText label="Response headers" text={texts.responseHeaders} />
        <ExampleText label="Response body" text={texts.responseBody} />
      </Stack>
    </Stack>
  );
}
