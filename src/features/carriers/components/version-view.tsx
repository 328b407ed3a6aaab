import { Accordion, Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAddInfo, useToggleWhitelisting } from '../api/carriers-mutations';
import {
  DOC_SECTIONS,
  type DocSection,
  type DocVersion,
} from '@/contract/carriers/carriers-schemas';
import { isSectionEmpty, SECTION_TITLES } from '../carriers-rules';
import { RichInfo } from './rich-info/rich-info';
import { ContactsBlock } from './contacts-block';
import { quietly, saving, useCan, type VersionAt } from './docs-write';
import { LabelsBlock } from './labels-block';
import { PartFiles } from './part-files';
import { PartLinks } from './part-links';

// One version of a kind (spec c sections 2-3): contacts, labels, files, links, info, and the
// seven documentation sections, each with files, links, info and the whitelisting switch.

function SectionPanel({
  at,
  section,
  data,
}: {
  at: VersionAt;
  section: DocSection;
  data: DocVersion['sections'][DocSection];
}) {
  const can = useCan();
  const info = useAddInfo();
  const toggle = useToggleWhitelisting();
  const title = SECTION_TITLES[section];
  return (
    <Stack gap="md">
      <RequiresNetwork>
        <Switch
          label={`Whitelisting (${title})`}
          checked={data.whitelisting}
          disabled={!can(WRITE_ACTION.toggleCarrierWhitelisting) || toggle.isPending}
          onChange={(event) =>
            quietly(
              saving(
                toggle.mutateAsync({
                  ...at,
                  part: section,
                  whitelisting: event.currentTarget.checked,
                }),
              ),
            )
          }
        />
      </RequiresNetwork>
      {isSectionEmpty(data) ? (
        <Text size="sm" c="dimmed">
          No information about this section
        </Text>
      ) : null}
      <PartFiles at={at} part={section} files={data.files} title={`${title} files`} />
      <PartLinks at={at} part={section} links={data.links} title={`${title} links`} />
      <RichInfo
        html={data.info}
        label={`${title} info`}
        emptyText="No information"
        canEdit={can(WRITE_ACTION.addCarrierInfo)}
        onSave={(html) => saving(info.mutateAsync({ ...at, part: section, info: html }))}
      />
    </Stack>
  );
}

export function VersionView({ at, data }: { at: VersionAt; data: DocVersion }) {
  const can = useCan();
  const info = useAddInfo();
  return (
    <Stack gap="lg">
      <Card withBorder>
        <ContactsBlock at={at} contacts={data.contacts} />
      </Card>
      <Card withBorder>
        <LabelsBlock at={at} labels={data.labels} />
      </Card>
      <Card withBorder component="section" aria-label="Files and links">
        <Stack gap="md">
          <Title order={3} size="h4">
            Files and links
          </Title>
          <PartFiles at={at} part="general" files={data.files} title="Files" />
          <PartLinks at={at} part="general" links={data.links} title="Links" />
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={3} size="h4">
            Info
          </Title>
          <RichInfo
            html={data.info}
            label="Info"
            emptyText="No information"
            canEdit={can(WRITE_ACTION.addCarrierInfo)}
            onSave={(html) => saving(info.mutateAsync({ ...at, part: 'general', info: html }))}
          />
        </Stack>
      </Card>
      <Stack gap="xs" component="section" aria-label="Documentation">
        <Title order={3} size="h4">
          Documentation
        </Title>
        <Accordion variant="separated" multiple>
          {DOC_SECTIONS.map((section) => (
            <Accordion.Item key={section} value={section}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={600}>{SECTION_TITLES[section]}</Text>
                  {data.sections[section].whitelisting ? (
                    <Badge size="xs" variant="light">
                      Whitelisting
                    </Badge>
                  ) : null}
                  {isSectionEmpty(data.sections[section]) ? (
                    <Badge size="xs" variant="outline" color="gray">
                      Empty
                    </Badge>
                  ) : null}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <SectionPanel at={at} section={section} data={data.sections[section]} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Stack>
  );
}
