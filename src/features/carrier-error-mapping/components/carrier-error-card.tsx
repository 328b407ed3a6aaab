import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconFileSearch, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { LabelledValue } from '@/components/labelled-value';
import { RouterButton } from '@/components/router-link';
import { EMPTY_VALUE } from '@/lib/format';
import { OFFLINE_ACTION_REASON } from '@/lib/online';
import {
  type CarrierErrorMapping,
  splitErrorFields,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import { httpCodeText, mappingLabel } from '../carrier-error-rules';
import { FactGrid } from '@/components/fact-grid';

// One mapping of the card list (spec c sections 2 and 3): carrier and version, the pattern, the
// HTTP code, the result error code and fields, the carrier message switch and the result
// message; the example, edit and delete actions as the account may use them.

export type CardActions = {
  canEdit: boolean;
  canDelete: boolean;
  online: boolean;
  deleting: boolean;
  onDelete: (mapping: CarrierErrorMapping) => void;
};

/** Links keep the list's search: the modal closes back onto the same filtered page. */
const keepSearch = (prev: Record<string, unknown>) => prev;

/** A card's link to a modal over the list: its first word shown, the whole as its name. */
function CardLink({
  to,
  id,
  icon: Icon,
  children: name,
}: {
  to: '/carrier_error_mapping/$id' | '/carrier_error_mapping/example/$id';
  id: number;
  icon: typeof IconEdit;
  children: string;
}) {
  return (
    <RouterButton
      to={to}
      params={{ id: String(id) }}
      search={keepSearch as never}
      size="compact-sm"
      variant="subtle"
      leftSection={<Icon size={16} aria-hidden />}
      aria-label={name}
    >
      {name.split(' ')[0]}
    </RouterButton>
  );
}

export const CarrierErrorCard = memo(function CarrierErrorCard({
  mapping,
  actions,
}: {
  mapping: CarrierErrorMapping;
  actions: CardActions;
}) {
  const label = mappingLabel(mapping);
  const fields = splitErrorFields(mapping.resultErrorField);
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={label}>
      <Stack gap="sm">
        <div>
          <Text fw={600}>{mapping.carrierName}</Text>
          <Text size="xs" c="dimmed">
            Version {mapping.carrierVersion}
          </Text>
        </div>
        <LabelledValue label="Carrier error pattern">
          {mapping.errorPattern ? (
            <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {mapping.errorPattern}
            </Code>
          ) : (
            EMPTY_VALUE
          )}
        </LabelledValue>
        <FactGrid>
          <LabelledValue label="HTTP code">{httpCodeText(mapping.currentHttpCode)}</LabelledValue>
          <LabelledValue label="Result error code">
            {mapping.resultErrorCode === null ? (
              <Badge color="red" variant="light">
                Not mapped
              </Badge>
            ) : (
              <Badge variant="light">{mapping.resultErrorCode}</Badge>
            )}
          </LabelledValue>
          <LabelledValue label="Result error fields">
            {fields.length === 0 ? (
              EMPTY_VALUE
            ) : (
              <Group gap={4}>
                {fields.map((field) => (
                  <Badge key={field} variant="outline" color="gray" tt="none">
                    {field}
                  </Badge>
                ))}
              </Group>
            )}
          </LabelledValue>
          <LabelledValue label="Use carrier message">
            {mapping.useCarrierMessage ? 'Yes' : 'No'}
          </LabelledValue>
        </FactGrid>
        <LabelledValue label="Result error message">
          {mapping.resultErrorMsg || EMPTY_VALUE}
        </LabelledValue>
        <Group gap="xs" justify="flex-end" mt="auto">
          {mapping.hasExample ? (
            <CardLink to="/carrier_error_mapping/example/$id" id={mapping.id} icon={IconFileSearch}>
              {`Example of ${label}`}
            </CardLink>
          ) : null}
          {actions.canEdit ? (
            <CardLink to="/carrier_error_mapping/$id" id={mapping.id} icon={IconEdit}>
              {`Edit ${label}`}
            </CardLink>
          ) : null}
          {actions.canDelete ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={`Delete ${label}`}
              title={actions.online ? undefined : OFFLINE_ACTION_REASON}
              disabled={!actions.online || actions.deleting}
              onClick={() => actions.onDelete(mapping)}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
});
